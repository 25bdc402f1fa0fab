import Foundation
import XCTest

/// Whole sessions of the built demo on the post detail, its comments, collections and users, compared
/// line by line with golden transcripts that were read and checked by hand.
final class CommentSessionTests: XCTestCase {
    /// Logs in with the demo account and waits for the feed's first page.
    private let signIn = ["email demo@example.com", "password password1", "login", "wait 600ms"]

    func testOpensPostOneWithNoCommentsWritesOneAndEditsIt() throws {
        try assertSession(
            signIn + [
                "user 2", "wait 300ms", "open 10", "wait 300ms", "send", "comment Great app", "send", "wait 300ms",
                "edit 1 Great app, it works offline too", "wait 300ms", "back",
            ], matches: Golden.commentSession)
    }

    func testAPostThatHangsTimesOutThenARetryShowsIt() throws {
        try assertSession(
            signIn + [
                "collection 3", "wait 300ms", "fail hang", "open 1", "wait 9s", "wait 1s", "retry", "retry",
                "wait 300ms",
                "back",
            ], matches: Golden.timeoutSession)
    }

    func testAPostOpenedFromTheFeedStaysShownWhileItsLoadByIdTimesOutThenARetryLoadsIt() throws {
        try assertSession(
            signIn + ["fail hang", "open 1", "wait 9s", "wait 1s", "retry", "retry", "wait 300ms", "back"],
            matches: Golden.knownPostTimeoutSession)
    }

    func testARefusedCommentIsRolledBackAndOthersCommentsCannotBeEdited() throws {
        try assertSession(
            signIn + [
                "user 3", "wait 300ms", "open 9", "wait 300ms", "edit 1 Mine now", "edit 3 Mine now",
                "comment Does it sync offline?", "fail server", "send", "wait 300ms", "edit 2 ", "fail 404", "back",
                "open 1", "wait 300ms", "retry", "wait 300ms",
            ], matches: Golden.refusedCommentSession)
    }

    func testACollectionThatDoesNotExistSaysSoOnceAndARetryAsksForItAndItsPostsAgain() throws {
        try assertSession(
            signIn + ["collection 9", "wait 300ms", "requests", "retry", "wait 300ms", "requests", "back"],
            matches: Golden.missingCollectionSession)
    }

    func testSharingTwiceInTheSamePhaseOfTheLiveChatShowsTheMessageBothTimes() throws {
        try assertSession(
            signIn + ["open 3", "wait 300ms", "share", "share", "wait 120s", "share", "share", "back"],
            matches: Golden.shareTwiceSession)
    }

    func testTheSameRefusedEditTwiceShowsTheRefusalBothTimes() throws {
        try assertSession(
            signIn + [
                "user 3", "wait 300ms", "open 9", "wait 300ms", "edit 1 Mine now", "edit 1 Mine now",
                "edit 2 Mine too", "back",
            ], matches: Golden.refusedEditTwiceSession)
    }

    private func assertSession(
        _ script: [String], matches golden: Golden, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let result = try DemoProcess.run(arguments: ["--virtual"], input: DemoSessionTests.input(script))
        XCTAssertEqual(result.status, 0, file: file, line: line)
        XCTAssertEqual(result.error, "", file: file, line: line)
        Golden.assertMatches(result.output, golden, file: file, line: line)
    }
}
