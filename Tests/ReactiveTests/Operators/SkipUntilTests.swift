import Reactive
import XCTest

private struct TestError: Error {}

final class SkipUntilTests: ReactiveTestCase {
    private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
    }

    func testSendsElementsAfterOtherSendsAndReleasesOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let other = scheduler.createHotObservable([.next(150, "early"), .next(225, "go"), .next(235, "again")])

        let res = scheduler.start { xs.skip(until: other) }

        XCTAssertEqual(res.events, [.next(230, 3), .next(240, 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testOtherCompletingWithoutElementLetsNothingThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let other = scheduler.createHotObservable([.completed(225, String.self)])

        let res = scheduler.start { xs.skip(until: other) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testSourceCompletionBeforeOtherSendsEndsTheSubscriptionWithoutAnEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let other = scheduler.createHotObservable([.next(300, "late")])
        var disposedAt: [TestTime] = []

        let res = scheduler.start {
            xs.skip(until: other).do(onDispose: { disposedAt.append(scheduler.clock) })
        }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(disposedAt, [1000])
    }

    func testSynchronousSourceCompletionBeforeOtherSendsSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let other = scheduler.createHotObservable([.next(300, "late")])

        let res = scheduler.start { Observable.of(1, 2).skip(until: other) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 200)])
    }

    func testOtherErrorEndsWithThatError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let other = scheduler.createHotObservable([.error(225, TestError(), String.self)])

        let res = scheduler.start { xs.skip(until: other) }

        XCTAssertEqual(res.events, [.error(225, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testSourceErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let other = scheduler.createHotObservable([.next(205, "go")])

        let res = scheduler.start { xs.skip(until: other) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 205)])
    }

    func testDisposalReleasesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let other = scheduler.createHotObservable([.next(215, "go")])
        let silent = scheduler.createHotObservable([.next(300, "go")])

        let res = scheduler.start(disposed: 235) { xs.skip(until: other).skip(until: silent) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(silent.subscriptions, [Subscription(200, 235)])
    }
}
