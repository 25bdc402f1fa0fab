import Reactive
import XCTest

final class SharedSequenceOperatorTests: ReactiveTestCase {
    private var scheduler: TestScheduler!
    private var subscriptions: [Disposable] = []

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    override func tearDown() {
        subscriptions = []
        scheduler = nil
        super.tearDown()
    }

    /// Subscribes `observer` to `sequence` at `time`; every subscription ends at 400.
    private func drive<Element>(
        _ sequence: SharedSequence<DriverSharingStrategy, Element>, at time: TestTime,
        _ observer: TestableObserver<Element>
    ) {
        scheduler.scheduleAt(time) { self.subscriptions.append(sequence.drive(observer)) }
        scheduler.scheduleAt(400) { self.subscriptions.forEach { $0.dispose() } }
    }

    func testMapAndFilterReplayTheLastElementTheyLetThroughAndShareTheSource() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let mappedEvents = scheduler.createObserver(Int.self)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var mapCalls = 0

        SharingScheduler.mock(scheduler: scheduler) {
            let mapped = xs.asDriver(onErrorJustReturn: 0).map { value -> Int in
                mapCalls += 1
                return value * 10
            }
            let filtered = mapped.filter { $0 != 20 }
            drive(mapped, at: 200, mappedEvents)
            drive(filtered, at: 200, early)
            drive(filtered, at: 225, late)
            scheduler.start()
        }

        XCTAssertEqual(mappedEvents.events, [.next(211, 10), .next(221, 20), .next(231, 30)])
        XCTAssertEqual(early.events, [.next(211, 10), .next(231, 30)])
        XCTAssertEqual(late.events, [.next(225, 10), .next(231, 30)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        // The map runs once for `mapped`'s own subscribers and once inside `filtered`'s fused chain.
        XCTAssertEqual(mapCalls, 6)
    }

    func testCompactMapKeepsNonNilResults() {
        let xs = scheduler.createHotObservable([.next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300)])
        let res = scheduler.createObserver(Int.self)

        SharingScheduler.mock(scheduler: scheduler) {
            drive(xs.asDriver(onErrorJustReturn: "").compactMap { Int($0) }, at: 200, res)
            scheduler.start()
        }

        XCTAssertEqual(res.events, [.next(211, 1), .next(231, 3), .completed(301)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSignalMapDoesNotReplay() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3)])
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)

        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: 0).map { $0 * 10 }
            scheduler.scheduleAt(200) { self.subscriptions.append(signal.emit(to: early)) }
            scheduler.scheduleAt(220) { self.subscriptions.append(signal.emit(to: late)) }
            scheduler.scheduleAt(400) { self.subscriptions.forEach { $0.dispose() } }
            scheduler.start()
        }

        XCTAssertEqual(early.events, [.next(211, 10), .next(231, 30)])
        XCTAssertEqual(late.events, [.next(231, 30)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testDistinctUntilChangedReplaysTheLastDistinctElement() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .next(230, 2)])
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        let byKey = scheduler.createObserver(Int.self)

        SharingScheduler.mock(scheduler: scheduler) {
            let distinct = xs.asDriver(onErrorJustReturn: 0).distinctUntilChanged()
            drive(distinct, at: 200, early)
            drive(distinct, at: 225, late)
            drive(xs.asDriver(onErrorJustReturn: 0).distinctUntilChanged { $0 > 1 }, at: 200, byKey)
            scheduler.start()
        }

        XCTAssertEqual(early.events, [.next(211, 1), .next(231, 2)])
        XCTAssertEqual(late.events, [.next(225, 1), .next(231, 2)])
        XCTAssertEqual(byKey.events, [.next(211, 1), .next(231, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(200, 400)])
    }

    func testFlatMapLatestFollowsTheLatestInnerDriver() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let ys = scheduler.createColdObservable([.next(10, 0), .next(40, 1), .completed(40)])
        let res = scheduler.createObserver(Int.self)

        SharingScheduler.mock(scheduler: scheduler) {
            let latest = xs.asDriver(onErrorJustReturn: 0).flatMapLatest { value in
                ys.asDriver(onErrorJustReturn: -1).map { value * 10 + $0 }
            }
            drive(latest, at: 200, res)
            scheduler.start()
        }

        XCTAssertEqual(res.events, [.next(222, 10), .next(252, 20), .next(282, 21)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(211, 241), Subscription(241, 281)])
    }

    func testStartWithSendsTheInitialElementAndLateSubscribersGetTheLatest() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)

        SharingScheduler.mock(scheduler: scheduler) {
            let started = xs.asDriver(onErrorJustReturn: 0).startWith(0)
            drive(started, at: 200, early)
            drive(started, at: 300, late)
            scheduler.start()
        }

        XCTAssertEqual(early.events, [.next(200, 0), .next(211, 1)])
        XCTAssertEqual(late.events, [.next(300, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testCombineLatestSelectorTupleAndCollection() {
        let a = scheduler.createHotObservable([.next(210, 1), .next(240, 3)])
        let b = scheduler.createHotObservable([.next(220, 2)])
        let summed = scheduler.createObserver(Int.self)
        let paired = scheduler.createObserver(String.self)
        let listed = scheduler.createObserver([Int].self)

        SharingScheduler.mock(scheduler: scheduler) {
            let first = a.asDriver(onErrorJustReturn: 0)
            let second = b.asDriver(onErrorJustReturn: 0)
            drive(Driver.combineLatest(first, second) { $0 + $1 }, at: 200, summed)
            drive(Driver.combineLatest(first, second).map { "\($0.0)\($0.1)" }, at: 200, paired)
            drive(Driver.combineLatest([first, second]), at: 200, listed)
            scheduler.start()
        }

        XCTAssertEqual(summed.events, [.next(221, 3), .next(241, 5)])
        XCTAssertEqual(paired.events, [.next(221, "12"), .next(241, "32")])
        XCTAssertEqual(listed.events, [.next(221, [1, 2]), .next(241, [3, 2])])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 400)])
    }

    func testZipPairsByIndex() {
        let a = scheduler.createHotObservable([.next(210, 1), .next(240, 3)])
        let b = scheduler.createHotObservable([.next(220, 2), .next(250, 4)])
        let summed = scheduler.createObserver(Int.self)
        let listed = scheduler.createObserver([Int].self)

        SharingScheduler.mock(scheduler: scheduler) {
            let first = a.asDriver(onErrorJustReturn: 0)
            let second = b.asDriver(onErrorJustReturn: 0)
            drive(Driver.zip(first, second) { $0 + $1 }, at: 200, summed)
            drive(Driver.zip([first, second]), at: 200, listed)
            scheduler.start()
        }

        XCTAssertEqual(summed.events, [.next(221, 3), .next(251, 7)])
        XCTAssertEqual(listed.events, [.next(221, [1, 2]), .next(251, [3, 4])])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 400)])
    }

    func testMergeWithLatestFromScanAndSkip() {
        let a = scheduler.createHotObservable([.next(210, 1), .next(240, 3)])
        let b = scheduler.createHotObservable([.next(220, 2)])
        let merged = scheduler.createObserver(Int.self)
        let latest = scheduler.createObserver(String.self)
        let summed = scheduler.createObserver(Int.self)
        let skipped = scheduler.createObserver(Int.self)

        SharingScheduler.mock(scheduler: scheduler) {
            let first = a.asDriver(onErrorJustReturn: 0)
            let second = b.asDriver(onErrorJustReturn: 0)
            drive(Driver.merge(first, second), at: 200, merged)
            drive(first.withLatestFrom(second) { "\($0)\($1)" }, at: 200, latest)
            drive(Driver.merge(first, second).scan(0, accumulator: +), at: 200, summed)
            drive(first.skip(1), at: 200, skipped)
            scheduler.start()
        }

        XCTAssertEqual(merged.events, [.next(211, 1), .next(221, 2), .next(241, 3)])
        XCTAssertEqual(latest.events, [.next(241, "32")])
        XCTAssertEqual(summed.events, [.next(211, 1), .next(221, 3), .next(241, 6)])
        XCTAssertEqual(skipped.events, [.next(241, 3)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 400)])
    }

    func testDebounceThrottleAndDelayRunOnTheSharingScheduler() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(300, 3)])
        let debounced = scheduler.createObserver(Int.self)
        let throttled = scheduler.createObserver(Int.self)
        let delayed = scheduler.createObserver(Int.self)

        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: 0)
            drive(driver.debounce(.seconds(20)), at: 200, debounced)
            drive(driver.throttle(.seconds(50)), at: 200, throttled)
            drive(driver.delay(.seconds(60)), at: 200, delayed)
            scheduler.start()
        }

        XCTAssertEqual(debounced.events, [.next(241, 2), .next(321, 3)])
        XCTAssertEqual(throttled.events, [.next(211, 1), .next(261, 2), .next(311, 3)])
        XCTAssertEqual(delayed.events, [.next(271, 1), .next(281, 2), .next(361, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testCreationOperatorsDeliverOnTheSharingScheduler() {
        let just = scheduler.createObserver(Int.self)
        let of = scheduler.createObserver(Int.self)
        let empty = scheduler.createObserver(Int.self)
        let never = scheduler.createObserver(Int.self)
        let optional = scheduler.createObserver(Int.self)

        SharingScheduler.mock(scheduler: scheduler) {
            drive(Driver.just(1), at: 200, just)
            drive(Driver.of(1, 2), at: 200, of)
            drive(Driver<Int>.empty(), at: 200, empty)
            drive(Driver<Int>.never(), at: 200, never)
            drive(Driver.from(optional: 5), at: 200, optional)
            scheduler.start()
        }

        XCTAssertEqual(just.events, [.next(201, 1), .completed(201)])
        XCTAssertEqual(of.events, [.next(201, 1), .next(202, 2), .completed(203)])
        XCTAssertEqual(empty.events, [.completed(201)])
        XCTAssertEqual(never.events, [])
        XCTAssertEqual(optional.events, [.next(201, 5), .completed(202)])
    }

    func testFromOptionalCompletesOnTheSchedulerPassAfterItsElement() {
        SharingScheduler.mock(scheduler: scheduler) {
            let some = scheduler.start { Driver.from(optional: 5) }
            let none = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
                Signal<Int>.from(optional: nil)
            }

            XCTAssertEqual(some.events, [.next(201, 5), .completed(202)])
            XCTAssertEqual(none.events, [.completed(1201)])
        }
    }

    func testDoRunsOncePerElementWhateverTheNumberOfSubscribers() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var seen: [String] = []

        SharingScheduler.mock(scheduler: scheduler) {
            let logged = xs.asDriver(onErrorJustReturn: 0).do(
                onNext: { seen.append("\($0) at \(self.scheduler.clock)") }, onSubscribe: { seen.append("subscribe") })
            drive(logged, at: 200, first)
            drive(logged, at: 200, second)
            scheduler.start()
        }

        XCTAssertEqual(first.events, [.next(211, 1), .next(221, 2)])
        XCTAssertEqual(second.events, first.events)
        XCTAssertEqual(seen, ["subscribe", "1 at 211", "2 at 221"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }
}
