extension InfallibleType {
    /// Delivers the events on `scheduler`, one at a time and in order.
    ///
    /// ```
    /// source:  --a--b--|     (on the source's thread)
    /// observe(on: scheduler)
    /// result:  --a--b--|     (on the scheduler)
    /// ```
    ///
    /// ```swift
    /// _ = Infallible.of(1).observe(on: MainScheduler.instance).subscribe(onNext: { print($0) })
    /// // Prints (on the main thread): 1
    /// ```
    public func observe(on scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(asObservable().observe(on: scheduler))
    }

    /// Subscribes to the source, and later ends that subscription, on `scheduler`.
    ///
    /// ```
    /// subscribe ----> scheduler: source.subscribe
    /// ```
    ///
    /// ```swift
    /// _ = Infallible.of(1).subscribe(on: ConcurrentDispatchQueueScheduler(qos: .background)).subscribe()
    /// ```
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(asObservable().subscribe(on: scheduler))
    }
}
