import Reactive
import XCTest

private struct TestError: Error {}

final class DriverTests: ReactiveTestCase {
    func testAsDriverOnErrorJustReturnDeliversOnTheSharingSchedulerAndEndsWithTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .error(230, TestError())])

        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }

            XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .next(231, -1), .completed(231)])
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAsDriverOnErrorJustReturnDeliversAsObserveOnThenCatchAndReturn() {
        // Events of one tick: the scheduler delivers them one per step, and the error's replacement and the
        // completion in the step where the error would arrive, as `catchAndReturn` after `observe(on:)` does.
        func run(
            _ build: @escaping (Observable<Int>, TestScheduler) -> Observable<Int>
        ) -> ([Recorded<Event<Int>>], [Subscription]) {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(210, 2), .error(210, TestError()), .next(220, 3),
            ])
            var events: [Recorded<Event<Int>>] = []
            SharingScheduler.mock(scheduler: scheduler) {
                events = scheduler.start { build(xs.asObservable(), scheduler) }.events
            }
            return (events, xs.subscriptions)
        }

        let driver = run { source, _ in source.asDriver(onErrorJustReturn: -1).asObservable() }
        let expanded = run { source, scheduler in
            source.observe(on: scheduler).catchAndReturn(-1).share(replay: 1, scope: .whileConnected)
        }

        XCTAssertEqual(driver.0, [.next(211, 1), .next(212, 2), .next(213, -1), .completed(213)])
        XCTAssertEqual(driver.1, [Subscription(200, 210)])
        XCTAssertEqual(driver.0, expanded.0)
        XCTAssertEqual(driver.1, expanded.1)
    }

    func testAsDriverOnErrorDriveWithContinuesWithTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let fallback = scheduler.createColdObservable([.next(10, 8), .completed(20)])

        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start {
                xs.asDriver(onErrorDriveWith: fallback.asDriver(onErrorJustReturn: -1))
            }

            XCTAssertEqual(res.events, [.next(211, 1), .next(242, 8), .completed(252)])
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(231, 251)])
    }

    func testAsDriverOnErrorRecoverReceivesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        var errors: [String] = []

        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start {
                xs.asDriver(onErrorRecover: { error in
                    errors.append("\(type(of: error))")
                    return Driver.just(-1)
                })
            }

            XCTAssertEqual(res.events, [.next(211, 1), .next(232, -1), .completed(232)])
        }
        XCTAssertEqual(errors, ["TestError"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCompletionPassesThroughAndDisposalReleasesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let completing = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let endless = scheduler.createHotObservable([.next(210, 1), .next(450, 2)])
        let completed = scheduler.createObserver(Int.self)
        let disposed = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        SharingScheduler.mock(scheduler: scheduler) {
            let completingDriver = completing.asDriver(onErrorJustReturn: 0)
            let endlessDriver = endless.asDriver(onErrorJustReturn: 0)
            scheduler.scheduleAt(200) {
                subscriptions.append(completingDriver.drive(completed))
                subscriptions.append(endlessDriver.drive(disposed))
            }
            scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
        }

        XCTAssertEqual(completed.events, [.next(211, 1), .completed(231)])
        XCTAssertEqual(completing.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(disposed.events, [.next(211, 1)])
        XCTAssertEqual(endless.subscriptions, [Subscription(200, 400)])
    }

    func testDriverSharesOneSubscriptionAndReplaysTheLatestElementToLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(320, 3)])
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: 0)
            scheduler.scheduleAt(200) { subscriptions.append(driver.drive(early)) }
            scheduler.scheduleAt(300) { subscriptions.append(driver.drive(late)) }
            scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
        }

        XCTAssertEqual(early.events, [.next(211, 1), .next(221, 2), .next(321, 3)])
        XCTAssertEqual(late.events, [.next(300, 2), .next(321, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testDriverReconnectsAfterEverySubscriberLeftWithoutReplayingTheOldElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(420, 2)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: 0)
            scheduler.scheduleAt(200) { subscriptions.append(driver.drive(first)) }
            scheduler.scheduleAt(300) { subscriptions[0].dispose() }
            scheduler.scheduleAt(400) { subscriptions.append(driver.drive(second)) }
            scheduler.scheduleAt(500) { subscriptions[1].dispose() }
            scheduler.start()
        }

        XCTAssertEqual(first.events, [.next(211, 1)])
        XCTAssertEqual(second.events, [.next(421, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(400, 500)])
    }

    func testDriveToObserversAndRelays() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let first = scheduler.createObserver(Int.self)
        let optional = scheduler.createObserver(Int?.self)
        let behavior = BehaviorRelay(value: 0)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.createUnbounded()

        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: 0)
            scheduler.scheduleAt(200) {
                _ = driver.drive(first)
                _ = driver.drive(optional)
                _ = driver.drive(behavior)
                _ = driver.drive(optionalBehavior)
                _ = driver.drive(replay)
            }
            scheduler.start()
        }
        let replayed = scheduler.createObserver(Int.self)
        replay.subscribe(replayed).dispose()

        XCTAssertEqual(first.events, [.next(211, 1), .next(221, 2), .completed(301)])
        XCTAssertEqual(optional.events, [.next(211, 1), .next(221, 2), .completed(301)])
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(optionalBehavior.value, 2)
        XCTAssertEqual(replayed.events.map(\.value), [.next(1), .next(2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDriveWithObjectAndCustomBinder() {
        final class Screen { var titles: [String] = [] }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(300)])
        let screen = Screen()
        var count = 0

        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: "")
            scheduler.scheduleAt(200) {
                _ = driver.drive(with: screen) { screen, title in screen.titles.append(title) }
                _ = driver.drive { observable in observable.subscribe(onNext: { _ in count += 1 }) }
            }
            scheduler.start()
        }

        XCTAssertEqual(screen.titles, ["a", "b"])
        XCTAssertEqual(count, 2)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testInfallibleAndBehaviorRelayAsDriver() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 1)
        let fromRelay = scheduler.createObserver(Int.self)
        let fromInfallible = scheduler.createObserver(Int.self)

        SharingScheduler.mock(scheduler: scheduler) {
            let relayDriver = relay.asDriver()
            let infallibleDriver = Infallible.of(5, 6).asDriver()
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions.append(relayDriver.drive(fromRelay))
                subscriptions.append(infallibleDriver.drive(fromInfallible))
            }
            scheduler.scheduleAt(250) { relay.accept(2) }
            scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
        }

        XCTAssertEqual(fromRelay.events, [.next(201, 1), .next(251, 2)])
        XCTAssertEqual(fromInfallible.events, [.next(201, 5), .next(202, 6), .completed(203)])
    }

    func testAsDriverAndAsSignalOfTheirOwnKindReturnThemselves() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])

        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: 0)
            let signal = xs.asSignal(onErrorJustReturn: 0)
            XCTAssertTrue(driver.asDriver().asObservable() === driver.asObservable())
            XCTAssertTrue(signal.asSignal().asObservable() === signal.asObservable())
        }
    }

    func testDrivingOnTheMainThreadDeliversTheCurrentValueAtOnce() {
        var log: [String] = []
        let title = BehaviorRelay(value: "Feed")

        let fromJust = Driver.just(1).drive(onNext: { log.append("just \($0)") }, onCompleted: { log.append("|") })
        let fromRelay = title.asDriver().drive(onNext: { log.append("title \($0)") })

        XCTAssertEqual(log, ["just 1", "|", "title Feed"])
        fromJust.dispose()
        fromRelay.dispose()
    }

    func testDriveOnTheMainThreadDeliversSynchronously() {
        var received: [Int] = []
        var completed = false

        let subscription = Observable.of(1, 2, 3).asDriver(onErrorJustReturn: 0)
            .drive(onNext: { received.append($0) }, onCompleted: { completed = true })

        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertTrue(completed)
        subscription.dispose()
    }

    func testEveryElementAcceptedOnTheMainThreadIsDrivenAtOnce() {
        var titles: [String] = []
        let title = BehaviorRelay(value: "Feed")

        let subscription = title.asDriver().map { $0.uppercased() }.drive(onNext: { titles.append($0) })
        title.accept("Profile")
        title.accept("Settings")

        XCTAssertEqual(titles, ["FEED", "PROFILE", "SETTINGS"])
        subscription.dispose()
    }
}
