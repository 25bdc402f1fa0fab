import Reactive
import XCTest

final class FromTests: ReactiveTestCase {
    func testFromArraySendsEveryElementThenCompletesWhenSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.from([3, 1, 2]) }

        XCTAssertEqual(res.events, [.next(200, 3), .next(200, 1), .next(200, 2), .completed(200)])
    }

    func testFromArrayOnSchedulerSendsOneElementPerAction() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.from([3, 1, 2], scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 3), .next(202, 1), .next(203, 2), .completed(204)])
    }

    func testFromArrayOnSchedulerStopsWhenDisposed() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 202) { Observable.from([3, 1, 2], scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 3)])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }

    func testFromSequenceIteratesAnewForEverySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let numbers = Observable.from(AnySequence(stride(from: 10, to: 40, by: 10)), scheduler: scheduler)

        let first = scheduler.start { numbers }
        let second = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { numbers }

        XCTAssertEqual(first.events, [.next(201, 10), .next(202, 20), .next(203, 30), .completed(204)])
        XCTAssertEqual(second.events, [.next(1201, 10), .next(1202, 20), .next(1203, 30), .completed(1204)])
    }

    func testFromSequenceWithoutSchedulerIsSynchronous() {
        var received: [Int] = []
        var completed = false

        _ = Observable.from(1...3).subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })

        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertTrue(completed)
    }

    func testFromOptionalSendsTheValueOrOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)

        let some = scheduler.start { Observable.from(optional: Int?.some(5)) }
        let none = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Observable.from(optional: Int?.none)
        }

        XCTAssertEqual(some.events, [.next(200, 5), .completed(200)])
        XCTAssertEqual(none.events, [.completed(1200)])
    }

    func testFromOptionalOnSchedulerSendsInScheduledActions() {
        let scheduler = TestScheduler(initialClock: 0)

        let some = scheduler.start { Observable.from(optional: Int?.some(5), scheduler: scheduler) }
        let none = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Observable.from(optional: Int?.none, scheduler: scheduler)
        }

        XCTAssertEqual(some.events, [.next(201, 5), .completed(202)])
        XCTAssertEqual(none.events, [.completed(1201)])
    }
}
