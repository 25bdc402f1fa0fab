extension ObservableType {
    /// Drops the source's elements until `other` sends an element, then sends the rest. An error from
    /// `other` ends the sequence with that error; `other` completing without an element means nothing is
    /// ever let through.
    ///
    /// ```
    /// source:  --1--2--3--4--|
    /// other:   -------x--
    /// skip(until: other)
    /// result:  --------3--4--|
    /// ```
    ///
    /// ```swift
    /// let start = PublishSubject<Void>()
    /// let numbers = PublishSubject<Int>()
    /// _ = numbers.skip(until: start).subscribe(onNext: { print($0) })
    /// numbers.onNext(1)
    /// start.onNext(())
    /// numbers.onNext(2)
    /// // Prints: 2
    /// ```
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        SkipUntilObservable(source: asObservable(), other: other.asObservable())
    }
}

final class SkipUntilObservable<Element, Other>: Observable<Element> {
    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        let sourceSink = SkipUntilSourceSink(downstream: sink)
        let otherSubscription = InnerSubscription()
        otherSubscription.setDisposable(
            other.run(SkipUntilOtherSink(parent: sourceSink, subscription: otherSubscription)))
        return Disposables.create(otherSubscription, source.run(sourceSink))
    }
}

/// The source and `other` may send from different threads: the source's events and an error from `other`
/// go through one `SerialDelivery`. The gate only ever opens, so an atomic flag is enough for it.
private final class SkipUntilSourceSink<Element>: Sink<Element>, @unchecked Sendable {
    // Sendable: `isOpen` is atomic and `delivery` serialises the rest.
    let delivery: SerialDelivery<Element>
    /// Set once `other` has sent an element.
    private let isOpen = AtomicFlag()

    init(downstream: Sink<Element>) { delivery = SerialDelivery(downstream: downstream) }

    func open() { _ = isOpen.set() }

    override func onNext(_ element: Element) {
        guard isOpen.isSet else { return }
        delivery.sendNext(element)
    }

    override func onError(_ error: Swift.Error) { delivery.perform { .one(.error(error)) } }

    override func onCompleted() { delivery.perform { .one(.completed) } }
}

private final class SkipUntilOtherSink<Element, Other>: Sink<Other> {
    private let parent: SkipUntilSourceSink<Element>
    private let subscription: InnerSubscription

    init(parent: SkipUntilSourceSink<Element>, subscription: InnerSubscription) {
        self.parent = parent
        self.subscription = subscription
    }

    /// One element is enough: the gate stays open, so `other` is no longer needed.
    override func onNext(_ element: Other) {
        parent.open()
        subscription.dispose()
    }

    override func onError(_ error: Swift.Error) {
        parent.delivery.perform { .one(.error(error)) }
        subscription.dispose()
    }

    override func onCompleted() { subscription.dispose() }
}
