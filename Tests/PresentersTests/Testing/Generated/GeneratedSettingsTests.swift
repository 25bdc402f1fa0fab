import Presenters
import XCTest

/// The resolution of a sequence's scheduler, the subscriptions a presenter keeps on purpose, and invariants
/// that read the requests made.
final class GeneratedSettingsTests: PresentersTestCase {
    enum FollowEvent: CaseIterable {
        case follow
        case bump
    }

    struct Following: Equatable {
        var following = false
        var shown = 0
    }

    /// `follow` starts following a stream that never ends; `bump` shows one more after 300 ms.
    private func follower(_ scheduler: TestScheduler) -> Presenter<FollowEvent, Following, Never> {
        Presenter(
            initialState: Following(), scheduler: scheduler,
            reduce: .pure { (state, change: Int) in
                var state = state
                if change == 0 { state.following = true } else { state.shown += change }
                return state
            }
        ) { event, _ in
            switch event {
            case .follow: return .merge(.mutate(0), .run(Observable<Int>.never(), .first("follow")))
            case .bump: return .run(Observable.just(1).delay(.milliseconds(300), scheduler: scheduler))
            }
        }
    }

    func testTheSchedulersTickIsTheSettingsResolution() {
        var scheduler: TestScheduler?
        var shownAt: [TestTime] = []
        let records = Invariant<Following>("records") { state in
            if state.shown == 1, shownAt.isEmpty, let clock = scheduler?.clock { shownAt.append(clock) }
            return true
        }

        let report = PresenterTest.replay(
            [.send(.bump), .wait(2), .wait(1)], settings: GenerationSettings(resolution: 0.1),
            failureReporter: .xctest, invariants: [records]
        ) { made, _ in
            scheduler = made
            return self.follower(made)
        }

        XCTAssertTrue(report.passed)
        XCTAssertEqual(shownAt, [3])
    }

    func testASubscriptionKeptOnPurposeIsExpectedFromTheLastState() throws {
        let settings = GenerationSettings(sequences: 20, steps: 1...6, seed: 2)

        let strict = PresenterTest.generate(
            settings, failureReporter: FailureLog().reporter, events: .cases
        ) { scheduler, _ in self.follower(scheduler) }
        let expecting = PresenterTest.generate(
            settings, failureReporter: .xctest, events: .cases,
            expectingLiveSubscriptions: { $0.following ? 1 : 0 }
        ) { scheduler, _ in self.follower(scheduler) }

        let failure = try XCTUnwrap(strict.failure)
        XCTAssertTrue(failure.message.hasPrefix("1 subscription is alive at the end of the test"), failure.message)
        XCTAssertEqual(failure.steps.map(\.description), [".send(.follow)"])
        XCTAssertTrue(expecting.passed)
    }

    func testAnInvariantSeesTheRequestsMadeAndTheirOutcomes() throws {
        let answers = AnswerGenerators().values(for: \CounterUseCase.save) { _, count in count }
        let oneSaveAtATime = Invariant<CounterState>("one save at a time") { _, requests in
            requests.filter { $0.call == "counter.save" && $0.outcome == .waiting }.count <= 1
        }
        let settings = GenerationSettings(sequences: 20, steps: 1...8, seed: 4)

        let merged = PresenterTest.generate(
            settings, failureReporter: FailureLog().reporter, answers: answers, events: .cases,
            invariants: [oneSaveAtATime]
        ) { scheduler, answers in
            makeCounterPresenter(useCase: .generated(by: answers), scheduler: scheduler, policy: .merge("save"))
        }
        let latest = PresenterTest.generate(
            settings, failureReporter: .xctest, answers: answers, events: .cases, invariants: [oneSaveAtATime]
        ) { scheduler, answers in
            makeCounterPresenter(useCase: .generated(by: answers), scheduler: scheduler)
        }

        let failure = try XCTUnwrap(merged.failure)
        XCTAssertEqual(failure.steps.map(\.description), [".send(.save)", ".send(.save)"])
        XCTAssertTrue(
            failure.message.hasSuffix(
                "requests: counter.save#1(0) at 0 waiting, counter.save#2(0) at 0 waiting"), failure.message)
        XCTAssertTrue(latest.passed)
    }
}
