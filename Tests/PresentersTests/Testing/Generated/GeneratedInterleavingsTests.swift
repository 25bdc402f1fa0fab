import Presenters
import XCTest

/// Generated sequences whose same-instant actions are also tried in every order.
final class GeneratedInterleavingsTests: PresentersTestCase {
    enum EchoChange {
        case sent(String)
        case shown(String)
    }

    struct Echo: Equatable {
        var sent: [String] = []
        var shown: [String] = []
    }

    /// Each event is shown 10 ticks after it is sent: two events sent at one instant show at one instant.
    private func delayedEcho(_ scheduler: TestScheduler) -> Presenter<String, Echo, Never> {
        Presenter(
            initialState: Echo(), scheduler: scheduler,
            reduce: .pure { (state, change: EchoChange) in
                var state = state
                switch change {
                case .sent(let event): state.sent.append(event)
                case .shown(let event): state.shown.append(event)
                }
                return state
            }
        ) { event, _ in
            .merge(
                .mutate(.sent(event)),
                .run(Observable.just(.shown(event)).delay(.seconds(10), scheduler: scheduler)))
        }
    }

    private let inOrder = Invariant<Echo>("the events are shown in the order sent") { echo in
        echo.sent.starts(with: echo.shown)
    }

    func testAnOrderOfSameInstantActionsThatBreaksAnInvariantIsFoundAndShrunk() throws {
        let settings = GenerationSettings(
            sequences: 10, steps: 1...4, weights: StepWeights(event: 1, wait: 0, answer: 0),
            interleavings: InterleavingExplorer(limit: 20))

        let report = PresenterTest.generate(
            settings, failureReporter: FailureLog().reporter, events: .oneOf(["a", "b"]), invariants: [inOrder]
        ) { scheduler, _ in self.delayedEcho(scheduler) }

        let failure = try XCTUnwrap(report.failure)
        XCTAssertEqual(failure.steps.map(\.description), [#".send("a")"#, #".send("b")"#])
        let order = try XCTUnwrap(failure.order)
        XCTAssertTrue(order.contains("replay it with InterleavingExplorer.replaying(ExplorationOrder("), order)

        let plain = PresenterTest.generate(
            GenerationSettings(sequences: 10, steps: 1...4, weights: StepWeights(event: 1, wait: 0, answer: 0)),
            failureReporter: .xctest, events: .oneOf(["a", "b"]), invariants: [inOrder]
        ) { scheduler, _ in self.delayedEcho(scheduler) }
        XCTAssertTrue(plain.passed)
    }
}
