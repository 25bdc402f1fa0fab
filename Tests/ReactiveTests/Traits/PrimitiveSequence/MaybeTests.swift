import Reactive
import XCTest

private struct TestError: Error, CustomDebugStringConvertible {
    var debugDescription: String { "TestError" }
}

final class MaybeTests: ReactiveTestCase {
    func testCreateDeliversEachKindOfOutcome() {
        var log: [String] = []
        func maybe(_ event: MaybeEvent<Int>) -> Maybe<Int> {
            Maybe<Int>.create { maybe in
                maybe(event)
                maybe(.success(99))
                return Disposables.create()
            }
        }

        for event in [MaybeEvent.success(1), .error(TestError()), .completed] {
            _ = maybe(event).subscribe(
                onSuccess: { log.append("success \($0)") }, onError: { log.append("error \($0)") },
                onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        }

        XCTAssertEqual(
            log, ["success 1", "disposed", "error TestError", "disposed", "completed", "disposed"])
    }

    func testSubscribeWithEventObserver() {
        var log: [String] = []

        _ = Maybe.just(1).subscribe { log.append("\($0)") }
        _ = Maybe<Int>.empty().subscribe { log.append("\($0)") }
        _ = Maybe<Int>.error(TestError()).subscribe { log.append("\($0)") }

        XCTAssertEqual(log, ["success(1)", "completed", "error(TestError)"])
    }

    func testSubscribeWithObjectPassesTheObject() {
        final class Screen { var log: [String] = [] }
        let screen = Screen()

        _ = Maybe<Int>.empty().subscribe(
            with: screen, onSuccess: { screen, _ in screen.log.append("success") },
            onCompleted: { screen in screen.log.append("completed") },
            onDisposed: { screen in screen.log.append("disposed") })

        XCTAssertEqual(screen.log, ["completed", "disposed"])
    }

    func testJustEmptyErrorAndNeverInVirtualTime() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe.just(3) }.events, [.next(200, 3), .completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe<Int>.empty() }.events, [.completed(200)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Maybe<Int>.error(TestError()) }.events, [.error(200, TestError())])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe<Int>.never() }.events, [])
    }

    func testDisposingBeforeTheOutcomeRunsOnDisposedOnce() {
        var log: [String] = []
        let subscription = Maybe<Int>.never().subscribe(
            onSuccess: { _ in log.append("success") }, onDisposed: { log.append("disposed") })

        subscription.dispose()
        subscription.dispose()

        XCTAssertEqual(log, ["disposed"])
    }
}
