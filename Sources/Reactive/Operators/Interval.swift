/// The integer types that `interval`, `timer` and `range` count with.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
    /// An endless sequence of 0, 1, 2, ..., one every `period` on `scheduler`, the first one `period`
    /// after the subscription.
    ///
    /// ```
    /// interval(3 ticks):     ---0--1--2--3-...
    /// ```
    ///
    /// ```swift
    /// _ = Observable<Int>.interval(.seconds(1), scheduler: scheduler).take(3).subscribe(onNext: { print($0) })
    /// scheduler.start()
    /// // Prints: 0, 1, 2
    /// ```
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TimerObservable(dueTime: period, period: period, scheduler: scheduler)
    }
}

/// Counts from 0 on a scheduler: once after `dueTime` then completes, or every `period` from `dueTime` on.
final class TimerObservable<Element: RxAbstractInteger>: Observable<Element> {
    private let dueTime: RxTimeInterval
    private let period: RxTimeInterval?
    private let scheduler: SchedulerType

    init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.period = period
        self.scheduler = scheduler
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        guard let period else {
            return scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                sink.onNext(0)
                sink.onCompleted()
                return Disposables.create()
            }
        }
        return scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { count in
            sink.onNext(count)
            return count &+ 1
        }
    }
}
