import Reactive
import XCTest

private struct TestError: Error {}

final class ToArrayTests: ReactiveTestCase {
    func testToArraySendsEveryElementWhenTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])

        let res = scheduler.start { xs.toArray().asObservable() }

        XCTAssertEqual(res.events, [.next(300, [1, 2]), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testToArrayOfNothingSendsAnEmptyArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(300, Int.self)])

        let res = scheduler.start { xs.toArray().asObservable() }

        XCTAssertEqual(res.events, [.next(300, []), .completed(300)])
    }

    func testToArrayIsASingle() {
        var result: [Int]?

        _ = Observable.of(1, 2, 3).toArray().subscribe(onSuccess: { result = $0 })

        XCTAssertEqual(result, [1, 2, 3])
    }

    func testToArrayPassesTheSourceErrorThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError())])

        let res = scheduler.start { xs.toArray().asObservable() }

        XCTAssertEqual(res.events, [.error(250, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDisposingToArrayDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])

        let res = scheduler.start(disposed: 300) { xs.toArray().asObservable() }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
