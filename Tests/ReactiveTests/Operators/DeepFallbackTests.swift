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

/// Sequences that end at once and hand over to a nested sequence of the same kind, many levels deep.
final class DeepNestedSequenceTests: ReactiveTestCase {
    private let depth = 100_000

    func testNestedCatchSequenceFailingAtOnceDoesNotGrowTheStack() {
        func failing(_ remaining: Int) -> Observable<Int> {
            Observable.catch(sequence: [
                Observable<Int>.error(TestError()),
                remaining == 0 ? .just(5) : .deferred { failing(remaining - 1) },
            ])
        }
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { failing(self.depth - 1) }

        XCTAssertEqual(res.events, [.next(200, 5), .completed(200)])
    }

    func testNestedConcatCompletingAtOnceDoesNotGrowTheStack() {
        var subscribed = 0
        func completing(_ remaining: Int) -> Observable<Int> {
            Observable.concat([
                Observable<Int>.deferred {
                    subscribed += 1
                    return .empty()
                },
                remaining == 0 ? .just(6) : .deferred { completing(remaining - 1) },
            ])
        }
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { completing(self.depth - 1) }

        XCTAssertEqual(res.events, [.next(200, 6), .completed(200)])
        XCTAssertEqual(subscribed, depth)
    }

    func testNestedConcatWithAnElementAtEachLevelDeliversThemInOrder() {
        let depth = self.depth
        func counting(_ level: Int) -> Observable<Int> {
            let rest: Observable<Int> = level == depth - 1 ? .empty() : .deferred { counting(level + 1) }
            return Observable.just(level).concat(rest)
        }
        let scheduler = TestScheduler(initialClock: 0)
        var received = 0
        var inOrder = true

        let res = scheduler.start {
            counting(0).do(onNext: { value in
                if value != received { inOrder = false }
                received += 1
            }).filter { $0 == self.depth - 1 }
        }

        XCTAssertEqual(res.events, [.next(200, depth - 1), .completed(200)])
        XCTAssertEqual(received, depth)
        XCTAssertTrue(inOrder)
    }
}

/// A `concat` or `catch(sequence:)` subscribed to as the current source of another one is walked by the
/// outer one: the events, the subscriptions and their intervals are those of the nested form.
final class AdoptedSequenceTests: ReactiveTestCase {
    func testANestedConcatKeepsItsSourcesOrderAndSubscriptionIntervals() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let zs = scheduler.createColdObservable([.next(5, 3), .completed(10)])
        let after = scheduler.createColdObservable([.next(1, 4), .completed(2)])

        let res = scheduler.start {
            Observable.concat([
                xs.asObservable(), .deferred { Observable.concat([ys.asObservable(), zs.asObservable()]) },
                after.asObservable(),
            ])
        }

        XCTAssertEqual(
            res.events, [.next(210, 1), .next(225, 2), .next(235, 3), .next(241, 4), .completed(242)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 230)])
        XCTAssertEqual(zs.subscriptions, [Subscription(230, 240)])
        XCTAssertEqual(after.subscriptions, [Subscription(240, 242)])
    }

    func testDisposingDuringANestedConcatEndsItsCurrentSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Int>>.completed(10)])
        let ys = scheduler.createColdObservable([.next(5, 2), .completed(100)])
        let zs = scheduler.createColdObservable([.next(5, 3), .completed(10)])

        let res = scheduler.start(disposed: 250) {
            xs.concat(Observable.concat([ys.asObservable(), zs.asObservable()]))
        }

        XCTAssertEqual(res.events, [.next(215, 2)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(zs.subscriptions, [])
    }

    func testANestedCatchSequenceFallsBackThroughItsSourcesThenTheOuterOnes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError())])
        let ys = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError())])
        let zs = scheduler.createColdObservable([.next(5, 2), .error(10, TestError())])
        let last = scheduler.createColdObservable([.next(5, 3), .completed(10)])

        let res = scheduler.start {
            Observable.catch(sequence: [
                xs.asObservable(), Observable.catch(sequence: [ys.asObservable(), zs.asObservable()]),
                last.asObservable(),
            ])
        }

        XCTAssertEqual(res.events, [.next(205, 1), .next(225, 2), .next(235, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 220)])
        XCTAssertEqual(zs.subscriptions, [Subscription(220, 230)])
        XCTAssertEqual(last.subscriptions, [Subscription(230, 240)])
    }

    func testANestedEmptyCatchSequenceCompletesTheOuterOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError())])
        let never = scheduler.createColdObservable([Recorded<Event<Int>>.next(5, 9)])

        let res = scheduler.start {
            Observable.catch(sequence: [xs.asObservable(), Observable.catch(sequence: []), never.asObservable()])
        }

        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(never.subscriptions, [])
    }

    func testACatchSequenceRetriedIsResubscribedWholeEachTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError())])
        let ys = scheduler.createColdObservable([.next(5, 2), .error(10, TestError())])

        let res = scheduler.start { Observable.catch(sequence: [xs.asObservable(), ys.asObservable()]).retry(2) }

        XCTAssertEqual(
            res.events, [.next(205, 1), .next(215, 2), .next(225, 1), .next(235, 2), .error(240, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(220, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 220), Subscription(230, 240)])
    }
}
