import Dispatch
import Reactive
import XCTest

/// A `map` or `filter` of a shared sequence makes its sharing when it is first asked for: these check that
/// the stage still behaves as one shared sequence, whenever and however often it is asked for.
final class SharedSequenceStageSharingTests: ReactiveTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    override func tearDown() {
        scheduler = nil
        super.tearDown()
    }

    func testEveryCopyOfAStageGivesTheSameSharedObservable() {
        let subject = PublishSubject<Int>()
        SharingScheduler.mock(scheduler: scheduler) {
            let mapped = subject.asDriver(onErrorJustReturn: 0).map { $0 * 10 }
            let filtered = mapped.filter { $0 > 0 }
            let copy = filtered

            XCTAssertTrue(mapped.asObservable() === mapped.asObservable())
            XCTAssertTrue(filtered.asObservable() === copy.asObservable())
            XCTAssertFalse(filtered.asObservable() === mapped.asObservable())
        }
    }

    func testTwoSubscribersOfAStageShareOneSubscriptionAndALateOneGetsTheLastElement() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var mapCalls = 0
        var subscriptions: [Disposable] = []

        SharingScheduler.mock(scheduler: scheduler) {
            let stage = xs.asDriver(onErrorJustReturn: 0).map { value -> Int in
                mapCalls += 1
                return value * 10
            }
            // Subscribed through two copies, each asking for the shared observable on its own.
            let copy = stage
            scheduler.scheduleAt(200) { subscriptions.append(stage.drive(early)) }
            scheduler.scheduleAt(225) { subscriptions.append(copy.drive(late)) }
            scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
        }

        XCTAssertEqual(early.events, [.next(211, 10), .next(221, 20), .next(231, 30)])
        XCTAssertEqual(late.events, [.next(225, 20), .next(231, 30)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        // One shared subscription: the map ran once per element.
        XCTAssertEqual(mapCalls, 3)
    }

    func testAnEarlierStageAskedForAfterALaterOneWasSubscribedSharesAndReplays() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let last = scheduler.createObserver(Int.self)
        let earlier = scheduler.createObserver(Int.self)
        let earlierAgain = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        SharingScheduler.mock(scheduler: scheduler) {
            let mapped = xs.asDriver(onErrorJustReturn: 0).map { $0 * 10 }
            let filtered = mapped.filter { $0 != 20 }
            scheduler.scheduleAt(200) { subscriptions.append(filtered.drive(last)) }
            scheduler.scheduleAt(215) { subscriptions.append(mapped.drive(earlier)) }
            scheduler.scheduleAt(225) { subscriptions.append(mapped.drive(earlierAgain)) }
            scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
        }

        XCTAssertEqual(last.events, [.next(211, 10), .next(231, 30)])
        // `mapped` connects at 215 to the driver's own sharing, which replays 1.
        XCTAssertEqual(earlier.events, [.next(215, 10), .next(221, 20), .next(231, 30)])
        XCTAssertEqual(earlierAgain.events, [.next(225, 20), .next(231, 30)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testAStageSubscribedAgainAfterItsLastSubscriberLeftConnectsAnewWithoutReplay() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 4)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscription: Disposable?

        SharingScheduler.mock(scheduler: scheduler) {
            let stage = xs.asDriver(onErrorJustReturn: 0).map { $0 * 10 }.filter { _ in true }
            scheduler.scheduleAt(200) { subscription = stage.drive(first) }
            scheduler.scheduleAt(225) { subscription?.dispose() }
            scheduler.scheduleAt(230) { subscription = stage.drive(second) }
            scheduler.scheduleAt(400) { subscription?.dispose() }
            scheduler.start()
        }

        XCTAssertEqual(first.events, [.next(211, 10), .next(221, 20)])
        // `.whileConnected`: the element of the first connection is not replayed to the second.
        XCTAssertEqual(second.events, [.next(241, 40)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225), Subscription(230, 400)])
    }

    func testAStageSubscribedDuringItsOwnDeliveryGetsTheElementBeingDeliveredOnce() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        var received: [String] = []
        var subscriptions: [Disposable] = []

        SharingScheduler.mock(scheduler: scheduler) {
            let stage = xs.asDriver(onErrorJustReturn: 0).map { $0 * 10 }
            scheduler.scheduleAt(200) {
                subscriptions.append(
                    stage.drive(onNext: { value in
                        received.append("a\(value)")
                        if subscriptions.count == 1 {
                            subscriptions.append(stage.drive(onNext: { received.append("b\($0)") }))
                        }
                    }))
            }
            scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
        }

        // The new subscriber gets the element being delivered as its replay, after the delivery, and the
        // next element once, with the first subscriber.
        XCTAssertEqual(received, ["a10", "b10", "a20", "b20"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testAChainAndItsSharingAreReleasedWithTheLastReferenceToThem() {
        weak var shared: Observable<Int>?
        weak var earlierShared: Observable<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
            let mapped = Observable<Int>.never().asDriver(onErrorJustReturn: 0).map { $0 }
            let filtered = mapped.filter { _ in true }
            let subscription = filtered.drive(onNext: { _ in })
            shared = filtered.asObservable()
            earlierShared = mapped.asObservable()
            subscription.dispose()
        }

        XCTAssertNil(shared)
        XCTAssertNil(earlierShared)
    }

    func testThreadsAskingForAStageAtOnceGetTheSameSharedObservable() {
        for _ in 0..<200 {
            let stage = Stage(PublishSubject<Int>().asDriver(onErrorJustReturn: 0).map { $0 + 1 })
            let results = Results()
            DispatchQueue.concurrentPerform(iterations: 4) { _ in results.append(stage.driver.asObservable()) }
            let all = results.all
            XCTAssertEqual(all.count, 4)
            XCTAssertTrue(all.allSatisfy { $0 === all[0] })
        }
    }
}

/// A driver handed to other threads.
private final class Stage: @unchecked Sendable {
    // Sendable: `driver` is immutable, and asking it for its observable from any thread is what is tested.
    let driver: Driver<Int>

    init(_ driver: Driver<Int>) { self.driver = driver }
}

/// What the threads of a test found, kept under a lock.
private final class Results: @unchecked Sendable {
    // Sendable: `observables` is only touched under `lock`.
    private let lock = NSLockLike()
    private var observables: [Observable<Int>] = []

    func append(_ observable: Observable<Int>) { lock.withLock { observables.append(observable) } }

    var all: [Observable<Int>] { lock.withLock { observables } }
}

/// A lock for the test's bookkeeping, independent of the engine's own.
private final class NSLockLike: @unchecked Sendable {
    // Sendable: the semaphore serialises every access.
    private let semaphore = DispatchSemaphore(value: 1)

    func withLock<Result>(_ body: () -> Result) -> Result {
        semaphore.wait()
        defer { semaphore.signal() }
        return body()
    }
}
