import Reactive
import XCTest

private struct TestError: Error {}

final class PrimitiveSequenceFlatMapTests: ReactiveTestCase {
    func testSingleFlatMapRunsTheSecondSingleAndAnswersWithIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let ys = scheduler.createColdObservable([.next(30, 20), .completed(30)])

        let res = scheduler.start { xs.asSingle().flatMap { _ in ys.asSingle() } }

        XCTAssertEqual(res.events, [.next(280, 20), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 280)])
    }

    func testSingleFlatMapForwardsTheInnerFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let ys = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError())])

        let res = scheduler.start { xs.asSingle().flatMap { _ in ys.asSingle() } }

        XCTAssertEqual(res.events, [.error(260, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 260)])
    }

    func testSingleFlatMapForwardsTheSourceFailureWithoutRunningTheSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(240, TestError())])
        var calls = 0

        let res = scheduler.start {
            xs.asSingle().flatMap { value -> Single<Int> in
                calls += 1
                return .just(value)
            }
        }

        XCTAssertEqual(res.events, [.error(240, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(calls, 0)
    }

    func testSingleFlatMapDisposalReleasesTheInnerSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let ys = scheduler.createColdObservable([.next(500, 20), .completed(500)])

        let res = scheduler.start(disposed: 400) { xs.asSingle().flatMap { _ in ys.asSingle() } }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 400)])
    }

    func testSingleFlatMapMaybeAndFlatMapCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let maybe = scheduler.createColdObservable([Recorded<Event<Int>>.completed(10)])
        let work = scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)])

        let maybeResult = scheduler.createObserver(Int.self)
        let workResult = scheduler.createObserver(Never.self)
        scheduler.scheduleAt(200) {
            _ = xs.asSingle().flatMapMaybe { _ in maybe.asMaybe() }.asObservable().subscribe(maybeResult)
            _ = xs.asSingle().flatMapCompletable { _ in work.asCompletable() }.asObservable().subscribe(workResult)
        }
        scheduler.start()

        XCTAssertEqual(maybeResult.events, [.completed(260)])
        XCTAssertEqual(workResult.events, [.completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(200, 250)])
        XCTAssertEqual(maybe.subscriptions, [Subscription(250, 260)])
        XCTAssertEqual(work.subscriptions, [Subscription(250, 270)])
    }

    func testMaybeFlatMapSkipsTheSelectorWhenEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let full = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])

        let fullResult = scheduler.createObserver(Int.self)
        let emptyResult = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = full.asMaybe().flatMap { Maybe.just($0 * 10) }.asObservable().subscribe(fullResult)
            _ = empty.asMaybe().flatMap { Maybe.just($0 * 10) }.asObservable().subscribe(emptyResult)
        }
        scheduler.start()

        XCTAssertEqual(fullResult.events, [.next(250, 20), .completed(250)])
        XCTAssertEqual(emptyResult.events, [.completed(250)])
        XCTAssertEqual(full.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 250)])
    }

    func testPresenterStyleUseCaseChain() {
        struct User: Equatable { let name: String }
        let scheduler = TestScheduler(initialClock: 0)
        let login = scheduler.createColdObservable([.next(20, "token"), .completed(20)])
        let profile = scheduler.createColdObservable([.next(30, User(name: "ada")), .completed(30)])

        let res = scheduler.start {
            login.asSingle()
                .flatMap { token in token == "token" ? profile.asSingle() : .error(TestError()) }
                .map(\.name)
        }

        XCTAssertEqual(res.events, [.next(250, "ada"), .completed(250)])
        XCTAssertEqual(login.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(profile.subscriptions, [Subscription(220, 250)])
    }
}
