import Reactive
import XCTest

private struct TestError: Error {}

private final class Owner {
    let name: String

    init(name: String) {
        self.name = name
    }
}

final class WithUnretainedTests: ReactiveTestCase {
    func testWithUnretainedCombinesTheObjectWithEveryElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let owner = Owner(name: "o")

        let res = scheduler.start { xs.withUnretained(owner) { "\($0.name)\($1)" } }

        XCTAssertEqual(res.events, [.next(210, "o1"), .next(220, "o2"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testWithUnretainedPairsTheObjectWithEveryElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let owner = Owner(name: "o")

        let res = scheduler.start { xs.withUnretained(owner).map { pair in pair.0 === owner ? pair.1 : -1 } }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
    }

    func testWithUnretainedCompletesOnceTheObjectIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .completed(300)])
        var owner: Owner? = Owner(name: "o")
        weak let released = owner
        scheduler.scheduleAt(220) { owner = nil }

        let res = scheduler.start { xs.withUnretained(owner!) { "\($0.name)\($1)" } }

        XCTAssertNil(released)
        XCTAssertEqual(res.events, [.next(210, "o1"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testWithUnretainedPassesTheSourceErrorThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let owner = Owner(name: "o")

        let res = scheduler.start { xs.withUnretained(owner) { "\($0.name)\($1)" } }

        XCTAssertEqual(res.events, [.next(210, "o1"), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingWithUnretainedDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
        let owner = Owner(name: "o")

        let res = scheduler.start(disposed: 300) { xs.withUnretained(owner) { "\($0.name)\($1)" } }

        XCTAssertEqual(res.events, [.next(210, "o1")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
