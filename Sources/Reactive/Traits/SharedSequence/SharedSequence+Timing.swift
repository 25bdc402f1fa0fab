extension SharedSequenceConvertibleType {
    /// Sends an element only once `dueTime` has passed without a newer one, timed on the strategy's
    /// scheduler; completion sends the pending element first.
    ///
    /// ```
    /// source:  -a-b------c---|
    /// debounce(3 ticks)
    /// result:  ------b------c|
    /// ```
    ///
    /// ```swift
    /// _ = query.debounce(.milliseconds(300)).drive(onNext: { print($0) })
    /// // Prints: each query once typing pauses for 300 ms
    /// ```
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asSharedSequence().source.debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Sends at most one element per `dueTime`, timed on the strategy's scheduler: the first at once,
    /// then, if `latest`, the latest one that arrived meanwhile once the period ends.
    ///
    /// ```
    /// source:  -abc-------d---|
    /// throttle(4 ticks)
    /// result:  -a---c-----d---|
    /// ```
    ///
    /// ```swift
    /// _ = taps.throttle(.seconds(1)).emit(onNext: { print("tap") })
    /// // Prints: tap, at most once a second
    /// ```
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            asSharedSequence().source.throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Shifts every element, and the completion, `dueTime` later, timed on the strategy's scheduler.
    ///
    /// ```
    /// source:  --a--b--|
    /// delay(2 ticks)
    /// result:  ----a--b--|
    /// ```
    ///
    /// ```swift
    /// _ = banner.delay(.seconds(2)).drive(onNext: { print($0) })
    /// // Prints: each banner two seconds after it was set
    /// ```
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asSharedSequence().source.delay(dueTime, scheduler: SharingStrategy.scheduler))
    }
}
