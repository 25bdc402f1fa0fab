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
        TakeUntilObservable(source: asObservable(), other: other.asObservable())
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

final class TakeUntilObservable<Element, Other>: Observable<Element> {
    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        // The source and `other` may send from different threads, so both go through one `SerialDelivery`.
        let delivery = SerialDelivery(downstream: sink)
        // `other` goes first, so an element it sends at once ends the sequence before the source starts.
        let otherSubscription = TakeUntilOtherSink<Other, Element>(delivery: delivery).start(other)
        if delivery.update({ (.none, delivery.isFinished) }) { return otherSubscription }
        let sourceSubscription = source.run(DeliverySink(delivery: delivery))
        return Disposables.create(otherSubscription, sourceSubscription)
    }
}

/// `other` ending without an element leaves the source running: only its own subscription ends.
private final class TakeUntilOtherSink<Other, Element>: NotifierSink<Other, Element> {
    override func onNext(_ element: Other) {
        delivery.perform { .one(.completed) }
        subscription.dispose()
    }
}
