extension BehaviorRelay {
    /// The relay as a `Driver`: a new subscriber gets the current value at once, then every new one, on
    /// the main scheduler.
    ///
    /// ```swift
    /// let title = BehaviorRelay(value: "Feed")
    /// _ = title.asDriver().drive(onNext: { print($0) })
    /// // Prints: Feed
    /// ```
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension PublishRelay {
    /// The relay as a `Signal`: every element accepted after subscribing, on the main scheduler.
    ///
    /// ```swift
    /// let taps = PublishRelay<Void>()
    /// _ = taps.asSignal().emit(onNext: { print("tapped") })
    /// taps.accept(())
    /// // Prints: tapped
    /// ```
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
