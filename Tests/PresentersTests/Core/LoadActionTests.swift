import Foundation
import PresentersXCTest
import XCTest

private struct Offline: Error {}

/// The load action inside a presenter: loading, loaded, failed, timed out after the presenter's request timeout,
/// and a retry.
final class LoadActionTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private var answers: [TestableObservable<String>] = []

    private func makePresenter() -> Presenter<String, Loadable<String, String>, Never> {
        let action = LoadAction(
            load: { [unowned self] in answers.removeFirst().asSingle() },
            failure: { error in
                if case RxError.timeout? = error as? RxError { return "timed out" }
                return "offline"
            })
        return Presenter(
            initialState: .idle, scheduler: scheduler,
            reduce: .pure { state, mutation in
                var state = state
                action.reduce(&state, mutation)
                return state
            }, requestTimeout: .seconds(10),
            effects: { _, state in action.effect(in: state) })
    }

    func testLoadsFailsTimesOutAndLoadsAgainWithoutOverlapping() {
        let failed = scheduler.createColdObservable([.error(5, Offline())] as [Recorded<Event<String>>])
        let hung = scheduler.createColdObservable([] as [Recorded<Event<String>>])
        let loaded = scheduler.createColdObservable([.next(5, "value"), .completed(5)])
        answers = [failed, hung, loaded]
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { self.makePresenter() }
        test.send("load", at: 10)
        test.send("retry", at: 20)
        test.send("retry while loading", at: 25)
        test.send("retry", at: 40)

        test.run()

        test.assertStates([
            .next(0, .idle), .next(10, .loading), .next(15, .failed("offline")), .next(20, .loading),
            .next(30, .failed("timed out")), .next(40, .loading), .next(45, .loaded("value")),
        ])
        XCTAssertEqual(hung.subscriptions, [Subscription(20, 30)])
        XCTAssertEqual(answers.count, 0)
        test.finish()
    }

    func testAnAsyncLoadRunsInVirtualTimeTimesOutWithItsTaskCancelledAndLoadsAgain() {
        let scheduler = self.scheduler
        let attempts = Attempts()
        let action = LoadAction<String, String>(
            load: {
                // The first attempt would answer after a minute, the second after 3 seconds.
                let attempt = attempts.next()
                try await scheduler.sleep(for: .seconds(attempt == 1 ? 60 : 3))
                return "value \(attempt)"
            },
            failure: { error in
                if case RxError.timeout? = error as? RxError { return "timed out" }
                return "offline"
            })
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) {
            Presenter<String, Loadable<String, String>, Never>(
                initialState: .idle, scheduler: scheduler,
                reduce: .inPlace { state, mutation in
                    action.reduce(&state, mutation)
                    return .changed
                }, requestTimeout: .seconds(10),
                effects: { _, state in action.effect(in: state) })
        }

        test.send("load") { $0 = .loading }
        test.advance(by: 9)
        test.advance(by: 1)
        test.receive { $0 = .failed("timed out") }
        test.send("retry") { $0 = .loading }
        test.send("retry while loading")
        test.advance(by: 3)
        test.receive { $0 = .loaded("value 2") }
        test.finish()

        XCTAssertEqual(attempts.count, 2)
    }

    func testTheValueFailureAndLoadingAreReadFromTheState() {
        let states: [Loadable<Int, String>] = [.idle, .loading, .loaded(3), .failed("offline")]
        XCTAssertEqual(states.map(\.value), [nil, nil, 3, nil])
        XCTAssertEqual(states.map(\.failure), [nil, nil, nil, "offline"])
        XCTAssertEqual(states.map(\.isLoading), [false, true, false, false])
    }
}

/// The attempts of a load, counted from its task.
private final class Attempts: @unchecked Sendable {
    // Sendable: `value` is only touched under `lock`.
    private let lock = NSLock()
    private var value = 0

    var count: Int { lock.withLock { value } }

    func next() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }
}
