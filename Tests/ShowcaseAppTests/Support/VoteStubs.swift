import Presenters
import ShowcaseApp
import XCTest

/// A vote use case that answers each request with the next cold observable set up, timed from the request's
/// subscription; a request nobody set up fails the test.
final class StubVoteUseCase {
    private let scheduler: TestScheduler
    private var answers: [TestableObservable<PostVotes>] = []
    private(set) var requests: [VoteRequest] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// The use case, answering through this stub.
    var useCase: VoteUseCase { VoteUseCase(vote: vote) }

    /// Answers the next request with `events`.
    @discardableResult
    func answer(with events: [Recorded<Event<PostVotes>>]) -> TestableObservable<PostVotes> {
        let answer = scheduler.createColdObservable(events)
        answers.append(answer)
        return answer
    }

    func vote(_ request: VoteRequest) -> Single<PostVotes> {
        requests.append(request)
        guard !answers.isEmpty else {
            XCTFail("no answer set up for \(request)")
            return .never()
        }
        return answers.removeFirst().asSingle()
    }
}
