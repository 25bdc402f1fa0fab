import Reactive
import XCTest

private struct TestError: Error {}

final class DistinctUntilChangedTests: ReactiveTestCase {
    func testDropsElementsEqualToThePreviousOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(215, 3), .next(220, 3), .next(225, 2), .next(230, 2),
            .next(235, 1), .completed(250),
        ])

        let res = scheduler.start { xs.distinctUntilChanged() }

        XCTAssertEqual(res.events, [.next(210, 2), .next(215, 3), .next(225, 2), .next(235, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testComparesKeysFromKeySelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "a"), .next(220, "A"), .next(230, "b"), .next(240, "B"), .next(250, "a"), .completed(300),
        ])

        let res = scheduler.start { xs.distinctUntilChanged { $0.lowercased() } }

        XCTAssertEqual(res.events, [.next(210, "a"), .next(230, "b"), .next(250, "a"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testComparesWithComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 3), .next(230, 4), .next(240, 6), .next(250, 7), .completed(300),
        ])

        let res = scheduler.start { xs.distinctUntilChanged { $0 % 2 == $1 % 2 } }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 4), .next(250, 7), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testComparesKeysWithComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "a"), .next(220, "ab"), .next(230, "cd"), .next(240, "e"), .completed(300),
        ])

        let res = scheduler.start { xs.distinctUntilChanged({ $0.count }, comparer: ==) }

        XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "ab"), .next(240, "e"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testComparesPropertyAtKeyPath() {
        struct User: Equatable {
            let id: Int
            let name: String
        }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, User(id: 1, name: "a")), .next(220, User(id: 1, name: "b")),
            .next(230, User(id: 2, name: "b")), .completed(300),
        ])

        let res = scheduler.start { xs.distinctUntilChanged(at: \.id) }

        XCTAssertEqual(
            res.events,
            [.next(210, User(id: 1, name: "a")), .next(230, User(id: 2, name: "b")), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 1), .error(220, TestError())])

        let res = scheduler.start { xs.distinctUntilChanged() }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingKeySelectorEndsWithItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])

        let res = scheduler.start {
            xs.distinctUntilChanged { (element: Int) -> Int in
                if element == 2 { throw TestError() }
                return element
            }
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingComparerEndsWithItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])

        let res = scheduler.start { xs.distinctUntilChanged { (_: Int, _: Int) throws -> Bool in throw TestError() } }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposalStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(500, 3), .completed(600)])

        let res = scheduler.start(disposed: 400) { xs.distinctUntilChanged() }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }
}
