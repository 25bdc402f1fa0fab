import Foundation
import XCTest

/// Checks an output against a golden transcript: the output of a session that was read and checked by
/// hand once, kept as a text file in `Golden/`, a resource of this target.
enum Golden {
    /// The golden transcript `Golden/<name>.txt`, exactly as it is on disk.
    static func transcript(_ name: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Golden"),
            let data = FileManager.default.contents(atPath: url.path)
        else { preconditionFailure("no golden transcript Golden/\(name).txt among the test target's resources") }
        return String(decoding: data, as: UTF8.self)
    }

    /// A login with wrong credentials, then the right ones: the fields' rules, the loader, the failure and its
    /// dismissal, the route to the feed, and the feed's first page once the input has ended.
    static var loginSession: String { transcript("LoginSession") }

    /// A first login while the backend hangs: "logging in..." still at 9 s, the timeout's message at 10 s with
    /// the login enabled again, and a second login that leads to the feed.
    static var loginTimeoutSession: String { transcript("LoginTimeoutSession") }

    /// Registration: every field's rules, a taken email, then a new account that leads to the feed, and `quit`
    /// with the feed's first page still loading.
    static var registrationSession: String { transcript("RegistrationSession") }

    /// The feed: a refresh with nothing new, a refresh after a minute with two new posts, pages of older posts
    /// to the end, and a failed page retried.
    static var feedSession: String { transcript("FeedSession") }

    /// Registration opened and dismissed with `back`, then posts of the feed opened and left with `back`.
    static var openSession: String { transcript("OpenSession") }

    /// The talk's UI test: post 1 opened by id from its author's posts with no comments, a send refused
    /// while the box is empty, a comment written and shown at once then stored, and edited.
    static var commentSession: String { transcript("CommentSession") }

    /// A post opened from a collection while the backend hangs: it times out after 10 s, a second retry
    /// while the first runs is refused, and the retry shows it.
    static var timeoutSession: String { transcript("TimeoutSession") }

    /// A post opened from the feed while the backend hangs: the feed's post is shown at once and stays while
    /// its load by id times out after 10 s, with a retry; the retry shows no loader, a second retry while the
    /// first runs is refused, and the post loaded, the same, prints nothing new.
    static var knownPostTimeoutSession: String { transcript("KnownPostTimeoutSession") }

    /// Someone else's comment that cannot be edited, a comment the backend refuses (shown at once, then
    /// taken back with its text and why), and a post not found, then shown on retry.
    static var refusedCommentSession: String { transcript("RefusedCommentSession") }

    /// A collection that does not exist: said once, with no second error about its posts; `retry` asks the
    /// backend again for the collection and its posts, and says it once more.
    static var missingCollectionSession: String { transcript("MissingCollectionSession") }

    /// A post's live chat shared twice before it is live and twice while it is: each time, the message shared
    /// is shown, the same twice in each phase.
    static var shareTwiceSession: String { transcript("ShareTwiceSession") }

    /// Someone else's comments edited three times, the first one twice: each refusal is shown.
    static var refusedEditTwiceSession: String { transcript("RefusedEditTwiceSession") }

    /// Bad input of every kind, each refused with one `error:` line, on the login screen and on the feed.
    static var badInputSession: String { transcript("BadInputSession") }

    /// Both tabs refused while logged out, each with one error. Then, logged in, the talk's venue test in the
    /// demo: "locating..." while the location is fetched, then loading, then the
    /// venues best first; the top venue opens its detail with its data. Then a denied location and its
    /// retry, a venue that is not in the list, and a detail that fails and is retried.
    static var venuesSession: String { transcript("VenuesSession") }

    /// The gallery, once logged in (the first list of requests starts with the login's and the feed's),
    /// scrolled: eight positions prefetched, four downloading and four waiting; the first four
    /// scrolled past and cancelled (the backend's requests say so), the next page loaded at the end; then a
    /// second visit that shows the images kept in the cache without a request, a failure retried, and an
    /// image gone for good.
    static var gallerySession: String { transcript("GallerySession") }

    /// The gallery scrolled before its pages land: positions 0 to 7 shown while the first page loads, whose
    /// images are fetched when it lands (four downloading, four waiting); then positions 11 to 16 shown while
    /// the second page loads: the image at 11 waits at once, those at 12 to 16 when their page lands, and
    /// their downloads start as slots free up.
    static var awaitedGallerySession: String { transcript("AwaitedGallerySession") }

    /// A link to a post while logged out: bad links refused, the good one kept and opened right after the
    /// login, over the feed, loading the post by its id; the detail's header scrolled up and pulled down, and
    /// its live chat shared before and while it is live.
    static var linkSession: String { transcript("LinkSession") }

    /// A vote on a post's detail seen in the feed without a reload; a vote taken back that the backend
    /// refuses, rolled back with its reason, and the feed as it was; then a logout back to the login.
    static var voteSession: String { transcript("VoteSession") }

    /// The tabs: the venues opened with a venue, the gallery shown, then the venues again with the same
    /// venue; a tab shown already refused; the feed's tab with a post; `screens` listing the stacks.
    static var tabSession: String { transcript("TabSession") }

    /// `back` on every screen: refused at the first screen of the login, the feed, the venues and the
    /// gallery with why; otherwise the `-> back to ...` line of the screen it went back to.
    static var backSession: String { transcript("BackSession") }

    /// A run that starts where the last one quit: the post under the feed, the venue under the venues, each
    /// loaded again by its id.
    static var restoreSession: String { transcript("RestoreSession") }

    /// A run whose saved navigation names a post that is gone: the post is not found, and the app goes
    /// back to the feed with one line that says so.
    static var restoreGoneSession: String { transcript("RestoreGoneSession") }

    /// A session recorded in real time, kept as the demo wrote it: logged in, then `more`, and `refresh`
    /// typed 300 ms later, at 1197 ms, while the older posts were still on their way: they came at 1199 ms.
    /// Replayed with the backend's 300 ms latency, the page would come before the refresh; replayed with
    /// the recorded answers, it comes after it, as it did.
    static var raceRecording: String { transcript("RaceRecording") }

    /// What the session above printed, which its replay prints again.
    static var raceSession: String { transcript("RaceSession") }

    /// A session recorded on a virtual clock, kept as the demo wrote it, with refused commands: `back` on the
    /// login, the feed tab while logged out, `back` on the login again and on the feed; between them, the
    /// registration opened and left, the login, a post opened and left, and a link opened.
    static var refusedRecording: String { transcript("RefusedRecording") }

    /// What the session above printed, each refusal with its `error:` line, which its replay prints again.
    static var refusedSession: String { transcript("RefusedSession") }

    /// A session recorded on a virtual clock, kept as the demo wrote it: a registration with a password too
    /// short then a good one, a logout, a login with a wrong password then the right one. Every password and
    /// token in it is its stand-in, a star a character, and every password typed is noted `password ***`.
    static var secretRecording: String { transcript("SecretRecording") }

    /// Fails, showing the first line that differs, unless `output` is exactly `golden`; the whole output
    /// is then written to a temporary file, to be read (and checked by hand) before it replaces `golden`.
    static func assertMatches(
        _ output: String, _ golden: String, name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard output != golden else { return }
        let expected = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let actual = output.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(expected, actual).prefix { $0 == $1 }.count
        let saved = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(name).actual.txt")
        try? Data(output.utf8).write(to: saved)
        XCTFail(
            """
            the output differs from the golden transcript '\(name)' at line \(index + 1):
              expected: \(index < expected.count ? String(expected[index]) : "(end of the output)")
              actual:   \(index < actual.count ? String(actual[index]) : "(end of the output)")
            the whole output is in \(saved.path)
            """, file: file, line: line)
    }
}
