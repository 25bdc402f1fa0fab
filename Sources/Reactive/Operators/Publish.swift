extension ObservableType {
    /// A connectable sequence that shares one subscription to the source among its subscribers, through
    /// a `PublishSubject`: subscribers get what the source sends after they subscribed, once connected.
    ///
    /// ```
    /// source:     --1--2--3--|
    /// connect():  -----^              (at tick 5)
    /// result:     --------3--|
    /// ```
    ///
    /// ```swift
    /// let shared = Observable.of(1, 2).publish()
    /// _ = shared.subscribe(onNext: { print("a\($0)") })
    /// _ = shared.subscribe(onNext: { print("b\($0)") })
    /// _ = shared.connect()
    /// // Prints: a1, b1, a2, b2
    /// ```
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject() })
    }
}
