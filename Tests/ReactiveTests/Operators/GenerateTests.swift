import Reactive
import XCTest

private struct TestError: Error {}

final class GenerateTests: ReactiveTestCase {
    func testGenerateSendsEveryStateWhileTheConditionHolds() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 })
        }

        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 3), .next(200, 9), .completed(200)])
    }

    func testGenerateOnSchedulerSendsOneStatePerAction() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { $0 <= 2 }, scheduler: scheduler, iterate: { $0 + 1 })
        }

        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2), .completed(204)])
    }

    func testGenerateWhoseFirstStateFailsTheConditionOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable.generate(initialState: 5, condition: { $0 < 0 }, scheduler: scheduler, iterate: { $0 + 1 })
        }

        XCTAssertEqual(res.events, [.completed(201)])
    }

    func testGenerateTurnsAThrowingConditionIntoAnError() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable.generate(
                initialState: 0,
                condition: { value in
                    if value == 2 { throw TestError() }
                    return true
                }, scheduler: scheduler, iterate: { $0 + 1 })
        }

        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .error(203, TestError())])
    }

    func testGenerateTurnsAThrowingIterateIntoAnError() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { _ -> Int in
                throw TestError()
            }
        }

        XCTAssertEqual(res.events, [.next(201, 0), .error(202, TestError())])
    }

    func testGenerateStopsWhenDisposed() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 203) {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler, iterate: { $0 + 1 })
        }

        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1)])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }
}
