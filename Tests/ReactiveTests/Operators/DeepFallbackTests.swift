import Reactive
import XCTest

private struct TestError: Error, Equatable {}

/// A fallback that fails (or ends empty) at once, handing over to another such fallback, many levels
/// deep: the chain must use a constant amount of stack to subscribe, deliver, end and be disposed.
final class DeepFallbackTests: ReactiveTestCase {
    private let depth = 100_000

    func testCatchChainFailingAtOnceDoesNotGrowTheStack() {
        var handled = 0
        func failing(_ remaining: Int) -> Observable<Int> {
            Observable<Int>.error(TestError()).catch { _ in
                handled += 1
                return remaining == 0 ? .just(7) : failing(remaining - 1)
            }
        }
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { failing(self.depth - 1) }

        XCTAssertEqual(res.events, [.next(200, 7), .completed(200)])
        XCTAssertEqual(handled, depth)
    }

    func testCatchChainEndingInAnErrorDoesNotGrowTheStack() {
        func failing(_ remaining: Int) -> Observable<Int> {
            Observable<Int>.error(TestError()).catch { error in
                remaining == 0 ? .error(error) : failing(remaining - 1)
            }
        }
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { failing(self.depth - 1) }

        XCTAssertEqual(res.events, [.error(200, TestError())])
    }

    func testDeepCatchChainWaitingOnASourceIsDisposedWithoutGrowingTheStack() {
        let scheduler = TestScheduler(initialClock: 0)
        let last = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(200)])
        func failing(_ remaining: Int) -> Observable<Int> {
            Observable<Int>.error(TestError()).catch { _ in
                remaining == 0 ? last.asObservable() : failing(remaining - 1)
            }
        }

        let res = scheduler.start(disposed: 250) { failing(self.depth - 1) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(last.subscriptions, [Subscription(200, 250)])
    }

    func testCatchChainFailingLaterKeepsItsSubscriptionIntervals() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([.next(5, 1), .error(10, TestError())])
        func chain(_ remaining: Int) -> Observable<Int> {
            failing.catch { _ in remaining == 0 ? .just(9) : chain(remaining - 1) }
        }

        let res = scheduler.start { chain(2) }

        XCTAssertEqual(
            res.events,
            [.next(205, 1), .next(215, 1), .next(225, 1), .next(230, 9), .completed(230)])
        XCTAssertEqual(
            failing.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
    }

    func testIfEmptyChainDoesNotGrowTheStack() {
        func empty(_ remaining: Int) -> Observable<Int> {
            Observable<Int>.empty().ifEmpty(switchTo: .deferred { remaining == 0 ? .just(3) : empty(remaining - 1) })
        }
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { empty(self.depth - 1) }

        XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
    }

    func testChainOfCatchAndIfEmptyDoesNotGrowTheStack() {
        func chain(_ remaining: Int) -> Observable<Int> {
            if remaining == 0 { return .just(4) }
            if remaining.isMultiple(of: 2) {
                return Observable<Int>.error(TestError()).catch { _ in chain(remaining - 1) }
            }
            return Observable<Int>.empty().ifEmpty(switchTo: .deferred { chain(remaining - 1) })
        }
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { chain(self.depth) }

        XCTAssertEqual(res.events, [.next(200, 4), .completed(200)])
    }

    func testCatchChainFailingOnOtherThreadsEndsWithTheLastFallback() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        func failing(_ remaining: Int) -> Observable<Int> {
            Observable<Int>.error(TestError()).subscribe(on: scheduler).catch { _ in
                remaining == 0 ? .of(1, 2) : failing(remaining - 1)
            }
        }

        XCTAssertEqual(try failing(1_000).toBlocking().toArray(), [1, 2])
    }

    func testCatchSequenceOfSourcesFailingAtOnceDoesNotGrowTheStack() {
        let failing = Observable<Int>.error(TestError())
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable.catch(sequence: Array(repeating: failing, count: self.depth) + [.just(5)])
        }

        XCTAssertEqual(res.events, [.next(200, 5), .completed(200)])
    }
}
