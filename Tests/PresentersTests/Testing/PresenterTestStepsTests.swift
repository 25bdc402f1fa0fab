import Presenters
import XCTest

/// The step form of the harness: each step states the change of state an event or an answer causes, and
/// fails exactly when the state, its time or the routes differ from what it states.
final class PresenterTestStepsTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private let log = FailureLog()

    /// The profile screen of the articles: its load answers after 50 ticks, its save after 20.
    private func makeTest() -> PresenterTest<ProfileEvent, ProfileState, ProfileRoute> {
        PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler] in
            makeProfilePresenter(
                load: { Single.just("Ada").delay(.seconds(50), scheduler: scheduler) },
                save: { name in Single.just(name).delay(.seconds(20), scheduler: scheduler) },
                scheduler: scheduler)
        }
    }

    /// A screen that shows "loading" when it logs in, and "in" with a route to the feed 30 ticks later.
    private func makeLoginTest() -> PresenterTest<String, String, String> {
        PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler] in
            Presenter(
                initialState: "out", scheduler: scheduler,
                reduce: .pure { (_, next: String) in next },
                route: { state, _ in state == "in" ? "feed" : nil },
                effects: { _, _ in
                    .merge(.mutate("loading"), .run(Single.just("in").delay(.seconds(30), scheduler: scheduler)))
                })
        }
    }

    func testStepsThatMatchReportNothingAndCountAsAsserted() {
        let test = makeTest()

        test.send(.appear) { $0.isLoading = true }
        test.advance(by: 50)
        test.receive { $0 = ProfileState(name: "Ada") }
        test.send(.save("Ada L.")) { _ in }
        test.advance(by: 20)
        test.receive { $0.name = "Ada L." }
        test.send(.close, route: .back)
        test.finish()

        XCTAssertEqual(log.messages, [])
    }

    func testStepsAndTimelineAssertionsMix() {
        let test = makeTest()

        test.assertStates([.next(0, ProfileState())])
        test.send(.appear) { $0.isLoading = true }
        test.advance(by: 50)
        test.assertStates([.next(50, ProfileState(name: "Ada"))])
        test.send(.close, route: .back)
        test.finish()

        XCTAssertEqual(log.messages, [])
    }

    func testASendThatChangesOtherFieldsNamesEachField() {
        let test = makeTest()

        test.send(.appear) { $0.name = "Ada" }
        test.finish(expectingPendingActionsAt: [50], expectingLiveSubscriptions: 1)

        XCTAssertEqual(
            log.messages,
            [
                "state after send(appear) at 0 differs:\n  name: expected \"Ada\", actual \"\"\n  isLoading: expected false, actual true"
            ])
    }

    func testASendExpectedToChangeNothingFailsWhenTheStateChanged() {
        let test = makeTest()

        test.send(.appear) { _ in }
        test.finish(expectingPendingActionsAt: [50], expectingLiveSubscriptions: 1)

        XCTAssertEqual(
            log.messages, ["state after send(appear) at 0 differs:\n  isLoading: expected false, actual true"])
    }

    func testASendExpectedToChangeTheStateFailsWhenNothingChanged() {
        let test = makeTest()

        test.send(.save("Ada")) { $0.name = "Ada" }
        test.advance(by: 20)
        test.receive { $0.name = "Ada" }
        test.finish()

        XCTAssertEqual(
            log.messages, ["state after send(save(\"Ada\")) at 0 differs:\n  name: expected \"Ada\", actual \"\""])
    }

    func testReceivingBeforeTheAnswerNamesTheNextScheduledAction() {
        let test = makeTest()

        test.send(.appear) { $0.isLoading = true }
        test.receive { $0 = ProfileState(name: "Ada") }
        test.advance(by: 50)
        test.receive { $0 = ProfileState(name: "Ada") }
        test.finish()

        XCTAssertEqual(
            log.messages,
            [
                "nothing to receive at 0: no state was emitted since the previous check, and the next scheduled "
                    + "action is at 50"
            ])
    }

    func testReceivingAfterTheAnswersTimeFails() {
        let test = makeTest()

        test.send(.appear) { $0.isLoading = true }
        test.advance(by: 60)
        test.receive { $0 = ProfileState(name: "Ada") }
        test.finish()

        XCTAssertEqual(
            log.messages,
            ["the state received at 60 was emitted at 50: receive it before advancing the clock past 50"])
    }

    func testStatesNotAssertedBeforeASendAreReported() {
        let test = makeTest()

        test.send(.appear) { $0.isLoading = true }
        test.advance(by: 50)
        test.send(.close, route: .back)
        test.finish()

        XCTAssertEqual(
            log.messages,
            [
                "states were emitted before send(close) that the test did not assert:\n"
                    + "  .next(50, ProfileState(name: \"Ada\", isLoading: false, error: nil))"
            ])
    }

    func testARouteAStepDoesNotNameFailsIt() {
        let test = makeTest()

        test.send(.close) { _ in }
        test.send(.appear, route: .back) { $0.isLoading = true }
        test.finish(expectingPendingActionsAt: [50], expectingLiveSubscriptions: 1)

        XCTAssertEqual(
            log.messages,
            [
                "routes after send(close) at 0 differ: expected [], actual [.next(0, back)]",
                "routes after send(appear) at 0 differ: expected [.next(0, back)], actual []",
            ])
    }

    func testAnAnswerThatRoutesIsReceivedWithItsRoute() {
        let test = makeLoginTest()

        test.send("login") { $0 = "loading" }
        test.advance(by: 30)
        test.receive(route: "feed") { $0 = "in" }
        test.finish()

        XCTAssertEqual(log.messages, [])
    }

    func testReceivingAnAnswerWithoutItsRouteFails() {
        let test = makeLoginTest()

        test.send("login") { $0 = "loading" }
        test.advance(by: 30)
        test.receive { $0 = "in" }
        test.finish()

        XCTAssertEqual(log.messages, ["routes received at 30 differ: expected [], actual [.next(30, feed)]"])
    }

    func testStatesEmittedTogetherAreReceivedOneByOne() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler] in
            Presenter<String, Int, Never>(initialState: 0, scheduler: scheduler, reduce: .replace) { _, count in
                .merge(.mutate(count + 1), .mutate(count + 2))
            }
        }

        test.send("go") { $0 = 1 }
        test.receive { $0 = 2 }
        test.finish()

        XCTAssertEqual(log.messages, [])
    }

    func testWithExhaustivityOffAStepChecksOnlyTheFieldsItSetsOnTheLatestState() {
        let test = makeTest()
        test.exhaustivity = .off

        test.send(.appear) { $0.isLoading = true }
        test.advance(by: 100)
        test.receive { $0.name = "Ada" }
        test.receive { $0.name = "Bob" }
        test.send(.close, route: .back)
        test.finish()

        XCTAssertEqual(
            log.messages,
            [
                "nothing to receive at 100: no state was emitted since the previous check, and nothing is scheduled"
            ])
    }

    func testWithExhaustivityOffAFieldThatDiffersStillFails() {
        let test = makeTest()
        test.exhaustivity = .off

        test.send(.appear) { $0.isLoading = true }
        test.advance(by: 100)
        test.receive { $0.name = "Bob" }
        test.finish()

        XCTAssertEqual(log.messages, ["state received at 100 differs:\n  name: expected \"Bob\", actual \"Ada\""])
    }

    func testWithRoutesRelaxedAStepChecksOnlyTheRouteItNames() {
        let test = makeTest()
        test.exhaustivity = .off(alsoRelaxing: [.routes])

        test.send(.close) { _ in }
        test.send(.appear, route: .back) { $0.isLoading = true }
        test.finish(expectingPendingActionsAt: [50], expectingLiveSubscriptions: 1)

        XCTAssertEqual(log.messages, ["routes after send(appear) at 0 do not include back: actual []"])
    }

    func testWithRoutesRelaxedAStepFailsWhenTheRouteItNamesIsNotAmongThoseEmitted() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler] in
            Presenter<String, Int, String>(initialState: 0, scheduler: scheduler, reduce: .replace) { event, _ in
                .route(event)
            }
        }
        test.exhaustivity = .off(alsoRelaxing: [.routes])

        test.send("detail", route: "detail")
        test.send("settings", route: "detail")
        test.finish()

        XCTAssertEqual(
            log.messages, [#"routes after send(settings) at 0 do not include "detail": actual [.next(0, settings)]"#])
    }
}
