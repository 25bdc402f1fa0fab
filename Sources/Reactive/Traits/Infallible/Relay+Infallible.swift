extension BehaviorRelay {
    /// The relay as an `Infallible`: the current value at once, then every new one.
    ///
    /// ```swift
    /// let title = BehaviorRelay(value: "Feed")
    /// _ = title.asInfallible().subscribe(onNext: { print($0) })
    /// // Prints: Feed
    /// ```
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension PublishRelay {
    /// The relay as an `Infallible`: every element accepted after subscribing.
    ///
    /// ```swift
    /// let taps = PublishRelay<Int>()
    /// _ = taps.asInfallible().subscribe(onNext: { print($0) })
    /// taps.accept(1)
    /// // Prints: 1
    /// ```
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension ReplayRelay {
    /// The relay as an `Infallible`: the buffered elements at once, then every new one.
    ///
    /// ```swift
    /// let log = ReplayRelay<Int>.create(bufferSize: 2)
    /// log.accept(1)
    /// _ = log.asInfallible().subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// ```
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
