import Presenters
import XCTest

/// The marble form of the harness run against deliberately wrong diagrams.
final class PresenterTestMarblesTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private let log = FailureLog()

    func testAMarbleMismatchIsDrawnWithACaretUnderTheFirstDifference() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler] in
            makeValuePresenter(
                useCase: FixedValueUseCase(answer: 1, latency: .seconds(20), scheduler: scheduler),
                scheduler: scheduler)
        }

        test.assertMarbles(
            events: "-p--t", values: ["p": .prepare, "t": .touch],
            states: "i-P-T", values: ["i": .initial, "P": .prepared(value: 1), "T": .touched])
        test.finish()

        XCTAssertEqual(
            log.messages,
            [
                """
                states differ, drawn from tick 0 at 10 ticks a frame:
                  events:   -p--t
                  expected: i-P-T
                  actual:   i--PT
                              ^
                states differ from #2:
                     expected                         actual
                  1  .next(0, initial)                .next(0, initial)
                → 2  .next(20, prepared(value: 1))    .next(30, prepared(value: 1))
                  3  .next(40, touched)               .next(40, touched)
                #2 field by field:
                  time: expected 20, actual 30
                """
            ])
    }

    func testAnUnexpectedRouteIsDrawnAsMarbles() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler] in
            Presenter<String, Int, String>(initialState: 0, scheduler: scheduler, reduce: .replace) { event, count in
                event == "back" ? .route("back") : .mutate(count + 1)
            }
        }

        test.assertMarbles(
            events: "-a-b", values: ["a": "add", "b": "back"],
            states: "01", values: ["0": 0, "1": 1])
        test.finish()

        XCTAssertEqual(
            log.messages,
            [
                """
                routes differ, drawn from tick 0 at 10 ticks a frame:
                  events:   -a-b
                  expected: (nothing)
                  actual:   ---{back}
                            ^
                routes differ from #1:
                     expected    actual
                → 1              .next(30, back)
                """
            ])
    }

    func testAMalformedDiagramIsReportedAndNothingIsSent() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler] in
            Presenter<String, Int, Never>(initialState: 0, scheduler: scheduler, reduce: .replace) { _, count in
                .mutate(count + 1)
            }
        }

        test.assertMarbles(events: "-a-x", values: ["a": "add"], states: "0-1", values: ["0": 0, "1": 1])
        test.assertStates([.next(0, 0)])
        test.finish()

        XCTAssertEqual(
            log.messages,
            ["'x' has no value: add it to `values`, at position 3 of the marble diagram:\n-a-x\n   ^"])
    }
}
