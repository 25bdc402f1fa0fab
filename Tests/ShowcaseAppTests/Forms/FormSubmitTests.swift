import PresentersXCTest
import XCTest

@testable import ShowcaseApp

final class FormSubmitTests: ShowcaseAppTestCase {
    private enum CommentEvent {
        case textChanged(String)
        case ratingChanged(String)
        case postTapped
        case dismissed
    }

    private enum CommentRoute: Hashable {
        case posted
    }

    private let scheduler = TestScheduler(initialClock: 0)
    private var posted: [RatedComment] = []
    private let valid = CommentForm(text: "Nice", rating: "5", isPostEnabled: true)
    private let loading = CommentForm(text: "Nice", rating: "5", isLoading: true)

    /// A comment form that posts with a request answering `answer`, timed from its subscription.
    private func makeTest(answer: [Recorded<Event<Int>>] = []) -> (
        PresenterTest<CommentEvent, CommentForm, CommentRoute>, TestableObservable<Int>
    ) {
        let request = scheduler.createColdObservable(answer)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            Presenter<CommentEvent, CommentForm, CommentRoute>(
                initialState: CommentForm(), scheduler: scheduler,
                reduce: .pure(FormMutation.reduce),
                route: { _, mutation in mutation == .submitted ? .posted : nil },
                effects: { event, form in
                    switch event {
                    case .textChanged(let text): return .mutate(.set(.text, to: text))
                    case .ratingChanged(let rating): return .mutate(.set(.rating, to: rating))
                    case .dismissed: return .mutate(.dismissFailure)
                    case .postTapped:
                        return .submit(form, as: "post") { comment in
                            self.posted.append(comment)
                            return request.asSingle()
                        }
                    }
                })
        }
        return (test, request)
    }

    private func fill(_ test: PresenterTest<CommentEvent, CommentForm, CommentRoute>, rating: String = "5") {
        test.send(.textChanged("Nice"), at: 10)
        test.send(.ratingChanged(rating), at: 20)
    }

    private var filled: RecordedEvents<CommentForm> {
        [.next(0, CommentForm()), .next(10, CommentForm(text: "Nice")), .next(20, valid)]
    }

    func testGivenValidFieldsWhenSubmittedThenItLoadsRunsTheWorkOnceAndEndsSubmitted() {
        let (test, request) = makeTest(answer: [.next(10, 1), .completed(10)])
        fill(test)
        test.send(.postTapped, at: 30)
        test.send(.postTapped, at: 35)

        test.run()

        test.assertStates(filled + [.next(30, loading), .next(40, valid)])
        test.assertRoutes([.next(40, .posted)])
        XCTAssertEqual(posted, [RatedComment(text: "Nice", rating: 5)])
        XCTAssertEqual(request.subscriptions, [Subscription(30, 40)])
        test.finish()
    }

    func testGivenAnInvalidFieldWhenSubmittedThenEveryErrorIsShownAndNothingRuns() {
        let (test, request) = makeTest()
        test.send(.textChanged("Nice"), at: 10)
        test.send(.postTapped, at: 20)

        test.run()

        test.assertStates([
            .next(0, CommentForm()), .next(10, CommentForm(text: "Nice")),
            .next(20, CommentForm(text: "Nice", ratingError: "Rate it.")),
        ])
        test.assertRoutes([])
        XCTAssertEqual(posted, [])
        XCTAssertEqual(request.subscriptions, [])
        test.finish()
    }

    func testGivenValidFieldsThatMakeNoRequestWhenSubmittedThenNothingRuns() {
        let (test, request) = makeTest()
        let huge = "99999999999999999999"
        fill(test, rating: huge)
        test.send(.postTapped, at: 30)

        test.run()

        let form = CommentForm(text: "Nice", rating: huge, isPostEnabled: true)
        // Revealing the errors of valid fields changes nothing, so no state is sent at 30.
        test.assertStates([.next(0, CommentForm()), .next(10, CommentForm(text: "Nice")), .next(20, form)])
        test.assertRoutes([])
        XCTAssertEqual(posted, [])
        XCTAssertEqual(request.subscriptions, [])
        test.finish()
    }

    func testWhenTheWorkFailsThenItsFailureIsShownUntilDismissed() {
        let (test, request) = makeTest(answer: [.error(10, APIError.network)])
        fill(test)
        test.send(.postTapped, at: 30)
        test.send(.dismissed, at: 50)

        test.run()

        test.assertStates(
            filled + [
                .next(30, loading),
                .next(40, CommentForm(text: "Nice", rating: "5", isPostEnabled: true, failure: .offline)),
                .next(50, valid),
            ])
        test.assertRoutes([])
        XCTAssertEqual(request.subscriptions, [Subscription(30, 40)])
        test.finish()
    }
}
