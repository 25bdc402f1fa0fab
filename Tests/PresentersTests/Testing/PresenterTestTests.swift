import Presenters
import XCTest

private struct Failure: Error, CustomStringConvertible {
    var description: String { "offline" }
}

/// The harness run against deliberately wrong expectations, with a reporter that captures what it says.
final class PresenterTestTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private let log = FailureLog()

    private func makeTest() -> PresenterTest<ValueEvent, ValueState, Never> {
        PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler] in
            makeValuePresenter(
                useCase: FixedValueUseCase(answer: 1, latency: .seconds(50), scheduler: scheduler),
                scheduler: scheduler)
        }
    }

    /// A presenter whose every event becomes a route of the same name.
    private func makeRoutingTest() -> PresenterTest<String, Int, String> {
        PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler] in
            Presenter(initialState: 0, scheduler: scheduler, reduce: .replace) { event, _ in .route(event) }
        }
    }

    func testAMissedStateIsReportedSideBySideAtTheLineOfTheCheck() {
        let test = makeTest()
        test.send(.prepare, at: 200)
        test.send(.touch, at: 300)
        test.run()

        test.assertStates([.next(0, .initial), .next(300, .touched)]); let line = #line
        test.finish()

        XCTAssertEqual(
            log.messages,
            [
                """
                states differ from #2:
                     expected               actual
                  1  .next(0, initial)      .next(0, initial)
                → 2  .next(300, touched)    .next(250, prepared(value: 1))
                  3                         .next(300, touched)
                #2 field by field:
                  time: expected 300, actual 250
                  expected touched, actual prepared(value: 1)
                """
            ])
        XCTAssertEqual(log.failures.first?.line, UInt(line))
        XCTAssertEqual("\(log.failures.first?.fileID ?? "")", "PresentersTests/PresenterTestTests.swift")
    }

    func testAStateAtTheWrongTimeIsReported() {
        let test = makeTest()
        test.send(.prepare, at: 200)
        test.run()

        test.assertStates([.next(0, .initial), .next(260, .prepared(value: 1))])
        test.finish()

        XCTAssertEqual(
            log.messages,
            [
                """
                states differ from #2:
                     expected                          actual
                  1  .next(0, initial)                 .next(0, initial)
                → 2  .next(260, prepared(value: 1))    .next(250, prepared(value: 1))
                #2 field by field:
                  time: expected 260, actual 250
                """
            ])
    }

    func testAnExtraRouteIsReported() {
        let test = makeRoutingTest()
        test.send("detail", at: 100)
        test.send("back", at: 200)
        test.run()

        test.assertStates([.next(0, 0)])
        test.assertRoutes([.next(100, "detail")])
        test.finish()

        XCTAssertEqual(
            log.messages,
            [
                """
                routes differ from #2:
                     expected              actual
                  1  .next(100, detail)    .next(100, detail)
                → 2                        .next(200, back)
                """
            ])
    }

    func testStatesAndRoutesLeftUnassertedAreReportedByFinish() {
        let test = makeRoutingTest()
        test.send("detail", at: 100)
        test.run()

        test.finish()

        XCTAssertEqual(
            log.messages,
            [
                "states were emitted that the test did not assert:\n  .next(0, 0)",
                "routes were emitted that the test did not assert:\n  .next(100, detail)",
            ])
    }

    func testAPendingTimerAndTheEffectWaitingForItAreReported() {
        let test = makeTest()
        test.send(.prepare, at: 200)
        test.advance(to: 220)

        test.assertStates([.next(0, .initial)])
        test.finish()

        XCTAssertEqual(
            log.messages,
            [
                "scheduled actions are still pending at 250:\nadvance the scheduler past them, or expect them with "
                    + "finish(expectingPendingActionsAt: [250])",
                """
                1 subscription is alive at the end of the test, expected 0
                  effect latest("prepare") started at 200 is still running
                advance the scheduler until they end, dispose them, or expect them with \
                finish(expectingLiveSubscriptions: 1)
                """,
            ])
    }

    func testAnEventScheduledButNeverReachedIsAPendingAction() {
        let test = makeTest()
        test.send(.touch, at: 500)
        test.advance(to: 400)

        test.assertStates([.next(0, .initial)])
        test.finish()

        XCTAssertEqual(
            log.messages,
            [
                "scheduled actions are still pending at 500:\nadvance the scheduler past them, or expect them with "
                    + "finish(expectingPendingActionsAt: [500])"
            ])
    }

    func testPendingActionsExpectedInTheRightNumberButAtTheWrongTimeAreReported() {
        let test = makeTest()
        test.send(.touch, at: 500)
        test.advance(to: 400)

        test.assertStates([.next(0, .initial)])
        test.finish(expectingPendingActionsAt: [450])

        XCTAssertEqual(
            log.messages, ["scheduled actions are pending at [500], the test expected them at [450]"])
    }

    func testOnePendingActionOfSeveralExpectedAtTheWrongTimeIsReported() {
        let test = makeTest()
        test.send(.touch, at: 300)
        test.send(.touch, at: 500)
        test.advance(to: 200)

        test.assertStates([.next(0, .initial)])
        test.finish(expectingPendingActionsAt: [300, 450])

        XCTAssertEqual(
            log.messages, ["scheduled actions are pending at [300, 500], the test expected them at [300, 450]"])
    }

    func testPendingActionsExpectedAtTheirTimesReportNothing() {
        let test = makeTest()
        test.send(.touch, at: 300)
        test.send(.touch, at: 500)
        test.advance(to: 200)

        test.assertStates([.next(0, .initial)])
        test.finish(expectingPendingActionsAt: [300, 500])

        XCTAssertEqual(log.messages, [])
    }

    func testALeakedSubscriptionIsReportedBeforeAndAfterTheRelease() {
        let test = makeTest()
        let events = scheduler.createHotObservable([.next(100, ValueEvent.touch)])
        let binding = events.bind(to: test.presenter.events)
        test.run()

        test.assertStates([.next(0, .initial), .next(100, .touched)])
        test.finish()
        binding.dispose()

        XCTAssertEqual(
            log.messages,
            [
                """
                1 subscription is alive at the end of the test, expected 0
                advance the scheduler until they end, dispose them, or expect them with \
                finish(expectingLiveSubscriptions: 1)
                """,
                "1 subscription is still alive after the presenter was released:\nan effect that does not stop "
                    + "when disposed, or a binding the test did not dispose",
            ])
    }

    func testAPresenterKeptAliveByARetainCycleIsReported() {
        let test = makeTest()
        let presenter = test.presenter
        let cycle = presenter.state.subscribe(onNext: { _ in _ = presenter.currentState })

        test.assertStates([.next(0, .initial)])
        test.finish(expectingLiveSubscriptions: 1)
        cycle.dispose()

        XCTAssertEqual(
            log.messages,
            [
                "the presenter is still alive after its release:\nsomething holds it strongly (an effect, a route "
                    + "or state observer capturing it, or a retain cycle through them)",
                "1 subscription is still alive after the presenter was released:\nan effect that does not stop "
                    + "when disposed, or a binding the test did not dispose",
            ])
    }

    func testAnEffectErrorThatNothingMapsIsReported() {
        let handler = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, _ in }
        defer { Hooks.defaultErrorHandler = handler }
        let failing = scheduler.createColdObservable([.error(10, Failure(), Int.self)])
        let test = PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler] in
            Presenter<String, Int, Never>(initialState: 0, scheduler: scheduler, reduce: .replace) { _, _ in
                .run(failing)
            }
        }
        test.send("load", at: 100)
        test.run()

        test.assertStates([.next(0, 0)])
        test.finish()

        XCTAssertEqual(
            log.messages,
            [
                "an effect failed at 110 with offline and nothing maps the error to state:\ngive the effect a "
                    + "catch: or the presenter a failure:"
            ])
    }

    func testATestThatNeverFinishesIsReportedWhereTheHarnessWasCreated() {
        let line = #line + 1
        var test: PresenterTest<String, Int, Never>? = PresenterTest(
            scheduler: scheduler, failureReporter: log.reporter
        ) {
            [scheduler] in Presenter(initialState: 0, scheduler: scheduler, reduce: .replace) { _, _ in .none }
        }
        test?.assertStates([.next(0, 0)])

        test = nil

        XCTAssertEqual(
            log.messages,
            [
                "the test never called finish():\nend it with finish() so that leftover states, routes, timers "
                    + "and subscriptions are checked"
            ])
        XCTAssertEqual(log.failures.first?.line, UInt(line), "the line where the harness was created")
    }

    func testAnExhaustiveTestThatMatchesReportsNothing() {
        let test = makeTest()
        test.send(.prepare, at: 200)
        test.run()

        test.assertStates([.next(0, .initial), .next(250, .prepared(value: 1))])
        test.assertRoutes([])
        test.finish()

        XCTAssertEqual(log.messages, [])
    }
}
