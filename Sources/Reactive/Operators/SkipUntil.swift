extension ObservableType {
    /// Drops the source's elements until `other` sends an element, then sends the rest. An error from
    /// `other` ends the sequence with that error; `other` completing without an element means nothing is
    /// ever let through. As in RxSwift, the source's completion is sent only once `other` has sent an
    /// element: before that, it ends the subscription without an event.
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
        let other = other.asObservable()
        return lift { SkipUntilSourceSink(delivery: SerialDelivery(downstream: $0), other: other) }
    }
}

/// The source and `other` may send from different threads: the source's events and an error from `other`
/// go through one `SerialDelivery`. The gate only ever opens, so an atomic flag is enough for it.
private final class SkipUntilSourceSink<Element, Other>: DeliverySink<Element>, @unchecked Sendable {
    // Sendable: `isOpen` is atomic, the subscriptions are locked, and `delivery` serialises the rest.
    private let other: Observable<Other>
    /// Set once `other` has sent an element.
    private let isOpen = AtomicFlag()
    /// The subscriptions to the source and to `other`, which a completion before the gate opens ends.
    private let sourceSubscription = InnerSubscription()
    private var otherSubscription: InnerSubscription?

    init(delivery: SerialDelivery<Element>, other: Observable<Other>) {
        self.other = other
        super.init(delivery: delivery)
    }

    override func subscribe(to source: Observable<Element>) -> Disposable {
        let otherSubscription = SkipUntilOtherSink(parent: self).start(other)
        delivery.withLock { self.otherSubscription = otherSubscription }
        source.runOnTrampoline(self) { sourceSubscription.setDisposable($0) }
        return Disposables.create(otherSubscription, sourceSubscription)
    }

    func open() { _ = isOpen.set() }

    override func onNext(_ element: Element) {
        guard isOpen.isSet else { return }
        delivery.sendNext(element)
    }

    override func onCompleted() {
        if isOpen.isSet {
            super.onCompleted()
        } else {
            delivery.withLock { otherSubscription }?.dispose()
            sourceSubscription.dispose()
        }
    }
}

private final class SkipUntilOtherSink<Other, Element>: NotifierSink<Other, Element> {
    private let parent: SkipUntilSourceSink<Element, Other>

    init(parent: SkipUntilSourceSink<Element, Other>) {
        self.parent = parent
        super.init(delivery: parent.delivery)
    }

    /// One element is enough: the gate stays open, so `other` is no longer needed.
    override func onNext(_ element: Other) {
        parent.open()
        subscription.dispose()
    }
}
