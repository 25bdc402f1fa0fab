import Reactive
import XCTest

private struct TestError: Error {}

final class TakeUntilTests: ReactiveTestCase {
    private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
    }

    func testOtherElementCompletesAndReleasesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let other = scheduler.createHotObservable([.next(150, "early"), .next(225, "stop"), .completed(300)])

        let res = scheduler.start { xs.take(until: other) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testOtherCompletingWithoutElementChangesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let other = scheduler.createHotObservable([.completed(225, String.self)])

        let res = scheduler.start { xs.take(until: other) }

        XCTAssertEqual(
            res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testOtherErrorEndsWithThatError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let other = scheduler.createHotObservable([.error(225, TestError(), String.self)])

        let res = scheduler.start { xs.take(until: other) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(225, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testSourceErrorPassesThroughAndReleasesOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let other = scheduler.createHotObservable([.next(300, "stop")])

        let res = scheduler.start { xs.take(until: other) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testOtherSendingAtOnceCompletesWithoutSubscribingToSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let other = Observable<Int>.create { observer in
            observer.onNext(0)
            return Disposables.create()
        }

        let res = scheduler.start { xs.take(until: other) }

        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testDisposalReleasesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let other = scheduler.createHotObservable([.next(300, "stop")])

        let res = scheduler.start(disposed: 215) { xs.take(until: other) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 215)])
    }

    func testPredicateCompletesAtFirstMatchExclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)

        let res = scheduler.start { xs.take(until: { $0 == 3 }) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testPredicateInclusiveSendsTheMatch() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)

        let res = scheduler.start { xs.take(until: { $0 == 3 }, behavior: .inclusive) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testThrowingPredicateEndsWithItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)

        let res = scheduler.start {
            xs.take(until: { element in
                if element == 2 { throw TestError() }
                return false
            })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
