import Foundation
import Presenters
import ShowcaseApp

/// Where the demo's time comes from, and how the run loop lets it pass.
protocol Timeline: AnyObject {
    /// The scheduler every presenter and the backend read time from.
    var scheduler: any SchedulerType { get }
    /// Runs `work` with the app to itself: no scheduled work runs at the same time.
    func perform(_ work: () -> Void)
    /// Lets `milliseconds` pass, and the work that comes due meanwhile run.
    func wait(milliseconds: Int)
    /// Lets time pass until no scheduled work is left.
    func settle()
    /// Runs `work` once the work in progress is done.
    func afterCurrentWork(_ work: @escaping () -> Void)
}

/// Real time: the app runs on a serial queue; the run loop enters it for each command and sleeps
/// outside of it, so that answers arrive while the user reads or `wait`s.
final class RealTimeline: Timeline {
    /// A request is answered within a second; a minute without an answer means something is stuck.
    static let longestSettle: TimeInterval = 60

    private let queue = DispatchQueue(label: "demo.app")
    private let settling: SettlingScheduler

    init() {
        // The scheduler's own serial queue targets `queue`, so its work never overlaps `perform`.
        settling = SettlingScheduler(SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "demo.time"))
    }

    var scheduler: any SchedulerType { settling }

    func perform(_ work: () -> Void) {
        queue.sync(execute: work)
    }

    func wait(milliseconds: Int) {
        Thread.sleep(forTimeInterval: TimeInterval(milliseconds) / 1_000)
    }

    func afterCurrentWork(_ work: @escaping () -> Void) {
        // The scheduler's queue is serial: this runs after the action that is running.
        _ = settling.schedule(()) { _ in
            work()
            return Disposables.create()
        }
    }

    func settle() {
        let deadline = Date(timeIntervalSinceNow: Self.longestSettle)
        while queue.sync(execute: { settling.pendingCount }) > 0 && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
    }
}

/// Virtual time on a `TestScheduler` whose ticks are milliseconds: it moves only when the run loop says
/// so, which makes every run print the same.
final class VirtualTimeline: Timeline {
    let testScheduler: TestScheduler

    /// A clock at 0; `simulateProcessingDelay` as a `TestScheduler` takes it (a replay of a session
    /// recorded in real time runs without, as the recording's times do).
    init(simulateProcessingDelay: Bool = true) {
        testScheduler = TestScheduler(
            initialClock: 0, resolution: 0.001, simulateProcessingDelay: simulateProcessingDelay)
    }

    var scheduler: any SchedulerType { testScheduler }

    func perform(_ work: () -> Void) {
        work()
    }

    func wait(milliseconds: Int) {
        testScheduler.advanceTo(testScheduler.clock + milliseconds)
    }

    /// Moves the clock to `time`, running what comes due; a time already past changes nothing.
    func advance(to time: Int) {
        if time > testScheduler.clock { testScheduler.advanceTo(time) }
    }

    func settle() {
        testScheduler.start()
    }

    /// Runs `work` at once: on a virtual clock, nothing runs while the user types.
    func afterCurrentWork(_ work: @escaping () -> Void) {
        work()
    }
}
