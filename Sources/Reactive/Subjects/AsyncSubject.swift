/// A subject that sends only its last element, and only when it completes; a failure is sent without
/// any element.
///
/// ```swift
/// let subject = AsyncSubject<Int>()
/// _ = subject.subscribe(onNext: { print($0) }, onCompleted: { print("done") })
/// subject.onNext(1)
/// subject.onNext(2)
/// subject.onCompleted()
/// // Prints: 2, done
/// ```
///
/// A subscriber that comes after the end receives the same ending: the last element and completion, or
/// completion alone if there was no element, or the error. Any thread may send; observers receive events
/// one at a time, all in the same order. An event sent while a delivery is under way (from inside an
/// observer, or from another thread) is queued and delivered by the thread already delivering.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType, @unchecked Sendable {
    // Sendable: `lastElement` and the state in `observers` are only touched under `observers.lock`; the
    // observers are called one event at a time by `SubjectObservers`.
    private let observers = SubjectObservers<Element>()
    private var lastElement: Element?

    /// A subject with no element yet.
    public override init() {}

    /// Whether at least one observer is subscribed.
    public var hasObservers: Bool { observers.hasObservers }

    /// Keeps an element as the one to send on completion, or ends the subject: completion sends the last
    /// element (if any) then completes; an error is sent as is. Does nothing once the subject has ended.
    @inlinable
    public func on(_ event: Event<Element>) {
        // Inlinable so that the event is taken apart in the caller's module, where it is specialised:
        // taking a generic `Event` apart in the engine would cost a type metadata lookup per element.
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): end(.error(error))
        case .completed: end(.completed)
        }
    }

    /// Keeps `element` as the one to send on completion, as `on(.next(element))` does but without
    /// wrapping it in an event.
    public func onNext(_ element: Element) {
        guard observers.lockIfOpen() else { return }
        // The replaced element is released after the lock: releasing it may run user code.
        let previous = lastElement
        lastElement = element
        observers.lock.unlock()
        withExtendedLifetime(previous) {}
    }

    /// The subject itself, as the observer that feeds it.
    public func asObserver() -> AsyncSubject<Element> { self }

    /// Ends the subject with `event` (a terminal event): completion first sends the last element, if any.
    @usableFromInline
    func end(_ event: Event<Element>) {
        guard observers.lockIfOpen() else { return }
        observers.endAndUnlock(event, after: event.isCompleted ? lastElement : nil)
    }

    /// Subscribing adds the observer (and replays to it at once), outside the current-thread trampoline.
    override var subscribesOnTrampoline: Bool { false }

    override func run(_ sink: Sink<Element>) -> Disposable {
        observers.lock.lock()
        guard observers.isClosedLocked else { return observers.addAndUnlock(sink) }
        // After a completion, the last element goes first.
        let replay = observers.stoppedError == nil ? lastElement.map { [$0] } ?? [] : []
        return observers.subscribeClosedAndUnlock(sink, subject: self, replay: replay)
    }
}
