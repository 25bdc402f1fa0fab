import Presenters
import ShowcaseApp
import XCTest

final class InMemoryBackendVoteTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private lazy var backend = InMemoryBackend(
        scheduler: scheduler, configuration: .init(latency: .seconds(10), publishInterval: .seconds(1000)))
    private lazy var votes = RemoteVotesRepository(client: backend)
    private lazy var posts = RemotePostsRepository(client: backend)
    /// Post 98's count when the backend starts.
    private let count98 = 62

    private func vote(_ id: Int, _ voted: Bool, at time: TestTime) -> TestableObserver<PostVotes> {
        let observer = scheduler.createObserver(PostVotes.self)
        scheduler.scheduleAt(time) { [votes] in
            _ = votes.vote(VoteRequest(postID: id, voted: voted)).asObservable().subscribe(observer)
        }
        return observer
    }

    func testAVoteAnswersTheNewCountAndThePagesShowIt() {
        let voted = vote(98, true, at: 0)
        let twice = vote(98, true, at: 20)
        let page = scheduler.createObserver([Post].self)
        scheduler.scheduleAt(40) { [posts] in _ = posts.posts(.latest).asObservable().subscribe(page) }

        scheduler.start()

        XCTAssertEqual(
            voted.events, [.next(10, PostVotes(postID: 98, isVoted: true, count: count98 + 1)), .completed(10)])
        // Voting twice counts once.
        XCTAssertEqual(
            twice.events, [.next(30, PostVotes(postID: 98, isVoted: true, count: count98 + 1)), .completed(30)])
        guard case .next(let shown)? = page.events.first?.value else { return XCTFail("no page") }
        XCTAssertEqual(shown.first { $0.id == 98 }?.votes, count98 + 1)
        XCTAssertEqual(shown.first { $0.id == 97 }?.votes, 143)
    }

    func testTakingAVoteBackCountsItOffOnce() {
        _ = vote(98, true, at: 0)
        let unvoted = vote(98, false, at: 20)
        let again = vote(98, false, at: 40)

        scheduler.start()

        XCTAssertEqual(
            unvoted.events, [.next(30, PostVotes(postID: 98, isVoted: false, count: count98)), .completed(30)])
        XCTAssertEqual(
            again.events, [.next(50, PostVotes(postID: 98, isVoted: false, count: count98)), .completed(50)])
    }

    func testAVoteForAnUnknownPostIsNotFound() {
        let unknown = vote(101, true, at: 0)
        let zero = vote(0, true, at: 0)

        scheduler.start()

        XCTAssertEqual(unknown.events, [.error(10, APIError.notFound)])
        XCTAssertEqual(zero.events, [.error(10, APIError.notFound)])
    }

    func testAnInjectedFailureFailsTheVoteAndCountsNothing() {
        backend.failNextRequest(with: .status(500))
        let failed = vote(98, true, at: 0)
        let page = scheduler.createObserver([Post].self)
        scheduler.scheduleAt(20) { [posts] in _ = posts.posts(.latest).asObservable().subscribe(page) }

        scheduler.start()

        XCTAssertEqual(failed.events, [.error(10, APIError.server(statusCode: 500))])
        guard case .next(let shown)? = page.events.first?.value else { return XCTFail("no page") }
        XCTAssertEqual(shown.first { $0.id == 98 }?.votes, count98)
    }

    func testTheRequestReadsAsWhatItDoes() {
        XCTAssertEqual(APIRequest.vote(VoteRequest(postID: 3, voted: true)).description, "vote #3")
        XCTAssertEqual(APIRequest.vote(VoteRequest(postID: 3, voted: false)).description, "unvote #3")
    }
}
