extension PrimitiveSequence {
    /// Delivers the element and the completion `dueTime` later; a failure is delivered at once.
    ///
    /// ```
    /// source:  --1|
    /// delay(2 ticks)
    /// result:  ----1|
    /// ```
    ///
    /// ```swift
    /// _ = Single.just(1).delay(.seconds(1), scheduler: MainScheduler.instance).subscribe(onSuccess: { print($0) })
    /// // Prints, a second later: 1
    /// ```
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Subscribes to the source `dueTime` after the subscription.
    ///
    /// ```
    /// source:    --1|      (counted from its subscription)
    /// delaySubscription(3 ticks)
    /// result:  -----1|
    /// ```
    ///
    /// ```swift
    /// _ = Single.just(1).delaySubscription(.seconds(1), scheduler: MainScheduler.instance)
    ///     .subscribe(onSuccess: { print($0) })
    /// // Prints, a second later: 1
    /// ```
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }
}
