import ShowcaseApp
import XCTest

final class AppStateReducerTests: ShowcaseAppTestCase {
    private let demo = Session(email: "demo@example.com", token: "token-1")

    private func reduced(_ state: AppState, _ actions: AppAction...) -> AppState {
        var state = state
        for action in actions { AppState.reduce(&state, action) }
        return state
    }

    func testSigningInKeepsTheSession() {
        XCTAssertEqual(reduced(AppState(), .signedIn(demo)), AppState(session: demo))
    }

    func testSigningInAgainAsTheSameUserKeepsTheVotes() {
        let votes = [7: Vote(isVoted: true, count: 8)]
        let renewed = Session(email: demo.email, token: "token-2")
        XCTAssertEqual(
            reduced(AppState(session: demo, votes: votes), .signedIn(renewed)), AppState(session: renewed, votes: votes)
        )
    }

    func testSigningInAsAnotherUserForgetsTheVotes() {
        let other = Session(email: "new@example.com", token: "token-2")
        XCTAssertEqual(
            reduced(AppState(session: demo, votes: [7: Vote(isVoted: true, count: 8)]), .signedIn(other)),
            AppState(session: other))
    }

    func testSigningOutForgetsTheSessionAndTheVotes() {
        XCTAssertEqual(
            reduced(AppState(session: demo, votes: [7: Vote(isVoted: true, count: 8)]), .signedOut), AppState())
    }

    func testAVoteIsShownAtOncePending() {
        XCTAssertEqual(
            reduced(AppState(session: demo), .voteSent(postID: 7, voted: true, count: 41)),
            AppState(session: demo, votes: [7: Vote(isVoted: true, count: 42, isPending: true)]))
    }

    func testTakingAVoteBackCountsFromTheStoresCountNotTheScreens() {
        let state = AppState(votes: [7: Vote(isVoted: true, count: 42)])
        XCTAssertEqual(
            reduced(state, .voteSent(postID: 7, voted: false, count: 999)),
            AppState(votes: [7: Vote(isVoted: false, count: 41, isPending: true)]))
    }

    func testAVoteWhileOneIsPendingChangesNothing() {
        let state = AppState(votes: [7: Vote(isVoted: true, count: 42, isPending: true)])
        XCTAssertEqual(reduced(state, .voteSent(postID: 7, voted: false, count: 41)), state)
    }

    func testVotingForWhatIsAlreadyVotedChangesNothing() {
        let state = AppState(votes: [7: Vote(isVoted: true, count: 42)])
        XCTAssertEqual(reduced(state, .voteSent(postID: 7, voted: true, count: 42)), state)
        XCTAssertEqual(reduced(AppState(), .voteSent(postID: 7, voted: false, count: 3)), AppState())
    }

    func testAConfirmedVoteTakesTheBackendsCount() {
        XCTAssertEqual(
            reduced(
                AppState(), .voteSent(postID: 7, voted: true, count: 41),
                .voteConfirmed(postID: 7, voted: true, count: 50)),
            AppState(votes: [7: Vote(isVoted: true, count: 50)]))
    }

    func testAFailedVoteIsRolledBack() {
        XCTAssertEqual(
            reduced(AppState(), .voteSent(postID: 7, voted: true, count: 41), .voteFailed(postID: 7, previous: nil)),
            AppState())
        let before = Vote(isVoted: true, count: 42)
        XCTAssertEqual(
            reduced(
                AppState(votes: [7: before]), .voteSent(postID: 7, voted: false, count: 0),
                .voteFailed(postID: 7, previous: before)),
            AppState(votes: [7: before]))
    }

    func testVotesOnOtherPostsAreLeftAlone() {
        let state = AppState(votes: [3: Vote(isVoted: true, count: 4)])
        XCTAssertEqual(
            reduced(state, .voteSent(postID: 7, voted: true, count: 1)),
            AppState(votes: [3: Vote(isVoted: true, count: 4), 7: Vote(isVoted: true, count: 2, isPending: true)]))
    }

    func testThePostsVoteIsTheStoresOrItsOwnCount() {
        let post = Post(id: 7, title: "Notes", author: "Ana", votes: 41)
        XCTAssertEqual(AppState().vote(for: post), Vote(isVoted: false, count: 41))
        XCTAssertEqual(
            AppState(votes: [7: Vote(isVoted: true, count: 42)]).vote(for: post), Vote(isVoted: true, count: 42))
    }

    func testAListOfPostsTakesTheCountsOfTheVotesItHas() {
        let posts = [
            Post(id: 2, title: "B", author: "Ann", votes: 5), Post(id: 1, title: "A", author: "Ann", votes: 3),
        ]
        XCTAssertEqual(
            posts.counting([1: Vote(isVoted: true, count: 4), 9: Vote(isVoted: true, count: 1)]),
            [posts[0], Post(id: 1, title: "A", author: "Ann", votes: 4)])
        XCTAssertEqual(posts.counting([:]), posts)
    }
}
