extension SharedSequence where Element: RxAbstractInteger {
    /// An endless sequence of 0, 1, 2, ..., one every `period` on the strategy's scheduler, the first one
    /// `period` after the subscription; its subscribers share one timer.
    ///
    /// ```
    /// interval(3 ticks):  ---0--1--2--3-...
    /// ```
    ///
    /// ```swift
    /// _ = Driver<Int>.interval(.seconds(1)).drive(onNext: { print($0) })
    /// // Prints: 0, 1, 2, ..., one a second on the main thread
    /// ```
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// An endless sequence of 0, 1, 2, ..., the first `dueTime` after the subscription, then one every
    /// `period`, on the strategy's scheduler; its subscribers share one timer.
    ///
    /// ```
    /// timer(2 ticks, period: 3 ticks):  --0--1--2-...
    /// ```
    ///
    /// ```swift
    /// _ = Signal<Int>.timer(.seconds(5), period: .seconds(1)).emit(onNext: { print($0) })
    /// // Prints: 0 after five seconds, then 1, 2, ..., one a second on the main thread
    /// ```
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence<
        SharingStrategy, Element
    > {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
