import PresentersTesting
import Testing

/// The value screen checked with the harness under Swift Testing, in parallel with every other test.
struct ValuePresenterSwiftTestingTests {
    private let scheduler = TestScheduler(initialClock: 0)

    private func makeTest() -> PresenterTest<ValueEvent, ValueState, Never> {
        PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) { [scheduler] in
            makeValuePresenter(
                useCase: FixedValueUseCase(answer: 1, latency: .seconds(50), scheduler: scheduler),
                scheduler: scheduler)
        }
    }

    @Test func prepareShowsTheValueWhenTheUseCaseAnswersThenTouchShowsTouched() {
        let test = makeTest()

        test.send(.prepare, at: 200)
        test.send(.touch, at: 300)
        test.run()

        test.assertStates([.next(0, .initial), .next(250, .prepared(value: 1)), .next(300, .touched)])
        test.finish()
    }

    @Test func aWrongExpectationIsRecordedAsAnIssue() {
        let test = makeTest()
        test.send(.prepare, at: 200)
        test.run()

        withKnownIssue {
            test.assertStates([.next(0, .initial), .next(200, .prepared(value: 1))])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("states differ from #2:") }
        }
        test.finish()
    }
}
