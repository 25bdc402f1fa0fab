import Reactive
import XCTest

private struct TestError: Error, CustomDebugStringConvertible {
    var debugDescription: String { "TestError" }
}

final class CompletableTests: ReactiveTestCase {
    func testCreateDeliversTheFirstOutcomeOnly() {
        var log: [String] = []
        let completable = Completable.create { completable in
            completable(.completed)
            completable(.error(TestError()))
            return Disposables.create { log.append("create disposed") }
        }

        _ = completable.subscribe(
            onCompleted: { log.append("completed") }, onError: { log.append("error \($0)") },
            onDisposed: { log.append("disposed") })

        XCTAssertEqual(log, ["completed", "disposed", "create disposed"])
    }

    func testCreateErrorIsDelivered() {
        var log: [String] = []
        let completable = Completable.create { completable in
            completable(.error(TestError()))
            return Disposables.create()
        }

        _ = completable.subscribe(onCompleted: { log.append("completed") }, onError: { log.append("error \($0)") })

        XCTAssertEqual(log, ["error TestError"])
    }

    func testSubscribeWithEventObserver() {
        var log: [String] = []

        _ = Completable.empty().subscribe { log.append("\($0)") }
        _ = Completable.error(TestError()).subscribe { log.append("\($0)") }

        XCTAssertEqual(log, ["completed", "error(TestError)"])
    }

    func testSubscribeWithObjectPassesTheObject() {
        final class Screen { var log: [String] = [] }
        let screen = Screen()

        _ = Completable.error(TestError()).subscribe(
            with: screen, onCompleted: { screen in screen.log.append("completed") },
            onError: { screen, error in screen.log.append("error \(error)") })

        XCTAssertEqual(screen.log, ["error TestError"])
    }

    func testEmptyErrorAndNeverInVirtualTime() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.empty() }.events, [.completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Completable.error(TestError()) }.events, [.error(200, TestError())])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.never() }.events, [])
    }

    func testAsCompletableWrapsANeverElementSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Never>>.completed(250)])

        let res = scheduler.start { xs.asCompletable() }

        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
