import Reactive
import XCTest

// Specs written the way RxSwift's own users write them against RxTest; only the import differs.

private struct TestError: Error {}

private final class Owner {}

final class TransformingCompatibilityTests: ReactiveTestCase {
    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>> = .completed(300))
        -> TestableObservable<Int>
    {
        scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), end])
    }

    func testMapAndAThrowingMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)

        let res = scheduler.start { xs.map { $0 * 10 } }

        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .next(230, 30), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])

        let other = TestScheduler(initialClock: 0)
        let ys = source(other)
        let thrown = other.start {
            ys.map { value -> Int in
                if value == 2 { throw TestError() }
                return value
            }
        }

        XCTAssertEqual(thrown.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testCompactMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(300, TestError()))

        let res = scheduler.start { xs.compactMap { $0 % 2 == 1 ? "odd \($0)" : nil } }

        XCTAssertEqual(res.events, [.next(210, "odd 1"), .next(230, "odd 3"), .error(300, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFlatMapMergesEveryInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let ys = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])

        let res = scheduler.start { xs.flatMap { _ in ys } }

        XCTAssertEqual(
            res.events,
            [.next(220, "a"), .next(230, "b"), .next(230, "a"), .next(240, "b"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240), Subscription(220, 250)])
    }

    func testFlatMapLatestSwitchesToTheNewestInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(225, 2), .completed(300)])
        let ys = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])

        let res = scheduler.start { xs.flatMapLatest { _ in ys } }

        XCTAssertEqual(res.events, [.next(220, "a"), .next(235, "a"), .next(245, "b"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 225), Subscription(225, 255)])
    }

    func testFlatMapFirstIgnoresElementsWhileAnInnerSequenceRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(225, 2), .next(250, 3), .completed(300)])
        let ys = scheduler.createColdObservable([.next(10, "a"), .completed(30)])

        let res = scheduler.start { xs.flatMapFirst { _ in ys } }

        XCTAssertEqual(res.events, [.next(220, "a"), .next(260, "a"), .completed(300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240), Subscription(250, 280)])
    }

    func testConcatMapWaitsForEachInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(225)])
        let ys = scheduler.createColdObservable([.next(10, "a"), .completed(20)])

        let res = scheduler.start { xs.concatMap { _ in ys } }

        XCTAssertEqual(res.events, [.next(220, "a"), .next(240, "a"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230), Subscription(230, 250)])
    }

    func testScanWithASeedAndScanInto() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)

        let res = scheduler.start { xs.scan(0) { acc, value in acc + value } }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 3), .next(230, 6), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])

        let other = TestScheduler(initialClock: 0)
        let ys = source(other)
        let into = other.start { ys.scan(into: [Int]()) { acc, value in acc.append(value) } }

        XCTAssertEqual(into.events, [.next(210, [1]), .next(220, [1, 2]), .next(230, [1, 2, 3]), .completed(300)])
    }

    func testReduceWithAndWithoutMapResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)

        let res = scheduler.start { xs.reduce(0, accumulator: +) }

        XCTAssertEqual(res.events, [.next(300, 6), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])

        let other = TestScheduler(initialClock: 0)
        let ys = source(other)
        let mapped = other.start { ys.reduce(1, accumulator: *, mapResult: { "product \($0)" }) }

        XCTAssertEqual(mapped.events, [.next(300, "product 6"), .completed(300)])
    }

    func testToArrayIsASingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)

        let single: Single<[Int]> = xs.toArray()
        let res = scheduler.start { single.asObservable() }

        XCTAssertEqual(res.events, [.next(300, [1, 2, 3]), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testBufferByTimeOrCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .completed(350),
        ])

        let res = scheduler.start { xs.buffer(timeSpan: .seconds(50), count: 2, scheduler: scheduler) }

        // Full at 210; the timer restarted then fires at 260 and 310; completion sends what is left.
        XCTAssertEqual(
            res.events,
            [.next(210, [1, 2]), .next(260, [3]), .next(310, [4]), .next(350, []), .completed(350)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
    }

    func testWindowByTimeOrCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .completed(350),
        ])

        let res = scheduler.start {
            xs.window(timeSpan: .seconds(50), count: 2, scheduler: scheduler)
                .enumerated()
                .flatMap { index, window in window.map { "\(index) \($0)" } }
        }

        XCTAssertEqual(
            res.events,
            [
                .next(205, "0 1"), .next(210, "0 2"), .next(240, "1 3"), .next(280, "2 4"), .next(320, "3 5"),
                .completed(350),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
    }

    func testGroupByKey() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)

        let res = scheduler.start {
            xs.groupBy(keySelector: { $0 % 2 == 0 ? "even" : "odd" })
                .flatMap { group in group.map { "\(group.key) \($0)" } }
        }

        XCTAssertEqual(res.events, [.next(210, "odd 1"), .next(220, "even 2"), .next(230, "odd 3"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testStartWith() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)

        let res = scheduler.start { xs.startWith(-2, -1) }

        XCTAssertEqual(
            res.events,
            [.next(200, -2), .next(200, -1), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEnumeratedNamesItsTupleLabels() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)

        let res = scheduler.start { xs.enumerated().map { "\($0.index):\($0.element)" } }

        XCTAssertEqual(res.events, [.next(210, "0:1"), .next(220, "1:2"), .next(230, "2:3"), .completed(300)])
    }

    func testMaterializeAndDematerialize() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(300, TestError()))

        let res = scheduler.start { xs.materialize() }

        XCTAssertEqual(
            res.events,
            [
                .next(210, .next(1)), .next(220, .next(2)), .next(230, .next(3)), .next(300, .error(TestError())),
                .completed(300),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])

        let other = TestScheduler(initialClock: 0)
        let events = other.createHotObservable([
            .next(210, Event.next(1)), .next(220, Event<Int>.completed), .next(230, Event.next(2)),
        ])
        let back = other.start { events.dematerialize() }

        XCTAssertEqual(back.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(events.subscriptions, [Subscription(200, 220)])
    }

    func testWithUnretainedStopsOnceTheObjectIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        var owner: Owner? = Owner()
        let ownerID = ObjectIdentifier(owner!)
        scheduler.scheduleAt(225) { owner = nil }

        let res = scheduler.start {
            xs.withUnretained(owner!).map { object, value in ObjectIdentifier(object) == ownerID ? value : -1 }
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])

        let other = TestScheduler(initialClock: 0)
        let ys = source(other)
        let kept = Owner()
        let selected = other.start { ys.withUnretained(kept) { _, value in value + 100 } }

        XCTAssertEqual(selected.events, [.next(210, 101), .next(220, 102), .next(230, 103), .completed(300)])
    }
}
