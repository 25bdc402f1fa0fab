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
    /// Runs `session`, which reads the input and drives the app through `perform`, and exits with its
    /// status.
    func run(_ session: @escaping @Sendable () -> Int32) -> Never
}

/// Real time: the app runs on the main queue, as an app's views do, so that the screens' models hear of
/// each state where they live, at once; the session reads its input on a thread of its own, enters the
/// main queue for each command and sleeps outside of it, so that answers arrive and are printed while the
/// user reads or `wait`s.
final class RealTimeline: Timeline {
    /// A request is answered within a second; a minute without an answer means something is stuck.
    static let longestSettle: TimeInterval = 60

    private let queue = DispatchQueue.main
    private let settling: SettlingScheduler

    init() {
        // The scheduler's own serial queue targets `queue`, so its work runs on the main thread and never
        // overlaps `perform`.
        settling = SettlingScheduler(SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "demo.time"))
    }

    var scheduler: any SchedulerType { settling }

    /// Runs `work` on the main queue; called from the session's thread.
    func perform(_ work: () -> Void) {
        if Thread.isMainThread { return work() }
        queue.sync(execute: work)
    }

    /// Runs `session` on a thread of its own while the main thread runs the main queue, where the app's
    /// work and its screens' changes run, and exits with the session's status once it ends.
    func run(_ session: @escaping @Sendable () -> Int32) -> Never {
        let reader = Thread { exit(session()) }
        // Room for the lines read and the closures that `perform` runs in turn: as the main thread's.
        reader.stackSize = 8 << 20
        reader.start()
        // The main thread itself runs the main queue, so that the screens' models, which take a state
        // arriving on the main thread at once, take each one as it comes. (`dispatchMain()` would end the
        // main thread, and run the queue on another thread on Linux.)
        while true { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
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

    /// Runs `session` on this thread, the main one, where the clock moves only when the session says so.
    func run(_ session: @escaping @Sendable () -> Int32) -> Never {
        exit(session())
    }
}
