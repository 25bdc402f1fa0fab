import PresentersXCTest
import ShowcaseApp
import XCTest

/// The topics' screen under the harness, over a use case whose list answers as each test sets it up.
final class TopicsPresenterTests: ShowcaseAppTestCase {
    // Ticks of a tenth of a second: the answers, tens of ticks away, come well within a request's 10 s.
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    private lazy var lists = TestAnswers<Void, [Topic]>(
        call: "topics.list", scheduler: scheduler, failureReporter: .xctest)
    private lazy var test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler, lists] in
        var useCase = TopicsUseCase.unimplemented(Unimplemented(failureReporter: .xctest))
        useCase.topics = lists.call
        return makeTopicsPresenter(useCase: useCase, scheduler: scheduler)
    }
    private let topics = [
        Topic(id: 1, name: "Productivity", postCount: 38), Topic(id: 6, name: "Hardware", postCount: 0),
    ]

    func testWhenItAppearsThenItLoadsTheTopicsOnceAndASelectedTopicOpensById() {
        let answer = lists.answer(with: ok(topics))

        test.send(.appear, at: 10)
        test.send(.select(id: 1), at: 15)
        test.send(.appear, at: 16)
        test.send(.retry, at: 17)
        test.send(.select(id: 6), at: 30)
        test.send(.select(id: 2), at: 31)
        test.send(.backTapped, at: 40)
        test.run()

        test.assertStates([
            .next(0, TopicsState()), .next(10, TopicsState(topics: .loading)),
            .next(20, TopicsState(topics: .loaded(topics))),
        ])
        // A topic is opened only once it is shown, and only one that is.
        test.assertRoutes([.next(30, .topic(id: 6)), .next(40, .back)])
        XCTAssertEqual(answer.subscriptions, [Subscription(10, 20)])
        XCTAssertEqual(lists.requests.count, 1)
        XCTAssertNil(test.presenter.currentState.failureMessage)
        test.finish()
    }

    func testGivenTheLoadFailsThenItSaysWhyAndItsRetryLoadsAgain() {
        let failed = lists.answer(with: [.error(10, APIError.network)])
        let retried = lists.answer(with: ok([]))

        test.send(.appear, at: 10)
        test.send(.appear, at: 25)
        test.send(.retry, at: 30)
        test.send(.retry, at: 50)
        test.run()

        test.assertStates([
            .next(0, TopicsState()), .next(10, TopicsState(topics: .loading)),
            .next(20, TopicsState(topics: .failed(.network))), .next(30, TopicsState(topics: .loading)),
            .next(40, TopicsState(topics: .loaded([]))),
        ])
        test.assertRoutes([])
        XCTAssertEqual(failed.subscriptions, [Subscription(10, 20)])
        XCTAssertEqual(retried.subscriptions, [Subscription(30, 40)])
        XCTAssertEqual(
            TopicsState(topics: .failed(.network)).failureMessage, "Could not load the topics. No connection.")
        test.finish()
    }

    func testGivenNoAnswerThenTheLoadTimesOutAfterTenSecondsAndNotBefore() {
        let hung = lists.answer(with: [])
        lists.answer(with: ok(topics))

        test.send(.appear, at: 10)
        test.advance(to: 109)
        XCTAssertEqual(test.presenter.currentState, TopicsState(topics: .loading))
        test.send(.retry, at: 120)
        test.run()

        test.assertStates([
            .next(0, TopicsState()), .next(10, TopicsState(topics: .loading)),
            .next(110, TopicsState(topics: .failed(.timedOut))), .next(120, TopicsState(topics: .loading)),
            .next(130, TopicsState(topics: .loaded(topics))),
        ])
        test.assertRoutes([])
        XCTAssertEqual(hung.subscriptions, [Subscription(10, 110)])
        XCTAssertEqual(
            TopicsState(topics: .failed(.timedOut)).failureMessage,
            "Could not load the topics. The server took too long to answer.")
        test.finish()
    }

    func testWhenBackIsTappedThenItRoutesBackAndTheLoadIsCancelledWithTheScreen() {
        let answer = lists.answer(with: ok(topics))

        test.send(.appear, at: 10)
        test.send(.backTapped, at: 15)
        test.advance(to: 15)
        test.assertStates([.next(0, TopicsState()), .next(10, TopicsState(topics: .loading))])
        test.assertRoutes([.next(15, .back)])

        test.releasePresenter()

        XCTAssertEqual(answer.subscriptions, [Subscription(10, 15)])
        test.finish()
    }
}
