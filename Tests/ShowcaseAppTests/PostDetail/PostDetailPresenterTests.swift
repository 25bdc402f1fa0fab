import Foundation
import Presenters
import ShowcaseApp
import XCTest

final class PostDetailPresenterTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private let post = Fixture.post(7)
    private lazy var useCase = StubVoteUseCase(scheduler: scheduler)
    private let store = AppStore(session: Fixture.session)

    private func makeTest() -> PresenterTest<PostDetailEvent, PostDetailState, PostDetailRoute> {
        let voting = Voting(store: store, useCase: useCase)
        return PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [post, scheduler] in
            PostDetailPresenter(post: post, voting: voting, scheduler: scheduler)
        }
    }

    private func vote(_ count: Int, voted: Bool = true, pending: Bool = false) -> Vote {
        Vote(isVoted: voted, count: count, isPending: pending)
    }

    func testItShowsThePostAndLeadsBack() {
        let test = makeTest()
        test.send(.appear, at: 5)
        test.send(.backTapped, at: 10)

        test.run()

        test.assertStates([.next(0, PostDetailState(post: post))])
        test.assertRoutes([.next(10, .back)])
        test.finish(expectingLiveSubscriptions: 1)
    }

    func testItShowsTheVoteTheStoreHasWhenItAppears() {
        store.dispatch(.voteConfirmed(postID: post.id, voted: true, count: 99))
        let test = makeTest()
        test.send(.appear, at: 5)

        test.run()

        test.assertStates([
            .next(0, PostDetailState(post: post)), .next(5, PostDetailState(post: post, vote: vote(99))),
        ])
        test.assertRoutes([])
        test.finish(expectingLiveSubscriptions: 1)
    }

    func testAVoteIsShownAtOnceThenTheBackendsCount() {
        useCase.answer(with: [.next(30, PostVotes(postID: post.id, isVoted: true, count: 60)), .completed(30)])
        let test = makeTest()
        test.send(.appear, at: 5)
        test.send(.voteTapped, at: 10)

        test.run()

        test.assertStates([
            .next(0, PostDetailState(post: post)),
            .next(10, PostDetailState(post: post, vote: vote(post.votes + 1, pending: true))),
            .next(40, PostDetailState(post: post, vote: vote(60))),
        ])
        test.assertRoutes([])
        XCTAssertEqual(useCase.requests, [VoteRequest(postID: post.id, voted: true)])
        XCTAssertEqual(store.state.votes, [post.id: vote(60)])
        test.finish(expectingLiveSubscriptions: 1)
    }

    func testTakingTheVoteBackSendsAnUnvote() {
        store.dispatch(.voteConfirmed(postID: post.id, voted: true, count: 60))
        useCase.answer(with: [.next(30, PostVotes(postID: post.id, isVoted: false, count: 59)), .completed(30)])
        let test = makeTest()
        test.send(.appear, at: 5)
        test.send(.voteTapped, at: 10)

        test.run()

        test.assertStates([
            .next(0, PostDetailState(post: post)), .next(5, PostDetailState(post: post, vote: vote(60))),
            .next(10, PostDetailState(post: post, vote: vote(59, voted: false, pending: true))),
            .next(40, PostDetailState(post: post, vote: vote(59, voted: false))),
        ])
        test.assertRoutes([])
        XCTAssertEqual(useCase.requests, [VoteRequest(postID: post.id, voted: false)])
        test.finish(expectingLiveSubscriptions: 1)
    }

    func testAFailedVoteIsRolledBackWithItsReason() {
        useCase.answer(with: [.error(30, APIError.network)])
        useCase.answer(with: [.next(30, PostVotes(postID: post.id, isVoted: true, count: 60)), .completed(30)])
        let test = makeTest()
        test.send(.appear, at: 5)
        test.send(.voteTapped, at: 10)
        test.send(.voteTapped, at: 100)

        test.run()

        test.assertStates([
            .next(0, PostDetailState(post: post)),
            .next(10, PostDetailState(post: post, vote: vote(post.votes + 1, pending: true))),
            // The store rolls the vote back, then the failure comes to the screen, at the same instant.
            .next(40, PostDetailState(post: post)),
            .next(40, PostDetailState(post: post, voteFailure: "Could not vote. No connection.")),
            // The failure is gone when the next vote starts.
            .next(100, PostDetailState(post: post)),
            .next(100, PostDetailState(post: post, vote: vote(post.votes + 1, pending: true))),
            .next(130, PostDetailState(post: post, vote: vote(60))),
        ])
        XCTAssertEqual(useCase.requests.count, 2)
        test.assertRoutes([])
        test.finish(expectingLiveSubscriptions: 1)
    }

    func testATapWhileAVoteIsPendingSendsNothing() {
        useCase.answer(with: [.next(30, PostVotes(postID: post.id, isVoted: true, count: 60)), .completed(30)])
        let test = makeTest()
        test.send(.appear, at: 5)
        test.send(.voteTapped, at: 10)
        test.send(.voteTapped, at: 20)

        test.run()

        test.assertStates([
            .next(0, PostDetailState(post: post)),
            .next(10, PostDetailState(post: post, vote: vote(post.votes + 1, pending: true))),
            .next(40, PostDetailState(post: post, vote: vote(60))),
        ])
        test.assertRoutes([])
        XCTAssertEqual(useCase.requests.count, 1)
        test.finish(expectingLiveSubscriptions: 1)
    }

    func testAVoteFromAnotherScreenIsShownAtOnce() {
        let test = makeTest()
        test.send(.appear, at: 5)
        scheduler.scheduleAt(50) { [store, post] in
            store.dispatch(.voteConfirmed(postID: post.id, voted: true, count: 12))
        }

        test.run()

        test.assertStates([
            .next(0, PostDetailState(post: post)), .next(50, PostDetailState(post: post, vote: vote(12))),
        ])
        test.assertRoutes([])
        test.finish(expectingLiveSubscriptions: 1)
    }

    func testEachFailureHasItsMessage() {
        let cases: [(Error, String)] = [
            (APIError.network, "Could not vote. No connection."),
            (APIError.server(statusCode: 500), "Could not vote. Something went wrong on our side."),
            (APIError.notFound, "Could not vote: this post no longer exists."),
            (APIError.invalidResponse, "Could not vote. Unexpected answer from the server."),
        ]
        for (error, message) in cases {
            let scheduler = TestScheduler(initialClock: 0)
            let useCase = StubVoteUseCase(scheduler: scheduler)
            useCase.answer(with: [.error(1, error)])
            let presenter = PostDetailPresenter(
                post: post, voting: Voting(store: AppStore(session: nil), useCase: useCase), scheduler: scheduler)
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
            .next(0, PostDetailState(post: post)), .next(10, PostDetailState(post: post, scrollOffset: 70)),
            .next(20, PostDetailState(post: post, scrollOffset: -40)), .next(30, PostDetailState(post: post)),
            .next(40, PostDetailState(post: post, scrollOffset: 1_000_000)),
        ])
        test.assertRoutes([])
        test.finish()
    }

    func testTheStatesHeaderFollowsItsOffset() {
        XCTAssertEqual(
            PostDetailState(post: post, scrollOffset: 70).header,
            ParallaxLayout(height: 130, imageOffset: -35, titleOpacity: 0.5))
        XCTAssertEqual(PostDetailState(post: post).header, ParallaxHeader.postDetail.layout(offset: 0))
        XCTAssertEqual(PostDetailState(post: post, scrollOffset: -.infinity).scrollOffset, -1_000_000)
    }

    func testSharingSaysWhereTheLiveChatIsAtTheSchedulersTime() {
        let start = Date(timeIntervalSince1970: 100)
        let chat = LiveChat(host: "kofi", start: start, end: start.addingTimeInterval(50))
        let voting = Voting(store: store, useCase: useCase)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [post, scheduler] in
            PostDetailPresenter(post: post, chat: chat, voting: voting, scheduler: scheduler)
        }
        test.send(.shareTapped, at: 99)
        test.send(.shareTapped, at: 100)
        test.send(.shareTapped, at: 149)
        test.send(.shareTapped, at: 150)

        test.run()

        test.assertStates([
            .next(0, PostDetailState(post: post, chat: chat)),
            .next(99, PostDetailState(post: post, chat: chat, shareMessage: "I signed up to chat with @kofi")),
            .next(100, PostDetailState(post: post, chat: chat, shareMessage: "I am chatting with @kofi")),
            .next(150, PostDetailState(post: post, chat: chat, shareMessage: "Thanks @kofi for the LIVE Chat")),
        ])
        test.assertRoutes([])
        test.finish()
    }

    func testWithoutALiveChatSharingDoesNothing() {
        let test = makeTest()
        test.send(.shareTapped, at: 10)

        test.run()

        test.assertStates([.next(0, PostDetailState(post: post))])
        test.assertRoutes([])
        test.finish()
    }
}
