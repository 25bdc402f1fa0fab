import Presenters
import ShowcaseApp
import XCTest

/// Writing and editing comments on the detail of post 1, shown with no comments, or with one of the user's
/// and one of someone else's.
final class PostDetailCommentsTests: PostDetailPresenterTestCase {
    // Ticks of a tenth of a second: the answers, tens of ticks away, come well within a request's 10 s.
    override class var secondsPerTick: Double { 0.1 }

    private let mine = Comment(id: 5, author: "demo@example.com", text: "Mine")
    private let theirs = Fixture.comment(4)

    /// The detail restored with its post loaded, its comments `comments` shown at 18.
    private func appear(with comments: [Comment]) -> RecordedEvents<PostDetailState> {
        restored = post
        commentPages.answer(page(.latest), with: [.next(8, comments), .completed(8)])
        test.send(.appear, at: 10)
        return [
            .next(0, detail(.loaded(post))),
            .next(10, detail(.loaded(post), comments: Comments(isLoadingInitial: true))),
            .next(18, detail(.loaded(post), comments: loaded(comments))),
        ]
    }

    private func draft(_ text: String, error: String? = nil, enabled: Bool = true) -> CommentDraft {
        CommentDraft(text: text, textError: error, isSendEnabled: enabled)
    }

    func testSendIsEnabledOnlyForOneTo500CharactersOnceTrimmedAndSaysWhyNot() {
        let shown = appear(with: [])
        let long = String(repeating: "a", count: 501)
        let longest = " " + String(repeating: "a", count: 500) + " "
        test.send(.draftChanged("   "), at: 20)
        test.send(.sendTapped, at: 21)
        test.send(.draftChanged(long), at: 22)
        test.send(.draftChanged(longest), at: 23)
        test.send(.draftChanged(""), at: 24)

        test.run()

        let none = loaded([])
        test.assertStates(
            shown + [
                .next(
                    20,
                    detail(
                        .loaded(post), comments: none, draft: draft("   ", error: "Write a comment.", enabled: false))),
                .next(
                    22,
                    detail(
                        .loaded(post), comments: none,
                        draft: draft(long, error: "A comment has at most 500 characters.", enabled: false))),
                .next(23, detail(.loaded(post), comments: none, draft: draft(longest))),
                .next(
                    24,
                    detail(.loaded(post), comments: none, draft: draft("", error: "Write a comment.", enabled: false))),
            ])
        XCTAssertEqual(adds.requests, [], "nothing is sent while the text is invalid")
        test.finish()
    }

    func testASentCommentShowsAtOnceThenAsStored() {
        let shown = appear(with: [])
        let stored = Comment(id: 7, author: me, text: "Great app")
        let answer = adds.answer(CommentWrite(target: 1, text: "Great app", author: me), with: ok(stored))
        test.send(.draftChanged("  Great app "), at: 20)
        test.send(.sendTapped, at: 21)

        test.run()

        let none = loaded([])
        test.assertStates(
            shown + [
                .next(20, detail(.loaded(post), comments: none, draft: draft("  Great app "))),
                .next(21, detail(.loaded(post), comments: none, pending: [PendingComment(key: 1, text: "Great app")])),
                .next(31, detail(.loaded(post), comments: Comments(items: [stored], moreToLoad: false))),
            ])
        XCTAssertEqual(adds.requests, [CommentWrite(target: 1, text: "Great app", author: me)])
        XCTAssertEqual(answer.subscriptions, [Subscription(21, 31)])
        test.finish()
    }

    func testARefusedCommentIsTakenBackWithItsTextAndWhy() {
        let shown = appear(with: [])
        adds.answer(
            CommentWrite(target: 1, text: "Great app", author: me), with: [.error(10, APIError.server(statusCode: 500))]
        )
        test.send(.draftChanged("Great app"), at: 20)
        test.send(.sendTapped, at: 21)

        test.run()

        let none = loaded([])
        let refusal = CommentRefusal(cause: .server)
        var refused = draft("Great app")
        refused.failure = refusal
        test.assertStates(
            shown + [
                .next(20, detail(.loaded(post), comments: none, draft: draft("Great app"))),
                .next(21, detail(.loaded(post), comments: none, pending: [PendingComment(key: 1, text: "Great app")])),
                .next(31, detail(.loaded(post), comments: none, draft: refused)),
            ])
        XCTAssertEqual(refusal.message, "Your comment was not posted. Something went wrong on our side.")
        test.finish()
    }

    func testLoggedOutNothingIsSent() {
        author = nil
        let shown = appear(with: [theirs])
        test.send(.draftChanged("Hello"), at: 20)
        test.send(.sendTapped, at: 21)
        test.send(.editComment(id: 4, text: "Hello"), at: 22)

        test.run()

        let typed = detail(.loaded(post), comments: loaded([theirs]), draft: draft("Hello"))
        let refusedComment = typed.setting(\.notice, to: "Log in to write a comment.")
        // The notice is a pulse: a second refusal is a new notice, set a second time.
        let refusedEdit = refusedComment.setting(\.notice, to: "You can only edit your own comments.")
        test.assertStates(shown + [.next(20, typed), .next(21, refusedComment), .next(22, refusedEdit)])
        XCTAssertEqual(adds.requests, [])
        XCTAssertEqual(edits.requests, [])
        test.finish()
    }

    func testAnEditOfYourCommentShowsAtOnceAndIsKept() {
        let shown = appear(with: [mine, theirs])
        let edited = Comment(id: 5, author: me, text: "Mine, edited")
        edits.answer(CommentWrite(target: 5, text: "Mine, edited", author: me), with: ok(edited))
        test.send(.editComment(id: 5, text: " Mine, edited "), at: 20)

        test.run()

        test.assertStates(
            shown + [
                .next(20, detail(.loaded(post), comments: loaded([edited, theirs])))
            ])
        XCTAssertEqual(edits.requests, [CommentWrite(target: 5, text: "Mine, edited", author: me)])
        test.finish()
    }

    func testARefusedEditIsRolledBackWithWhy() {
        let shown = appear(with: [mine, theirs])
        edits.answer(CommentWrite(target: 5, text: "Changed", author: me), with: [.error(10, APIError.network)])
        test.send(.editComment(id: 5, text: "Changed"), at: 20)

        test.run()

        let changed = Comment(id: 5, author: me, text: "Changed")
        test.assertStates(
            shown + [
                .next(20, detail(.loaded(post), comments: loaded([changed, theirs]))),
                .next(
                    30,
                    detail(
                        .loaded(post), comments: loaded([mine, theirs]),
                        notice: "Your change was not saved. No connection.")),
            ])
        test.finish()
    }

    func testSomeoneElsesCommentAnInvalidTextOrAGoneCommentIsNotEditedNothingIsSentAndTypingClearsWhy() {
        let shown = appear(with: [mine, theirs])
        test.send(.editComment(id: 4, text: "Mine now"), at: 20)
        test.send(.editComment(id: 5, text: "  "), at: 21)
        test.send(.editComment(id: 9, text: "Hello"), at: 22)
        test.send(.draftChanged("Hi"), at: 23)

        test.run()

        let list = detail(.loaded(post), comments: loaded([mine, theirs]))
        let notTheirs = list.setting(\.notice, to: "You can only edit your own comments.")
        let empty = notTheirs.setting(\.notice, to: "Write a comment.")
        let gone = empty.setting(\.notice, to: "That comment is not shown any more.")
        let typing = gone.setting(\.notice, to: nil).setting(\.draft, to: draft("Hi"))
        test.assertStates(shown + [.next(20, notTheirs), .next(21, empty), .next(22, gone), .next(23, typing)])
        XCTAssertEqual(edits.requests, [])
        test.finish()
    }
}
