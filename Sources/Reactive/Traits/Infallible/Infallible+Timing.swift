extension InfallibleType {
    /// Sends an element only once `dueTime` has passed without a newer one; completion sends the pending
    /// element first.
    ///
    /// ```
    /// source:  -a-b------c---|
    /// debounce(3 ticks)
    /// result:  ------b------c|
    /// ```
    ///
    /// ```swift
    /// _ = queries.debounce(.milliseconds(300), scheduler: MainScheduler.instance).subscribe(onNext: { print($0) })
    /// // Prints: each query once typing pauses for 300 ms
    /// ```
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// Sends at most one element per `dueTime`: the first at once, then, if `latest`, the latest one that
    /// arrived meanwhile once the period ends.
    ///
    /// ```
    /// source:  -abc-------d---|
    /// throttle(4 ticks)
    /// result:  -a---c-----d---|
    /// ```
    ///
    /// ```swift
    /// _ = taps.throttle(.seconds(1), scheduler: MainScheduler.instance).subscribe(onNext: { print("tap") })
    /// // Prints: tap, at most once a second
    /// ```
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType)
        -> Infallible<Element>
    {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }

    /// Shifts every element, and the completion, `dueTime` later.
    ///
    /// ```
    /// source:  --a--b--|
    /// delay(2 ticks)
    /// result:  ----a--b--|
    /// ```
    ///
    /// ```swift
    /// _ = Infallible.of(1).delay(.seconds(1), scheduler: MainScheduler.instance).subscribe(onNext: { print($0) })
    /// // Prints, a second later: 1
    /// ```
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().delay(dueTime, scheduler: scheduler))
    }
}
