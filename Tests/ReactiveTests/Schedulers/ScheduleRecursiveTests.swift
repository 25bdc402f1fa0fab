import Reactive
import XCTest

final class ScheduleRecursiveTests: ReactiveTestCase {
    func testEachStepRunsAsItsOwnScheduledAction() {
        let scheduler = TestScheduler(initialClock: 0)
        var steps: [(time: TestTime, state: Int)] = []
        scheduler.scheduleAt(10) {
            _ = scheduler.scheduleRecursive(3) { count, recurse in
                steps.append((scheduler.clock, count))
                if count > 1 { recurse(count - 1) }
            }
        }

        scheduler.start()

        XCTAssertEqual(steps.map(\.time), [11, 12, 13])
        XCTAssertEqual(steps.map(\.state), [3, 2, 1])
    }

    func testDisposingStopsTheRecursion() {
        let scheduler = TestScheduler(initialClock: 0)
        var count = 0
        let recursion = scheduler.scheduleRecursive(()) { _, recurse in
            count += 1
            recurse(())
        }
        scheduler.scheduleAt(5) { recursion.dispose() }

        scheduler.start()

        XCTAssertEqual(count, 4)
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }

    func testSeveralRecursiveCallsInOneStepAreAllScheduled() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var visited: [Int] = []
        _ = scheduler.scheduleRecursive(1) { node, recurse in
            visited.append(node)
            if node < 4 {
                recurse(node * 2)
                recurse(node * 2 + 1)
            }
        }

        scheduler.start()

        XCTAssertEqual(visited, [1, 2, 3, 4, 5, 6, 7])
    }
}
