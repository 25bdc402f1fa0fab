import Dispatch
import Reactive
import Testing
import XCTest

final class SubscriptionCounterTests: XCTestCase {
    func testCountsTheSubscriptionsOfThisThreadUntilTheyEnd() {
        let subscriptions = SubscriptionCounter()
        defer { subscriptions.stop() }
        let subject = PublishSubject<Int>()

        let first = subject.subscribe(onNext: { _ in })
        let second = subject.map { $0 + 1 }.filter { $0 > 0 }.subscribe(onNext: { _ in })
        XCTAssertEqual(subscriptions.live, 2)

        first.dispose()
        XCTAssertEqual(subscriptions.live, 1)
        subject.onCompleted()
        XCTAssertEqual(subscriptions.live, 0)
        second.dispose()
        XCTAssertEqual(subscriptions.live, 0)
    }

    func testASubscriptionStartedOnAnotherThreadIsNotCounted() {
        let subscriptions = SubscriptionCounter()
        defer { subscriptions.stop() }
        let start = Resources.total
        let subject = PublishSubject<Int>()

        let subscription = onAnotherThread { subject.subscribe(onNext: { _ in }) }

        XCTAssertEqual(Resources.total, start + 1, "the process counts it")
        XCTAssertEqual(subscriptions.live, 0, "the test does not")
        subscription.dispose()
        XCTAssertEqual(Resources.total, start)
        XCTAssertEqual(subscriptions.live, 0)
    }

    func testASubscriptionCountedHereLeavesTheCountWhenItEndsOnAnotherThread() {
        let subscriptions = SubscriptionCounter()
        defer { subscriptions.stop() }
        let subscription = ResultBox<Disposable>()
        subscription.value = Observable<Int>.never().subscribe()
        XCTAssertEqual(subscriptions.live, 1)

        onAnotherThread { subscription.value?.dispose() }

        XCTAssertEqual(subscriptions.live, 0)
    }

    func testAStoppedCounterCountsNothingNewButStillSeesTheEnds() {
        let subscriptions = SubscriptionCounter()
        let before = Observable<Int>.never().subscribe()
        subscriptions.stop()
        subscriptions.stop()

        let after = Observable<Int>.never().subscribe()
        XCTAssertEqual(subscriptions.live, 1)
        before.dispose()
        XCTAssertEqual(subscriptions.live, 0)
        after.dispose()
        XCTAssertEqual(subscriptions.live, 0)
    }

    func testANestedCounterCountsInItsOwnAndInTheOneAroundIt() {
        let outer = SubscriptionCounter()
        defer { outer.stop() }
        let first = Observable<Int>.never().subscribe()
        let inner = SubscriptionCounter()
        let second = Observable<Int>.never().subscribe()
        XCTAssertEqual([outer.live, inner.live], [2, 1])

        inner.stop()
        let third = Observable<Int>.never().subscribe()
        XCTAssertEqual([outer.live, inner.live], [3, 1])

        second.dispose()
        XCTAssertEqual([outer.live, inner.live], [2, 0])
        first.dispose()
        third.dispose()
        XCTAssertEqual(outer.live, 0)
    }

    /// Every kind of subscription the engine counts in `Resources.total` counts in the counter too: on a
    /// test thread where nothing else subscribes, both move together at every step.
    func testEveryKindOfSubscriptionCountsAsInResourcesTotal() {
        typealias Make = (TestScheduler, Observable<Int>) -> Observable<Int>
        let cases: [(String, Make)] = [
            ("flatMap", { s, xs in xs.flatMap { x in Observable.just(x).delay(.seconds(5), scheduler: s) } }),
            (
                "flatMapLatest",
                { s, xs in xs.flatMapLatest { x in Observable.just(x).delay(.seconds(50), scheduler: s) } }
            ),
            (
                "switchLatest",
                { s, xs in xs.map { x in Observable.just(x).delay(.seconds(50), scheduler: s) }.switchLatest() }
            ),
            ("share", { _, xs in xs.share(replay: 1) }),
            ("publish", { _, xs in Self.publishedAndConnected(xs) }),
            ("andThen", { s, xs in Completable.empty().delay(.seconds(15), scheduler: s).andThen(xs) }),
            ("combineLatest", { _, xs in Observable.combineLatest(Observable.just(1), xs) { $0 + $1 } }),
            ("combineLatest of two", { _, xs in Observable.combineLatest(xs, xs.map { $0 * 2 }) { $0 + $1 } }),
            ("take(until:)", { _, xs in xs.take(until: PublishSubject<Void>()) }),
            ("retry", { _, xs in xs.retry(2) }),
        ]
        for (name, make) in cases {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(400)])
            let subscriptions = SubscriptionCounter()
            let start = Resources.total
            var steps: [[Int]] = []
            let probe = { steps.append([subscriptions.live, Int(Resources.total - start)]) }
            for time in [205, 212, 225, 300] { scheduler.scheduleAt(TestTime(time), action: probe) }
            let subscription = make(scheduler, xs.asObservable()).subscribe(onNext: { _ in })
            probe()
            scheduler.advanceTo(300)
            subscription.dispose()
            probe()
            subscriptions.stop()

            XCTAssertTrue(steps.allSatisfy { $0[0] == $0[1] }, "\(name): counter, process: \(steps)")
            XCTAssertGreaterThan(steps[0][0], 0, name)
            XCTAssertEqual(steps.last, [0, 0], name)
        }
    }

    func testResourcesCountsAsRxSwiftsDo() {
        let start: Int32 = Resources.total

        XCTAssertEqual(Resources.incrementTotal(), start + 1)
        XCTAssertEqual(Resources.total, start + 1)
        XCTAssertEqual(Resources.decrementTotal(), start)
        XCTAssertEqual(Resources.total, start)
    }

    private static func publishedAndConnected(_ source: Observable<Int>) -> Observable<Int> {
        Observable.create { observer in
            let published = source.publish()
            let subscription = published.subscribe(observer)
            return Disposables.create(subscription, published.connect())
        }
    }

    /// Runs `body` on a thread of its own and waits for it.
    @discardableResult
    private func onAnotherThread<Result>(_ body: @escaping @Sendable () -> Result) -> Result {
        let box = ResultBox<Result>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.start()
        done.wait()
        return box.value!
    }
}

private final class ResultBox<Value>: @unchecked Sendable {
    // Sendable: each thread touches it before a semaphore signal or after the wait.
    var value: Value?
}

/// Tasks that run at the same time each count their own subscriptions.
struct SubscriptionCounterConcurrencyTests {
    @Test func tasksRunningAtOnceCountOnlyTheirOwn() async {
        let counts = await withTaskGroup(of: (expected: Int, counted: Int).self) { group in
            for held in 1...8 {
                group.addTask {
                    let subscriptions = SubscriptionCounter()
                    defer { subscriptions.stop() }
                    var kept: [Disposable] = []
                    for round in 0..<20 {
                        if round < held { kept.append(Observable<Int>.never().subscribe()) }
                        // Lets the other tasks subscribe meanwhile, on this thread or another.
                        await Task.yield()
                    }
                    let counted = subscriptions.live
                    kept.forEach { $0.dispose() }
                    return (held, counted)
                }
            }
            var counts: [(expected: Int, counted: Int)] = []
            for await count in group { counts.append(count) }
            return counts
        }

        #expect(counts.count == 8)
        #expect(counts.allSatisfy { $0.expected == $0.counted })
    }
}
