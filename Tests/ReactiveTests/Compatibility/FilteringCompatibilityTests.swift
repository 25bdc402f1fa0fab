import Reactive
import XCTest

// Specs written the way RxSwift's own users write them against RxTest; only the import differs.

private struct TestError: Error {}

private struct Person: Equatable {
    let name: String
    let age: Int
}

final class FilteringCompatibilityTests: ReactiveTestCase {
    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>> = .completed(300))
        -> TestableObservable<Int>
    {
        scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), end])
    }

    func testFilter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(300, TestError()))

        let res = scheduler.start { xs.filter { $0 != 2 } }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .error(300, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDistinctUntilChangedPlainByKeyByComparerAndAtKeyPath() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 12), .next(250, 2), .completed(300),
        ])

        let plain = scheduler.start { xs.distinctUntilChanged() }

        XCTAssertEqual(
            plain.events, [.next(210, 1), .next(230, 2), .next(240, 12), .next(250, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])

        var results: [[Int]] = []
        let values = Observable.of(1, 1, 2, 12, 2)
        _ = values.distinctUntilChanged { $0 % 10 }.toArray().subscribe(onSuccess: { results.append($0) })
        _ = values.distinctUntilChanged { $0 % 10 == $1 % 10 }.toArray().subscribe(onSuccess: { results.append($0) })
        _ = values.distinctUntilChanged({ $0 % 10 }, comparer: { $0 == $1 }).toArray()
            .subscribe(onSuccess: { results.append($0) })

        XCTAssertEqual(results, [[1, 2], [1, 2], [1, 2]])

        var names: [String] = []
        _ = Observable.of(Person(name: "a", age: 1), Person(name: "a", age: 2), Person(name: "b", age: 2))
            .distinctUntilChanged(at: \.name)
            .subscribe(onNext: { names.append("\($0.name)\($0.age)") })

        XCTAssertEqual(names, ["a1", "b2"])
    }

    func testTakeCountAndTakeForADuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)

        let res = scheduler.start { xs.take(2) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let other = TestScheduler(initialClock: 0)
        let ys = source(other)
        let timed = other.start { ys.take(for: .seconds(25), scheduler: other) }

        XCTAssertEqual(timed.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
    }

    func testTakeLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)

        let res = scheduler.start { xs.takeLast(2) }

        XCTAssertEqual(res.events, [.next(300, 2), .next(300, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeUntilAnotherSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let stop = scheduler.createHotObservable([.next(225, "stop"), .completed(226)])

        let res = scheduler.start { xs.take(until: stop) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(stop.subscriptions, [Subscription(200, 225)])
    }

    func testTakeUntilAPredicateExclusiveAndInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)

        let exclusive = scheduler.start { xs.take(until: { $0 == 2 }) }

        XCTAssertEqual(exclusive.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let other = TestScheduler(initialClock: 0)
        let ys = source(other)
        let inclusive = other.start { ys.take(until: { $0 == 2 }, behavior: .inclusive) }

        XCTAssertEqual(inclusive.events, [.next(210, 1), .next(220, 2), .completed(220)])
    }

    func testTakeWhile() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)

        let res = scheduler.start { xs.take(while: { $0 < 3 }) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])

        let other = TestScheduler(initialClock: 0)
        let ys = source(other)
        let inclusive = other.start { ys.take(while: { $0 < 2 }, behavior: .inclusive) }

        XCTAssertEqual(inclusive.events, [.next(210, 1), .next(220, 2), .completed(220)])
    }

    func testSkipCountAndSkipForADuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)

        let res = scheduler.start { xs.skip(2) }

        XCTAssertEqual(res.events, [.next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])

        let other = TestScheduler(initialClock: 0)
        let ys = source(other)
        let timed = other.start { ys.skip(.seconds(15), scheduler: other) }

        XCTAssertEqual(timed.events, [.next(220, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testSkipUntilAndSkipWhile() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let start = scheduler.createHotObservable([.next(215, ()), .completed(216)])

        let res = scheduler.start { xs.skip(until: start) }

        XCTAssertEqual(res.events, [.next(220, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(start.subscriptions, [Subscription(200, 215)])

        let other = TestScheduler(initialClock: 0)
        let ys = source(other)
        let skipped = other.start { ys.skip(while: { $0 < 2 }) }

        XCTAssertEqual(skipped.events, [.next(220, 2), .next(230, 3), .completed(300)])
    }

    func testFirstIsASingleOfAnOptional() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)

        let first: Single<Int?> = xs.first()
        let res = scheduler.start { first.asObservable() }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])

        let other = TestScheduler(initialClock: 0)
        let empty = other.createHotObservable([.completed(250, Int.self)])
        let none = other.start { empty.first().asObservable() }

        XCTAssertEqual(none.events, [.next(250, nil), .completed(250)])
    }

    func testElementAt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)

        let res = scheduler.start { xs.element(at: 1) }

        XCTAssertEqual(res.events, [.next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let other = TestScheduler(initialClock: 0)
        let ys = source(other)
        let missing = other.start { ys.element(at: 5) }

        XCTAssertEqual(missing.events, [.error(300, RxError.argumentOutOfRange)])
    }

    func testIgnoreElementsIsAnObservableOfNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)

        let ignored: Observable<Never> = xs.ignoreElements()
        let res = scheduler.start { ignored }

        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])

        var completed = false
        _ = Observable.of(1, 2).ignoreElements().asCompletable().subscribe(onCompleted: { completed = true })
        XCTAssertTrue(completed)
    }

    func testSingleWithAndWithoutAPredicate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)

        let res = scheduler.start { xs.single() }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let other = TestScheduler(initialClock: 0)
        let ys = source(other)
        let matching = other.start { ys.single { $0 == 2 } }

        XCTAssertEqual(matching.events, [.next(220, 2), .completed(300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testDebounceSendsTheLastElementOfEachBurst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(250, 3), .next(290, 4), .completed(300),
        ])

        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(240, 2), .next(270, 3), .next(300, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testThrottleWithTheLatestElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(220, 3), .next(250, 4), .next(260, 5), .completed(265),
        ])

        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }

        // 1 goes at once; 3 is the latest of the window and goes when it ends (230); 4 comes 20 after 230 and
        // goes at once; 5 waits for 270, and the completion waits for it, but the source is released when it
        // completes.
        XCTAssertEqual(
            res.events, [.next(210, 1), .next(230, 3), .next(250, 4), .next(270, 5), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 265)])
    }

    func testThrottleWithoutTheLatestElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(220, 3), .next(235, 4), .completed(240),
        ])

        let res = scheduler.start { xs.throttle(.seconds(20), latest: false, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(235, 4), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testSampleWithAndWithoutADefaultValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(260)])
        let ticks = scheduler.createHotObservable([
            .next(225, "tick"), .next(240, "tick"), .next(270, "tick"), .completed(400),
        ])

        let res = scheduler.start { xs.sample(ticks) }

        // The source's completion waits for the next tick.
        XCTAssertEqual(res.events, [.next(225, 2), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 270)])

        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable([.next(210, 1), .completed(260)])
        let samples = other.createHotObservable([.next(225, "tick"), .next(240, "tick"), .next(270, "tick")])
        let defaulted = other.start { ys.sample(samples, defaultValue: 0) }

        XCTAssertEqual(defaulted.events, [.next(225, 1), .next(240, 0), .next(270, 0), .completed(270)])
    }

    func testIfEmptyDefaultAndSwitchTo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])

        let res = scheduler.start { xs.ifEmpty(default: 42) }

        XCTAssertEqual(res.events, [.next(250, 42), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])

        let other = TestScheduler(initialClock: 0)
        let empty = other.createHotObservable([.completed(250, Int.self)])
        let fallback = other.createColdObservable([.next(10, 7), .completed(20)])
        let switched = other.start { empty.ifEmpty(switchTo: fallback.asObservable()) }

        XCTAssertEqual(switched.events, [.next(260, 7), .completed(270)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(250, 270)])
    }
}
