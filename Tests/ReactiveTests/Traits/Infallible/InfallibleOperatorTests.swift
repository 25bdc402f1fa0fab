import Reactive
import XCTest

final class InfallibleOperatorTests: ReactiveTestCase {
    func testCreationOperators() {
        var log: [String] = []

        _ = Infallible.just(1).subscribe(onNext: { log.append("just \($0)") }, onCompleted: { log.append("|") })
        _ = Infallible<Int>.empty().subscribe(onCompleted: { log.append("empty |") })
        _ = Infallible.of(1, 2).subscribe(onNext: { log.append("of \($0)") })
        _ = Infallible.from([3, 4]).subscribe(onNext: { log.append("from \($0)") })
        let never = Infallible<Int>.never().subscribe(onNext: { _ in log.append("never") })
        never.dispose()

        XCTAssertEqual(log, ["just 1", "|", "empty |", "of 1", "of 2", "from 3", "from 4"])
    }

    func testJustOnSchedulerInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Infallible.just(5, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 5), .completed(202)])
    }

    func testFlatMapMergesTheInnerSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let inner = scheduler.createColdObservable([.next(5, 10), .next(50, 20), .completed(60)])

        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).flatMap { value in
                inner.asInfallible(onErrorJustReturn: 0).map { $0 * value }
            }
        }

        XCTAssertEqual(res.events, [.next(215, 10), .next(225, 20), .next(260, 20), .next(270, 40), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 270), Subscription(220, 280)])
    }

    func testDistinctUntilChangedVariants() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "a"), .next(220, "A"), .next(230, "bb"), .next(240, "cc"), .completed(300),
        ])

        let plain = scheduler.createObserver(String.self)
        let byKey = scheduler.createObserver(String.self)
        let byComparer = scheduler.createObserver(String.self)
        let byKeyPath = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) {
            let source = xs.asInfallible(onErrorJustReturn: "")
            _ = source.distinctUntilChanged().asObservable().subscribe(plain)
            _ = source.distinctUntilChanged { $0.lowercased() }.asObservable().subscribe(byKey)
            _ = source.distinctUntilChanged { $0.count == $1.count }.asObservable().subscribe(byComparer)
            _ = source.distinctUntilChanged(at: \.count).asObservable().subscribe(byKeyPath)
        }
        scheduler.start()

        XCTAssertEqual(
            plain.events, [.next(210, "a"), .next(220, "A"), .next(230, "bb"), .next(240, "cc"), .completed(300)])
        XCTAssertEqual(byKey.events, [.next(210, "a"), .next(230, "bb"), .next(240, "cc"), .completed(300)])
        XCTAssertEqual(byComparer.events, [.next(210, "a"), .next(230, "bb"), .completed(300)])
        XCTAssertEqual(byKeyPath.events, [.next(210, "a"), .next(230, "bb"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, Array(repeating: Subscription(200, 300), count: 4))
    }

    func testFlatMapLatestFollowsOnlyTheLatestInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(400)])
        let inner = scheduler.createColdObservable([.next(10, 0), .next(40, 1), .completed(40)])

        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).flatMapLatest { value in
                inner.asInfallible(onErrorJustReturn: -1).map { value * 10 + $0 }
            }
        }

        XCTAssertEqual(res.events, [.next(220, 10), .next(250, 20), .next(280, 21), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 240), Subscription(240, 280)])
    }

    func testFlatMapFirstIgnoresElementsWhileAnInnerRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(300, 3), .completed(400)])
        let inner = scheduler.createColdObservable([.next(10, 0), .next(40, 1), .completed(40)])

        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).flatMapFirst { value in
                inner.asInfallible(onErrorJustReturn: -1).map { value * 10 + $0 }
            }
        }

        XCTAssertEqual(res.events, [.next(220, 10), .next(250, 11), .next(310, 30), .next(340, 31), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250), Subscription(300, 340)])
    }

    func testConcatMapRunsInnersOneAfterTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let inner = scheduler.createColdObservable([.next(10, 0), .next(40, 1), .completed(40)])

        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).concatMap { value in
                inner.asInfallible(onErrorJustReturn: -1).map { value * 10 + $0 }
            }
        }

        XCTAssertEqual(res.events, [.next(220, 10), .next(250, 11), .next(260, 20), .next(290, 21), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250), Subscription(250, 290)])
    }

    func testDeferredCallsTheFactoryForEachSubscriber() {
        var calls = 0
        let counted = Infallible<Int>.deferred {
            calls += 1
            return .just(calls)
        }
        var received: [Int] = []

        _ = counted.subscribe(onNext: { received.append($0) })
        _ = counted.subscribe(onNext: { received.append($0) })

        XCTAssertEqual(received, [1, 2])
    }

    func testWithLatestFromCombinesWithTheLatestOfTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(260, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(250, "b"), .completed(400)])

        let combined = scheduler.createObserver(String.self)
        let latest = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) {
            let source = xs.asInfallible(onErrorJustReturn: 0)
            let other = ys.asInfallible(onErrorJustReturn: "")
            _ = source.withLatestFrom(other) { "\($0)\($1)" }.asObservable().subscribe(combined)
            _ = source.withLatestFrom(other).asObservable().subscribe(latest)
        }
        scheduler.start()

        XCTAssertEqual(combined.events, [.next(240, "2a"), .next(260, "3b"), .completed(300)])
        XCTAssertEqual(latest.events, [.next(240, "a"), .next(260, "b"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300), Subscription(200, 300)])
    }

    func testCompactMapScanAndStartWith() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300)])

        let compacted = scheduler.createObserver(Int.self)
        let summed = scheduler.createObserver(Int.self)
        let collected = scheduler.createObserver([String].self)
        let started = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) {
            let source = xs.asInfallible(onErrorJustReturn: "")
            _ = source.compactMap { Int($0) }.asObservable().subscribe(compacted)
            _ = source.compactMap { Int($0) }.scan(0, accumulator: +).asObservable().subscribe(summed)
            _ = source.scan(into: [String]()) { $0.append($1) }.asObservable().subscribe(collected)
            _ = source.startWith("a", "b").asObservable().subscribe(started)
        }
        scheduler.start()

        XCTAssertEqual(compacted.events, [.next(210, 1), .next(230, 3), .completed(300)])
        XCTAssertEqual(summed.events, [.next(210, 1), .next(230, 4), .completed(300)])
        XCTAssertEqual(
            collected.events,
            [.next(210, ["1"]), .next(220, ["1", "x"]), .next(230, ["1", "x", "3"]), .completed(300)])
        XCTAssertEqual(
            started.events,
            [.next(200, "a"), .next(200, "b"), .next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, Array(repeating: Subscription(200, 300), count: 4))
    }

    func testDoTakeSkipAndShare() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        var seen: [Int] = []

        let taken = scheduler.createObserver(Int.self)
        let takenWhile = scheduler.createObserver(Int.self)
        let skipped = scheduler.createObserver(Int.self)
        let skippedWhile = scheduler.createObserver(Int.self)
        let sharedA = scheduler.createObserver(Int.self)
        let sharedB = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            let source = xs.asInfallible(onErrorJustReturn: 0)
            _ = source.take(2).asObservable().subscribe(taken)
            _ = source.take(while: { $0 < 3 }).asObservable().subscribe(takenWhile)
            _ = source.skip(2).asObservable().subscribe(skipped)
            _ = source.skip(while: { $0 < 2 }).asObservable().subscribe(skippedWhile)
            let shared = source.do(onNext: { seen.append($0) }).share(replay: 1)
            _ = shared.asObservable().subscribe(sharedA)
            _ = shared.asObservable().subscribe(sharedB)
        }
        scheduler.start()

        XCTAssertEqual(taken.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(takenWhile.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(skipped.events, [.next(230, 3), .completed(300)])
        XCTAssertEqual(skippedWhile.events, [.next(220, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(sharedA.events, sharedB.events)
        XCTAssertEqual(seen, [1, 2, 3])
        XCTAssertEqual(
            xs.subscriptions,
            [
                Subscription(200, 220), Subscription(200, 230), Subscription(200, 300), Subscription(200, 300),
                Subscription(200, 300),
            ])
    }

    func testTakeUntilStopsAtTheOthersFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let stop = scheduler.createHotObservable([.next(220, ()), .completed(400)])

        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).take(until: stop.asInfallible(onErrorJustReturn: ()))
        }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(stop.subscriptions, [Subscription(200, 220)])
    }
}
