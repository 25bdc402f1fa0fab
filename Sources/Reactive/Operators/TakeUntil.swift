extension ObservableType {
    /// Sends the source's elements until `other` sends an element, then completes. An error from `other`
    /// ends the sequence with that error; `other` completing without an element changes nothing.
    ///
    /// ```
    /// source:  --1--2--3--4--|
    /// other:   --------x--
    /// take(until: other)
    /// result:  --1--2--|
    /// ```
    ///
    /// ```swift
    /// let stop = PublishSubject<Void>()
    /// let numbers = PublishSubject<Int>()
    /// _ = numbers.take(until: stop).subscribe(onNext: { print($0) }, onCompleted: { print("done") })
    /// numbers.onNext(1)
    /// stop.onNext(())
    /// numbers.onNext(2)
    /// // Prints: 1, done
    /// ```
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let other = other.asObservable()
        return lift { TakeUntilSink(delivery: SerialDelivery(downstream: $0), other: other) }
    }

    /// Sends elements until `predicate` holds for one, then completes. A thrown error ends the sequence with
    /// that error.
    ///
    /// ```
    /// source:  --1--2--5--3--|
    /// take(until: { $0 > 4 })
    /// result:  --1--2--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 5, 3).take(until: { $0 > 4 }, behavior: .inclusive).subscribe(onNext: { print($0) })
    /// // Prints: 1, 2, 5
    /// ```
    ///
    /// - Parameter behavior: `.inclusive` also sends the element that passed the test, before completing.
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Observable<Element>
    {
        take(while: { try !predicate($0) }, behavior: behavior)
    }
}

/// The source and `other` may send from different threads, so both go through one `SerialDelivery`.
private final class TakeUntilSink<Element, Other>: DeliverySink<Element> {
    private let other: Observable<Other>

    init(delivery: SerialDelivery<Element>, other: Observable<Other>) {
        self.other = other
        super.init(delivery: delivery)
    }

    override func subscribe(to source: Observable<Element>) -> Disposable {
        // `other` goes first, so an element it sends at once ends the sequence before the source starts.
        let otherSubscription = TakeUntilOtherSink<Other, Element>(delivery: delivery).start(other)
        if delivery.update({ (.none, delivery.isFinished) }) { return otherSubscription }
        return Disposables.create(otherSubscription, source.runOnTrampoline(self))
    }
}

/// `other` ending without an element leaves the source running: only its own subscription ends.
private final class TakeUntilOtherSink<Other, Element>: NotifierSink<Other, Element> {
    override func onNext(_ element: Other) {
        delivery.perform { .one(.completed) }
        subscription.dispose()
    }
}
