extension PrimitiveSequence {
    /// Fails with `RxError.timeout` if the outcome does not arrive within `dueTime` of the subscription.
    ///
    /// ```
    /// source:  ----------1|
    /// timeout(5 ticks)
    /// result:  -----#
    /// ```
    ///
    /// ```swift
    /// _ = Single<Int>.never().timeout(.seconds(5), scheduler: MainScheduler.instance)
    ///     .subscribe(onFailure: { print($0) })
    /// // Prints, after 5 seconds: The sequence timed out.
    /// ```
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Continues with `other` if the outcome does not arrive within `dueTime` of the subscription.
    ///
    /// ```
    /// source:  ----------1|
    /// other:        --7|
    /// timeout(5 ticks, other)
    /// result:  -------7|
    /// ```
    ///
    /// ```swift
    /// _ = Single<Int>.never().timeout(.seconds(5), other: .just(0), scheduler: MainScheduler.instance)
    ///     .subscribe(onSuccess: { print($0) })
    /// // Prints, after 5 seconds: 0
    /// ```
    public func timeout(
        _ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>, scheduler: SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }
}
