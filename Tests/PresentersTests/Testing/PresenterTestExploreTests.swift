import Presenters
import XCTest

/// A presenter that depends on the order of answers that land at the same time: it shows the answer that
/// came last, and its test expects the later request's answer to come last.
final class PresenterTestExploreTests: PresentersTestCase {
    /// Asks "slow" (answered 20 ticks later) and "fast" (10 ticks later); the state is the last answer.
    private func lastAnswer(_ scheduler: TestScheduler) -> Presenter<String, String, Never> {
        let answers = [
            "slow": scheduler.createColdObservable([.next(20, "slow answer"), .completed(20)]),
            "fast": scheduler.createColdObservable([.next(10, "fast answer"), .completed(10)]),
        ]
        return Presenter(initialState: "", scheduler: scheduler, reduce: .replace) { query, _ in
            .run(answers[query]!.asObservable(), .merge(query))
        }
    }

    /// Asks slow at 10 and fast at 20: both answer at 30, and the test expects fast's answer last.
    private func askBoth(_ test: PresenterTest<String, String, Never>) {
        test.send("slow", at: 10)
        test.send("fast", at: 20)
        test.run()
        test.assertStates([.next(0, ""), .next(30, "slow answer"), .next(30, "fast answer")])
        test.finish()
    }

    func testAPlainRunPasses() {
        let log = FailureLog()
        let scheduler = TestScheduler(initialClock: 0)

        askBoth(PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { lastAnswer(scheduler) })

        XCTAssertEqual(log.messages, [])
    }

    func testTheExplorerFindsTheOrderThatBreaksItAndReportsTheCheckThatFailed() throws {
        let log = FailureLog()

        let report = PresenterTest.explore(failureReporter: log.reporter, presenter: lastAnswer, askBoth)

        XCTAssertEqual(report.runs, 4, "slow's answer and its completion can run before, between or after fast's")
        XCTAssertEqual(report.failure?.order, ExplorationOrder(choices: [1, 0, 0]))
        let failure = try XCTUnwrap(log.failures.first)
        XCTAssertEqual(log.failures.count, 1)
        XCTAssertEqual(failure.line, 23, "the failure is reported at the line of the check")
        // As the article "Exploring the order of answers" shows it.
        XCTAssertEqual(
            failure.message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
            [
                "states differ from #2:",
                "     expected                  actual",
                "  1  .next(0, )                .next(0, )",
                "→ 2  .next(30, slow answer)    .next(30, fast answer)",
                "  3  .next(30, fast answer)    .next(30, slow answer)",
                "#2 field by field:",
                #"  expected "slow answer", actual "fast answer""#,
                "",
                "in order 4 of those tried; the order that failed:",
                // The order's line is broken to fit in 120 columns, as the failure above it.
                "  at 30: cold observable #2's next(fast answer) (subscription 1) ran before cold observable #1's "
                    + "next(slow answer)",
                "      (subscription 1)",
                #"replay it with InterleavingExplorer.replaying(ExplorationOrder("1.0.0")!)"#,
            ])
    }

    func testAPinnedOrderFailsOnItsOwnAndThePlainOrderPasses() throws {
        let failing = FailureLog()
        let passing = FailureLog()

        let pinned = PresenterTest.explore(
            .replaying(try XCTUnwrap(ExplorationOrder("1"))), failureReporter: failing.reporter, presenter: lastAnswer,
            askBoth)
        let plain = PresenterTest.explore(
            .replaying(ExplorationOrder(choices: [])), failureReporter: passing.reporter, presenter: lastAnswer,
            askBoth)

        XCTAssertEqual(pinned.runs, 1)
        XCTAssertEqual(failing.failures.count, 1)
        XCTAssertTrue(failing.messages[0].contains("in the only order tried"), failing.messages[0])
        XCTAssertTrue(plain.passed)
        XCTAssertEqual(passing.messages, [])
    }

    func testATestThatHoldsInEveryOrderPasses() {
        let log = FailureLog()

        let report = PresenterTest.explore(failureReporter: log.reporter, presenter: lastAnswer) { test in
            test.send("slow", at: 10)
            test.send("fast", at: 20)
            test.run()
            let last = test.recordedStates.last?.value.element
            let fastLast: RecordedEvents<String> = [.next(0, ""), .next(30, "slow answer"), .next(30, "fast answer")]
            let slowLast: RecordedEvents<String> = [.next(0, ""), .next(30, "fast answer"), .next(30, "slow answer")]
            test.assertStates(last == "fast answer" ? fastLast : slowLast)
            test.finish()
        }

        XCTAssertEqual(log.messages, [])
        XCTAssertTrue(report.passed)
        XCTAssertEqual(report.runs, 6)
    }

    func testTheEventsATestSendsAtOneTimeKeepTheirOrder() {
        let log = FailureLog()

        let report = PresenterTest.explore(failureReporter: log.reporter, presenter: lastAnswer) { test in
            test.send("fast", at: 10)
            test.send("slow", at: 10)
            test.run()
            test.assertStates([.next(0, ""), .next(20, "fast answer"), .next(30, "slow answer")])
            test.finish()
        }

        XCTAssertEqual(log.messages, [])
        XCTAssertEqual(report.runs, 1)
    }
}
