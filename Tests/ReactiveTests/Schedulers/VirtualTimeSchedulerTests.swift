import Foundation
import Reactive
import XCTest

final class VirtualTimeSchedulerTests: ReactiveTestCase {
    private final class Token {}

    /// Schedules an action at `time` that appends `label` to `log`.
    @discardableResult
    private func record(
        _ label: String, at time: TestTime, on scheduler: TestScheduler, into log: Log
    ) -> Disposable {
        scheduler.scheduleAbsoluteVirtual((), time: time) { _ in
            log.entries.append("\(label)@\(scheduler.clock)")
            return Disposables.create()
        }
    }

    private final class Log {
        var entries: [String] = []
    }

    func testSameTimeActionsRunInInsertionOrderIncludingThoseScheduledWhileRunning() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        record("a", at: 20, on: scheduler, into: log)
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            self.record("b", at: 20, on: scheduler, into: log)
            self.record("c", at: 10, on: scheduler, into: log)
            return Disposables.create()
        }
        record("d", at: 20, on: scheduler, into: log)

        scheduler.start()

        XCTAssertEqual(log.entries, ["c@10", "a@20", "d@20", "b@20"])
    }

    func testDisposedActionDoesNotRunAndIsNoLongerPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        record("a", at: 10, on: scheduler, into: log)
        let cancelled = record("b", at: 20, on: scheduler, into: log)
        record("c", at: 30, on: scheduler, into: log)

        cancelled.dispose()

        XCTAssertEqual(scheduler.pendingActionTimes, [10, 30])
        scheduler.start()
        XCTAssertEqual(log.entries, ["a@10", "c@30"])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }

    func testActionDisposedByEarlierActionDoesNotRun() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let later = SingleAssignmentDisposable()
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            later.dispose()
            return Disposables.create()
        }
        later.setDisposable(record("late", at: 10, on: scheduler, into: log))

        scheduler.start()

        XCTAssertEqual(log.entries, [])
    }

    func testDisposingAfterRunDisposesWhatActionReturned() {
        let scheduler = TestScheduler(initialClock: 0)
        let returned = BooleanDisposable()
        let item = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in returned }

        scheduler.start()
        XCTAssertFalse(returned.isDisposed)
        item.dispose()

        XCTAssertTrue(returned.isDisposed)
    }

    func testDisposingWhileRunningDisposesWhatActionReturnsWhenItReturns() {
        let scheduler = TestScheduler(initialClock: 0)
        let returned = BooleanDisposable()
        let item = SingleAssignmentDisposable()
        item.setDisposable(
            scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
                item.dispose()
                XCTAssertFalse(returned.isDisposed)
                return returned
            })

        scheduler.start()

        XCTAssertTrue(returned.isDisposed)
    }

    func testDisposingWaitingActionReleasesWhatItCaptured() {
        let scheduler = TestScheduler(initialClock: 0)
        var token: Token? = Token()
        weak let released = token
        let item = scheduler.scheduleAbsoluteVirtual((), time: 10) { [token] _ in
            _ = token
            return Disposables.create()
        }
        token = nil
        XCTAssertNotNil(released)

        item.dispose()

        XCTAssertNil(released)
    }

    func testReleasingSchedulerReleasesWaitingActions() {
        var scheduler: TestScheduler? = TestScheduler(initialClock: 0)
        weak let releasedScheduler = scheduler
        var token: Token? = Token()
        weak let releasedToken = token
        _ = scheduler!.scheduleAbsoluteVirtual(token!, time: 10) { _ in Disposables.create() }
        token = nil

        scheduler = nil

        XCTAssertNil(releasedScheduler)
        XCTAssertNil(releasedToken)
    }

    func testAdvanceToRunsActionsUpToAndIncludingTargetThenSetsClock() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        record("a", at: 10, on: scheduler, into: log)
        record("b", at: 20, on: scheduler, into: log)
        record("c", at: 21, on: scheduler, into: log)

        scheduler.advanceTo(20)

        XCTAssertEqual(log.entries, ["a@10", "b@20"])
        XCTAssertEqual(scheduler.clock, 20)
        XCTAssertEqual(scheduler.pendingActionTimes, [21])
        scheduler.advanceTo(15)
        XCTAssertEqual(scheduler.clock, 20, "the clock never moves back")
        scheduler.advanceTo(100)
        XCTAssertEqual(log.entries, ["a@10", "b@20", "c@21"])
        XCTAssertEqual(scheduler.clock, 100)
    }

    func testSleepMovesClockWithoutRunningAndLaterWorkCountsFromThere() {
        let scheduler = TestScheduler(initialClock: 0)
        var times: [TestTime] = []
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 10) { _ in
            times.append(scheduler.clock)
            scheduler.sleep(10)
            _ = scheduler.scheduleRelativeVirtual((), dueTime: 20) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
            return Disposables.create()
        }

        scheduler.start()

        XCTAssertEqual(times, [10, 21, 40])
    }

    func testStopEndsRunAfterCurrentActionAndStartResumes() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            scheduler.stop()
            log.entries.append("stop@\(scheduler.clock)")
            return Disposables.create()
        }
        record("a", at: 10, on: scheduler, into: log)
        record("b", at: 30, on: scheduler, into: log)

        scheduler.start()
        XCTAssertEqual(log.entries, ["stop@10"])
        XCTAssertFalse(scheduler.isEnabled)
        XCTAssertEqual(scheduler.pendingActionTimes, [10, 30])

        scheduler.start()
        XCTAssertEqual(log.entries, ["stop@10", "a@10", "b@30"])
    }

    func testStopDuringAdvanceToStillSetsClockToTarget() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        scheduler.scheduleAt(10) { scheduler.stop() }
        record("a", at: 20, on: scheduler, into: log)

        scheduler.advanceTo(50)

        XCTAssertEqual(log.entries, [])
        XCTAssertEqual(scheduler.clock, 50)
        XCTAssertEqual(scheduler.pendingActionTimes, [20])
    }

    func testManyActionsWithCancellationsRunInTimeThenInsertionOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var generator = SplitMix(seed: 42)
        var ran: [Int] = []
        var expected: [(time: Int, index: Int)] = []
        var cancelled: [Disposable] = []
        for index in 0..<5_000 {
            let time = Int(generator.next() % 500) + 1
            let item = scheduler.scheduleAbsoluteVirtual(index, time: time) { index in
                ran.append(index)
                return Disposables.create()
            }
            if generator.next() % 3 == 0 {
                cancelled.append(item)
            } else {
                expected.append((time, index))
            }
        }
        for item in cancelled { item.dispose() }

        XCTAssertEqual(scheduler.pendingActionTimes, expected.map(\.time).sorted())
        scheduler.start()

        XCTAssertEqual(ran, expected.sorted { ($0.time, $0.index) < ($1.time, $1.index) }.map(\.index))
    }

    func testRunningActionReleasesWhatItCapturedWhileItsDisposableIsKept() {
        let scheduler = TestScheduler(initialClock: 0)
        var token: Token? = Token()
        weak let released = token
        let item = scheduler.scheduleAbsoluteVirtual((), time: 10) { [token] _ in
            _ = token
            return Disposables.create()
        }
        token = nil

        scheduler.start()

        XCTAssertNil(released)
        item.dispose()
    }

    func testIntegerClockIsOrderedByItsConverterNotByIntegerOrder() {
        let scheduler = VirtualTimeScheduler(initialClock: 1_000, converter: CountdownConverter())
        var generator = SplitMix(seed: 7)
        var ran: [Int] = []
        var expected: [(time: Int, index: Int)] = []
        var cancelled: [Disposable] = []
        for index in 0..<2_000 {
            let time = Int(generator.next() % 500) + 1
            let item = scheduler.scheduleAbsoluteVirtual(index, time: time) { index in
                ran.append(index)
                return Disposables.create()
            }
            if generator.next() % 3 == 0 {
                cancelled.append(item)
            } else {
                expected.append((time, index))
            }
        }
        for item in cancelled { item.dispose() }
        _ = scheduler.scheduleRelative(-1, dueTime: .seconds(2)) { index in
            ran.append(index)
            return Disposables.create()
        }

        // The countdown clock runs from 1,000 down: relative work at 998 comes first, then the latest times.
        XCTAssertEqual(scheduler.pendingActionTimes.first, 998)
        scheduler.start()

        let byCountdown = expected.sorted { ($1.time, $0.index) < ($0.time, $1.index) }
        XCTAssertEqual(ran, [-1] + byCountdown.map(\.index))
        XCTAssertEqual(scheduler.clock, expected.map(\.time).min())
    }

    func testDisposingFromAnotherThreadWhileRunningDisposesWhatEveryRunActionReturned() {
        let scheduler = TestScheduler(initialClock: 0)
        let count = 2_000
        let returned = (0..<count).map { _ in BooleanDisposable() }
        let ran = (0..<count).map { _ in BooleanDisposable() }
        let items = CompositeDisposable(
            disposables: (0..<count).map { index in
                scheduler.scheduleAbsoluteVirtual(index, time: index % 50 + 1) { index in
                    ran[index].dispose()
                    return returned[index]
                }
            })
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            if thread == 0 {
                scheduler.start()
            } else {
                items.dispose()
            }
        }

        for index in 0..<count where ran[index].isDisposed {
            XCTAssertTrue(returned[index].isDisposed, "action \(index) ran, and what it returned was not disposed")
        }
        for index in 0..<count where !ran[index].isDisposed {
            XCTAssertFalse(returned[index].isDisposed)
        }
    }

    func testDebugDescriptionShowsClockAndPendingTimes() {
        let scheduler = TestScheduler(initialClock: 5)
        scheduler.scheduleAt(30) {}
        scheduler.scheduleAt(20) {}

        XCTAssertEqual(scheduler.debugDescription, "VirtualTimeScheduler(clock: 5, pending: [20, 30])")
        scheduler.start()
    }
}

/// A small deterministic random number generator, so that a failing ordering test fails the same way again.
private struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A clock of `Int` ticks that counts down: later times are smaller numbers, so only the converter knows the
/// order.
private struct CountdownConverter: VirtualTimeConverterType {
    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime { Date(timeIntervalSince1970: Double(-virtualTime)) }
    func convertToVirtualTime(_ time: RxTime) -> Int { -Int(time.timeIntervalSince1970) }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval { Double(virtualTimeInterval) }
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int(timeInterval) }
    func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time - offset }
    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs > rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }
}
