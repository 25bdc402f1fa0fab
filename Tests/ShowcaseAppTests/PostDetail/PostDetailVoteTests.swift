import Foundation
import PresentersXCTest
import ShowcaseApp
import XCTest

/// The post detail's votes through the app's store, its header as it scrolls, and its share message.
final class PostDetailVoteTests: ShowcaseAppTestCase {
    private typealias Comments = PagedListState<Comment, RequestFailure>
    // Ticks of a tenth of a second: the answers, tens of ticks away, come well within a request's 10 s.
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    private lazy var posts = TestAnswers<Int, Post>(call: "post.load", scheduler: scheduler, failureReporter: .xctest)
    private lazy var commentPages = TestAnswers<CommentsRequest, [Comment]>(
        call: "post.comments", scheduler: scheduler, failureReporter: .xctest)
    private lazy var votes = TestAnswers<VoteRequest, PostVotes>(
        call: "post.vote", scheduler: scheduler, failureReporter: .xctest)
    private let store = AppStore(session: Fixture.session)
    private let post = Fixture.post(7)
    private lazy var upvote = VoteRequest(postID: post.id, voted: true)
    private var chat: LiveChat?

    /// The detail's use case: the post and its comments answered by `posts` and `commentPages`.
    private var detailUseCase: PostDetailUseCase {
        var useCase = PostDetailUseCase.unimplemented(Unimplemented(failureReporter: .xctest))
        useCase.post = posts.call
        useCase.comments = commentPages.call
        return useCase
    }

    /// The vote use case, answered by `votes`.
    private var voteUseCase: VoteUseCase {
        var useCase = VoteUseCase.unimplemented(Unimplemented(failureReporter: .xctest))
        useCase.vote = votes.call
        return useCase
    }

    private func makeTest() -> PresenterTest<PostDetailEvent, PostDetailState, PostDetailRoute> {
        let voting = Voting(store: store, useCase: voteUseCase)
        return PresenterTest(scheduler: scheduler, failureReporter: .xctest) {
            [post, detailUseCase, scheduler, chat] in
            makePostDetailPresenter(
                restoring: PostDetailState(post: post), author: Fixture.email, useCase: detailUseCase,
                voting: voting,
                liveChat: { _ in chat }, scheduler: scheduler)
        }
    }

    /// The detail of post 7, restored with the post loaded, its comments as given.
    private func detail(
        _ comments: Comments = Comments(), vote: Vote? = nil, voteFailure: String? = nil, scrollOffset: Double = 0,
        shareMessage: String? = nil
    ) -> PostDetailState {
        PostDetailState(
            id: post.id, post: .loaded(post), comments: comments, vote: vote, voteFailure: voteFailure,
            scrollOffset: scrollOffset, shareMessage: shareMessage)
    }

    private let loading = Comments(isLoadingInitial: true)
    private let none = Comments(moreToLoad: false, isEmpty: true)

    /// Appears at 5 with no comments, answered at 6.
    private func appear(_ test: PresenterTest<PostDetailEvent, PostDetailState, PostDetailRoute>) {
        commentPages.answer(CommentsRequest(postID: post.id, page: .latest), with: [.next(1, []), .completed(1)])
        test.send(.appear, at: 5)
    }

    private func vote(_ count: Int, voted: Bool = true, pending: Bool = false) -> Vote {
        Vote(isVoted: voted, count: count, isPending: pending)
    }

    func testItShowsTheVoteTheStoreHasWhenItAppears() {
        store.dispatch(.voteConfirmed(postID: post.id, voted: true, count: 99))
        let test = makeTest()
        appear(test)

        test.run()

        test.assertStates([
            .next(0, detail()), .next(5, detail(loading)), .next(5, detail(loading, vote: vote(99))),
            .next(6, detail(none, vote: vote(99))),
        ])
        XCTAssertEqual(detail(vote: vote(99)).shownVote, vote(99))
        XCTAssertEqual(detail().shownVote, Vote(isVoted: false, count: post.votes))
        test.assertRoutes([])
        test.finish(expectingLiveSubscriptions: 1)
    }

    func testAVoteIsShownAtOnceThenTheBackendsCount() {
        votes.answer(upvote, with: [.next(30, PostVotes(postID: post.id, isVoted: true, count: 60)), .completed(30)])
        let test = makeTest()
        appear(test)
        test.send(.voteTapped, at: 10)

        test.run()

        test.assertStates([
            .next(0, detail()), .next(5, detail(loading)), .next(6, detail(none)),
            .next(10, detail(none, vote: vote(post.votes + 1, pending: true))),
            .next(40, detail(none, vote: vote(60))),
        ])
        test.assertRoutes([])
        XCTAssertEqual(votes.requests, [VoteRequest(postID: post.id, voted: true)])
        XCTAssertEqual(store.state.votes, [post.id: vote(60)])
        test.finish(expectingLiveSubscriptions: 1)
    }

    func testAVoteOnAKnownPostWhileItLoadsByIdCountsFromTheKnownPost() {
        votes.answer(upvote, with: [.next(30, PostVotes(postID: post.id, isVoted: true, count: 60)), .completed(30)])
        posts.answer(post.id, with: [.next(8, post), .completed(8)])
        commentPages.answer(CommentsRequest(postID: post.id, page: .latest), with: [.next(1, []), .completed(1)])
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) {
            [post, detailUseCase, store, voteUseCase, scheduler] in
            makePostDetailPresenter(
                id: post.id, post: post, author: Fixture.email, useCase: detailUseCase,
                voting: Voting(store: store, useCase: voteUseCase), scheduler: scheduler)
        }
        test.send(.appear, at: 5)
        test.send(.voteTapped, at: 10)

        test.run()

        func opened(_ load: Loadable<Post, RequestFailure>, _ comments: Comments, vote: Vote? = nil) -> PostDetailState
        {
            PostDetailState(id: post.id, post: load, known: post, comments: comments, vote: vote)
        }
        test.assertStates([
            .next(0, opened(.idle, Comments())), .next(5, opened(.loading, Comments())),
            .next(5, opened(.loading, loading)), .next(6, opened(.loading, none)),
            .next(10, opened(.loading, none, vote: vote(post.votes + 1, pending: true))),
            .next(13, opened(.loaded(post), none, vote: vote(post.votes + 1, pending: true))),
            .next(40, opened(.loaded(post), none, vote: vote(60))),
        ])
        XCTAssertEqual(votes.requests, [VoteRequest(postID: post.id, voted: true)])
        test.finish(expectingLiveSubscriptions: 1)
    }

    func testAFailedVoteIsRolledBackWithItsReasonAndTheNextOneClearsIt() {
        votes.answer(upvote, with: [.error(30, APIError.network)])
        votes.answer(upvote, with: [.next(30, PostVotes(postID: post.id, isVoted: true, count: 60)), .completed(30)])
        let test = makeTest()
        appear(test)
        test.send(.voteTapped, at: 10)
        test.send(.voteTapped, at: 100)

        test.run()

        let before = vote(post.votes, voted: false)
        let failed = detail(none, vote: before, voteFailure: "Could not vote. No connection.")
        let cleared = failed.setting(\.voteFailure, to: nil)
        test.assertStates([
            .next(0, detail()), .next(5, detail(loading)), .next(6, detail(none)),
            .next(10, detail(none, vote: vote(post.votes + 1, pending: true))),
            // The store rolls the vote back, then the failure comes to the screen, at the same instant.
            .next(40, detail(none, vote: before)),
            .next(40, failed),
            .next(100, cleared),
            .next(100, cleared.setting(\.vote, to: vote(post.votes + 1, pending: true))),
            .next(130, cleared.setting(\.vote, to: vote(60))),
        ])
        test.assertRoutes([])
        XCTAssertEqual(votes.requests.count, 2)
        test.finish(expectingLiveSubscriptions: 1)
    }

    func testATapWhileAVoteIsPendingSendsNothing() {
        votes.answer(upvote, with: [.next(30, PostVotes(postID: post.id, isVoted: true, count: 60)), .completed(30)])
        let test = makeTest()
        appear(test)
        test.send(.voteTapped, at: 10)
        test.send(.voteTapped, at: 20)

        test.run()

        test.assertStates([
            .next(0, detail()), .next(5, detail(loading)), .next(6, detail(none)),
            .next(10, detail(none, vote: vote(post.votes + 1, pending: true))),
            .next(40, detail(none, vote: vote(60))),
        ])
        test.assertRoutes([])
        XCTAssertEqual(votes.requests.count, 1)
        test.finish(expectingLiveSubscriptions: 1)
    }

    func testAVoteFromAnotherScreenIsShownAtOnce() {
        let test = makeTest()
        appear(test)
        scheduler.scheduleAt(50) { [store, post] in
            store.dispatch(.voteConfirmed(postID: post.id, voted: true, count: 12))
        }

        test.run()

        test.assertStates([
            .next(0, detail()), .next(5, detail(loading)), .next(6, detail(none)),
            .next(50, detail(none, vote: vote(12))),
        ])
        test.assertRoutes([])
        test.finish(expectingLiveSubscriptions: 1)
    }

    func testEachVoteFailureHasItsMessage() {
        let cases: [(Error, String)] = [
            (APIError.network, "Could not vote. No connection."),
            (APIError.server(statusCode: 500), "Could not vote. Something went wrong on our side."),
            (APIError.notFound, "Could not vote: this post no longer exists."),
            (APIError.invalidResponse, "Could not vote. Unexpected answer from the server."),
        ]
        for (error, message) in cases {
            // Ticks of a tenth of a second: the answers, tens of ticks away, come well within a request's 10 s.
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
            let votes = TestAnswers<VoteRequest, PostVotes>(
                call: "post.vote", scheduler: scheduler, failureReporter: .xctest)
            votes.answer(upvote, with: [.error(1, error)])
            var useCase = VoteUseCase.unimplemented(Unimplemented(failureReporter: .xctest))
            useCase.vote = votes.call
            let presenter = makePostDetailPresenter(
                restoring: PostDetailState(post: post), author: nil,
                useCase: .unimplemented(Unimplemented(failureReporter: .xctest)),
                voting: Voting(store: AppStore(session: nil), useCase: useCase), scheduler: scheduler)
            presenter.send(.voteTapped)
            scheduler.start()
            XCTAssertEqual(presenter.currentState.voteFailure, message)
        }
    }

    func testScrollingLaysTheHeaderOut() {
        let test = makeTest()
        test.send(.scrolled(offset: 70), at: 10)
        test.send(.scrolled(offset: -40), at: 20)
        test.send(.scrolled(offset: .nan), at: 30)
        test.send(.scrolled(offset: .infinity), at: 40)

        test.run()

        test.assertStates([
            .next(0, detail()), .next(10, detail(scrollOffset: 70)), .next(20, detail(scrollOffset: -40)),
            .next(30, detail()), .next(40, detail(scrollOffset: 1_000_000)),
        ])
        XCTAssertEqual(
            detail(scrollOffset: 70).header, ParallaxLayout(height: 130, imageOffset: -35, titleOpacity: 0.5))
        XCTAssertEqual(detail(scrollOffset: -.infinity).scrollOffset, -1_000_000)
        test.assertRoutes([])
        test.finish()
    }

    func testSharingSaysWhereTheLiveChatIsAtTheSchedulersTime() {
        let start = Date(timeIntervalSince1970: 100)
        chat = LiveChat(host: "kofi", start: start, end: start.addingTimeInterval(50))
        let test = makeTest()
        // The chat runs from 100 s to 150 s: ticks 1000 to 1500.
        test.send(.shareTapped, at: 999)
        test.send(.shareTapped, at: 1000)
        test.send(.shareTapped, at: 1499)
        test.send(.shareTapped, at: 1500)

        test.run()

        let signedUp = detail(shareMessage: "I signed up to chat with @kofi")
        let chatting = signedUp.setting(\.shareMessage, to: "I am chatting with @kofi")
        // Shared again in the same phase of the chat: the same message, shown a second time.
        let chattingAgain = chatting.setting(\.shareMessage, to: "I am chatting with @kofi")
        test.assertStates([
            .next(0, detail()), .next(999, signedUp), .next(1000, chatting), .next(1499, chattingAgain),
            .next(1500, chattingAgain.setting(\.shareMessage, to: "Thanks @kofi for the LIVE Chat")),
        ])
        test.assertRoutes([])
        test.finish()
    }

    func testWithoutALiveChatOrAPostSharingAndVotingDoNothing() {
        let test = makeTest()
        test.send(.shareTapped, at: 10)

        test.run()

        test.assertStates([.next(0, detail())])
        test.assertRoutes([])
        test.finish()

        let unloaded = makePostDetailPresenter(
            id: 3, author: nil, useCase: detailUseCase,
            voting: Voting(store: store, useCase: voteUseCase),
            liveChat: { _ in self.chat }, scheduler: scheduler)
        unloaded.send(.voteTapped)
        unloaded.send(.shareTapped)
        XCTAssertEqual(unloaded.currentState, PostDetailState(id: 3))
        XCTAssertEqual(votes.requests, [])
    }
}
