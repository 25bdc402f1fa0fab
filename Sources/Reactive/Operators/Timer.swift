extension ObservableType where Element: RxAbstractInteger {
    /// A sequence that sends 0 after `dueTime` on `scheduler`; then, with a `period`, 1, 2, ... every
    /// `period` and never completes, or without one, completes at once.
    ///
    /// ```
    /// timer(2 ticks):               --(0|)
    /// timer(2 ticks, period: 3):    --0--1--2-...
    /// ```
    ///
    /// ```swift
    /// _ = Observable<Int>.timer(.seconds(5), scheduler: scheduler).subscribe(onNext: { print($0) })
    /// scheduler.start()
    /// // Prints: 0
    /// ```
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType)
        -> Observable<Element>
    {
        TimerObservable(dueTime: dueTime, period: period, scheduler: scheduler)
    }
}
