import Presenters
import XCTest

/// What `finish()` checks when a test relaxes some of the harness's checks.
final class ExhaustivityTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private let log = FailureLog()

    /// A presenter that counts its events and emits each as a route of the same name.
    private func makeTest() -> PresenterTest<String, Int, String> {
        PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler] in
            Presenter(initialState: 0, scheduler: scheduler, reduce: .replace) { event, count in
                .merge(.mutate(count + 1), .route(event))
            }
        }
    }

    func testWithExhaustivityOffStatesNotAssertedAreAllowedButRoutesAreNot() {
        let test = makeTest()
        test.exhaustivity = .off
        test.send("detail", at: 100)
        test.run()

        test.finish()

        XCTAssertEqual(log.messages, ["routes were emitted that the test did not assert:\n  .next(100, detail)"])
    }

    func testWithExhaustivityOffPendingActionsLiveSubscriptionsAndLeaksAreStillChecked() {
        let test = makeTest()
        test.exhaustivity = .off
        let binding = scheduler.createHotObservable([.next(100, "detail")]).bind(to: test.presenter.events)
        test.send("back", at: 500)
        test.advance(to: 200)

        test.assertRoutes([.next(100, "detail")])
        test.finish()
        binding.dispose()

        XCTAssertEqual(
            log.messages,
            [
                "scheduled actions are still pending at 500:\nadvance the scheduler past them, or expect them with "
                    + "finish(expectingPendingActionsAt: [500])",
                """
                1 subscription is alive at the end of the test, expected 0
                advance the scheduler until they end, dispose them, or expect them with \
                finish(expectingLiveSubscriptions: 1)
                """,
                "1 subscription is still alive after the presenter was released:\nan effect that does not stop "
                    + "when disposed, or a binding the test did not dispose",
            ])
    }

    func testEachOtherCheckIsRelaxedByName() {
        let test = makeTest()
        test.exhaustivity = .off(alsoRelaxing: [.routes, .pendingActions, .liveSubscriptions, .leaks])
        let binding = scheduler.createHotObservable([.next(100, "detail")]).bind(to: test.presenter.events)
        test.send("back", at: 500)
        test.advance(to: 200)

        test.finish()
        binding.dispose()

        XCTAssertEqual(log.messages, [])
    }

    func testRelaxingRoutesAloneStillChecksStates() {
        let test = makeTest()
        test.exhaustivity = Exhaustivity(relaxing: [.routes])
        test.send("detail", at: 100)
        test.run()

        test.finish()

        XCTAssertEqual(
            log.messages, ["states were emitted that the test did not assert:\n  .next(0, 0)\n  .next(100, 1)"])
    }

    func testOffRelaxesStatesAndOnRelaxesNothing() {
        XCTAssertEqual(Exhaustivity.on.relaxed, [])
        XCTAssertEqual(Exhaustivity.off.relaxed, [.states])
        XCTAssertEqual(Exhaustivity.off(alsoRelaxing: [.leaks]).relaxed, [.states, .leaks])
        XCTAssertTrue(Exhaustivity.off.checks(.routes))
        XCTAssertFalse(Exhaustivity.off.checks(.states))
    }
}
