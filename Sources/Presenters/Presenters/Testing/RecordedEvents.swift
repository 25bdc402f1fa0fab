/// Events recorded with their virtual times, as a `TestableObserver` collects them and as tests write
/// them: `[.next(200, .initial), .next(250, .prepared(value: 1))]`.
public typealias RecordedEvents<Element> = [Recorded<Event<Element>>]
