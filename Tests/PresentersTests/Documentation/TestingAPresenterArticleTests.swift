import PresentersXCTest
import XCTest

/// The snippets of the "Testing a presenter" article. A test that shows a failure runs the article's
/// test body with a reporter that collects what the harness says, so that the message printed in the
/// article is checked word for word.
final class TestingAPresenterArticleTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private let log = FailureLog()

    private func makeTest(failureReporter: FailureReporter) -> PresenterTest<
        ProfileEvent, ProfileState, ProfileRoute
    > {
        makeProfileTest(scheduler: scheduler, failureReporter: failureReporter)
    }

    func testAnExhaustiveTest() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeProfilePresenter(
                load: { Single.just("Ada").delay(.seconds(50), scheduler: scheduler) },
                save: { name in Single.just(name).delay(.seconds(20), scheduler: scheduler) },
                scheduler: scheduler)
        }

        test.send(.appear, at: 100)
        test.advance(to: 120)
        test.assertStates([.next(0, ProfileState()), .next(100, ProfileState(isLoading: true))])

        test.advance(to: 200)
        test.assertStates([.next(150, ProfileState(name: "Ada"))])

        test.send(.close)
        test.assertRoutes([.next(200, .back)])
        test.finish()
    }

    func testAWrongStateIsShownSideBySide() {
        let test = makeTest(failureReporter: log.reporter)

        test.send(.appear, at: 100)
        test.run()
        test.assertStates([
            .next(0, ProfileState()),
            .next(100, ProfileState(isLoading: true)),
            .next(140, ProfileState(name: "Ada")),
        ])
        test.finish()

        XCTAssertEqual(
            log.messages,
            [
                """
                states differ from #3:
                     expected                                                  actual
                  2  .next(100, ProfileState(name: "", isLoading: true, er…    \
                .next(100, ProfileState(name: "", isLoading: true, err…
                → 3  .next(140, ProfileState(name: "Ada", isLoading: false…    \
                .next(150, ProfileState(name: "Ada", isLoading: false,…
                #3 field by field:
                  time: expected 140, actual 150
                """
            ])
    }

    func testWhatFinishReports() {
        let test = makeTest(failureReporter: log.reporter)

        test.send(.appear, at: 100)
        test.send(.close, at: 400)
        test.advance(to: 120)
        test.finish()

        XCTAssertEqual(
            log.messages,
            [
                """
                states were emitted that the test did not assert:
                  .next(0, ProfileState(name: "", isLoading: false, error: nil))
                  .next(100, ProfileState(name: "", isLoading: true, error: nil))
                """,
                "scheduled actions are still pending at 150, 400:\nadvance the scheduler past them, or expect "
                    + "them with finish(expectingPendingActionsAt: [150, 400])",
                """
                1 subscription is alive at the end of the test, expected 0
                  effect latest("load") started at 100 is still running
                advance the scheduler until they end, dispose them, or expect them with \
                finish(expectingLiveSubscriptions: 1)
                """,
            ])
    }

    func testATestMayEndWithWorkInFlightWhenItSaysSo() {
        let test = makeTest(failureReporter: .xctest)

        test.send(.appear, at: 100)
        test.advance(to: 120)

        test.assertStates([.next(0, ProfileState()), .next(100, ProfileState(isLoading: true))])
        test.finish(expectingPendingActionsAt: [150], expectingLiveSubscriptions: 1)
    }

    func testABindingTheTestForgotIsALeak() {
        let test = makeTest(failureReporter: log.reporter)
        let taps = scheduler.createHotObservable([.next(100, ProfileEvent.close)])

        let binding = taps.bind(to: test.presenter.events)  // never disposed by the test
        test.run()
        test.assertStates([.next(0, ProfileState())])
        test.assertRoutes([.next(100, .back)])
        test.finish()

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
        binding.dispose()
    }

    func testAPresenterKeptAliveIsReported() {
        let test = makeTest(failureReporter: log.reporter)
        let presenter = test.presenter
        let cycle = presenter.state.subscribe(onNext: { _ in _ = presenter.currentState })

        test.assertStates([.next(0, ProfileState())])
        test.finish(expectingLiveSubscriptions: 1)

        XCTAssertEqual(
            log.messages.first,
            "the presenter is still alive after its release:\nsomething holds it strongly (an effect, a route "
                + "or state observer capturing it, or a retain cycle through them)")
        cycle.dispose()
    }

    func testAMarbleTest() {
        let test = makeTest(failureReporter: .xctest)

        test.assertMarbles(
            events: "a-------c", values: ["a": .appear, "c": .close],
            states: "(il)----A",
            values: ["i": ProfileState(), "l": ProfileState(isLoading: true), "A": ProfileState(name: "Ada")],
            routes: "--------b", values: ["b": .back])
        test.finish()
    }

    func testAMarbleMismatchIsDrawn() {
        let test = makeTest(failureReporter: log.reporter)

        test.assertMarbles(
            events: "a-------c", values: ["a": .appear, "c": .close],
            states: "(il)---A",
            values: ["i": ProfileState(), "l": ProfileState(isLoading: true), "A": ProfileState(name: "Ada")],
            routes: "--------b", values: ["b": .back])
        test.finish()

        XCTAssertEqual(
            log.messages,
            [
                """
                states differ, drawn from tick 0 at 10 ticks a frame:
                  events:   a-------c
                  expected: (il)---A
                  actual:   (il)----A
                                   ^
                states differ from #3:
                     expected                                                  actual
                  2  .next(0, ProfileState(name: "", isLoading: true, erro…    \
                .next(0, ProfileState(name: "", isLoading: true, error…
                → 3  .next(40, ProfileState(name: "Ada", isLoading: false,…    \
                .next(50, ProfileState(name: "Ada", isLoading: false, …
                #3 field by field:
                  time: expected 40, actual 50
                """
            ])
    }

    func testAMalformedDiagramIsAFailureNotACrash() {
        let test = makeTest(failureReporter: log.reporter)

        test.assertMarbles(
            events: "a--x", values: ["a": .appear],
            states: "(il)", values: ["i": ProfileState(), "l": ProfileState(isLoading: true)])
        test.assertStates([.next(0, ProfileState())])
        test.finish()

        XCTAssertEqual(
            log.messages, ["'x' has no value: add it to `values`, at position 3 of the marble diagram:\na--x\n   ^"])
    }

    func testAnErrorNothingMapsFailsTheTest() {
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        Hooks.defaultErrorHandler = { _, _ in }
        let test = PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler] in
            Presenter<String, Int, Never>(initialState: 0, scheduler: scheduler, reduce: .replace) { _, _ in
                .run(Observable<Int>.error(Offline()).delaySubscription(.seconds(10), scheduler: scheduler))
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

    func testATestThatNeverFinishesFails() {
        var test: PresenterTest<ProfileEvent, ProfileState, ProfileRoute>? = makeTest(failureReporter: log.reporter)
        test?.assertStates([.next(0, ProfileState())])

        test = nil

        XCTAssertEqual(
            log.messages,
            [
                "the test never called finish():\nend it with finish() so that leftover states, routes, timers "
                    + "and subscriptions are checked"
            ])
    }
}

private struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
}
