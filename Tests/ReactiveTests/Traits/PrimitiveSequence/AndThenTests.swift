import Reactive
import XCTest

private struct TestError: Error {}

final class AndThenTests: ReactiveTestCase {
    func testAndThenSingleSubscribesToTheSecondOnceTheFirstCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([Recorded<Event<Never>>.completed(250)])
        let second = scheduler.createColdObservable([.next(20, 1), .completed(20)])

        let res = scheduler.start { first.asCompletable().andThen(second.asSingle()) }

        XCTAssertEqual(res.events, [.next(270, 1), .completed(270)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(second.subscriptions, [Subscription(250, 270)])
    }

    func testAndThenFirstErrorSkipsTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([Recorded<Event<Never>>.error(250, TestError())])
        let second = scheduler.createColdObservable([.next(20, 1), .completed(20)])

        let res = scheduler.start { first.asCompletable().andThen(second.asMaybe()) }

        XCTAssertEqual(res.events, [.error(250, TestError())])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(second.subscriptions, [])
    }

    func testAndThenForwardsTheSecondError() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([Recorded<Event<Never>>.completed(250)])
        let second = scheduler.createColdObservable([Recorded<Event<Never>>.error(30, TestError())])

        let res = scheduler.start { first.asCompletable().andThen(second.asCompletable()) }

        XCTAssertEqual(res.events, [.error(280, TestError())])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(second.subscriptions, [Subscription(250, 280)])
    }

    func testAndThenObservableSendsEveryElementOfTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([Recorded<Event<Never>>.completed(250)])
        let second = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])

        let res = scheduler.start { first.asCompletable().andThen(second.asObservable()) }

        XCTAssertEqual(res.events, [.next(260, 1), .next(270, 2), .completed(280)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(second.subscriptions, [Subscription(250, 280)])
    }

    func testAndThenDisposalDuringTheFirstOrTheSecondReleasesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let slowFirst = scheduler.createHotObservable([Recorded<Event<Never>>.completed(600)])
        let first = scheduler.createHotObservable([Recorded<Event<Never>>.completed(250)])
        let second = scheduler.createColdObservable([.next(500, 1), .completed(500)])
        let unused = scheduler.createColdObservable([.next(10, 1), .completed(10)])

        let duringFirst = scheduler.createObserver(Int.self)
        let duringSecond = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(slowFirst.asCompletable().andThen(unused.asObservable()).subscribe(duringFirst))
            subscriptions.append(first.asCompletable().andThen(second.asObservable()).subscribe(duringSecond))
        }
        scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        XCTAssertEqual(duringFirst.events, [])
        XCTAssertEqual(slowFirst.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(unused.subscriptions, [])
        XCTAssertEqual(duringSecond.events, [])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(second.subscriptions, [Subscription(250, 400)])
    }

    func testAndThenChainsSynchronousSteps() {
        var log: [String] = []

        _ = Completable.empty().andThen(Completable.empty()).andThen(Single.just(3))
            .subscribe(onSuccess: { log.append("success \($0)") }, onDisposed: { log.append("disposed") })

        XCTAssertEqual(log, ["success 3", "disposed"])
    }
}
