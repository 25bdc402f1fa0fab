import Foundation

extension Presenter {
    /// Logs every event, state, route and unmapped failure with the scheduler's time, one line each,
    /// replacing any `onTrace` hook.
    ///
    /// On a `TestScheduler` the time is the virtual clock in ticks, so a transcript is the same on every
    /// run; on other schedulers it is the number of seconds since `debug` was called.
    ///
    /// ```swift
    /// presenter.debug("value")
    /// presenter.send(.prepare)
    /// // Prints:
    /// // value @0 event: prepare
    /// // value @10 state: prepared(value: 1)
    /// ```
    public func debug(_ name: String, print output: @escaping (String) -> Void = { Swift.print($0) }) {
        let clock = PresenterClock(scheduler)
        onTrace = { time, trace in
            output("\(name) @\(clock.format(time)) \(trace)")
        }
    }
}

extension Presenter.Trace: CustomStringConvertible {
    /// The entry as `debug(_:print:)` logs it: `event: appear`, `state: ...`, `route: ...` or
    /// `failure: ...`.
    public var description: String {
        switch self {
        case .event(let event): return "event: \(event)"
        case .state(let state): return "state: \(state)"
        case .route(let route): return "route: \(route)"
        case .failure(let error): return "failure: \(error)"
        }
    }
}

/// Formats a scheduler's time: virtual ticks on a test scheduler, seconds since a start otherwise.
private struct PresenterClock {
    private let testScheduler: TestScheduler?
    private let start: RxTime

    init(_ scheduler: any SchedulerType) {
        testScheduler = scheduler as? TestScheduler
        start = scheduler.now
    }

    func format(_ time: RxTime) -> String {
        if let testScheduler {
            return String(testScheduler.converter.convertToVirtualTime(time))
        }
        return String(format: "%.3f", time.timeIntervalSince(start))
    }
}
