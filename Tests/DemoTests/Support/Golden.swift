import Foundation
import XCTest

/// A golden transcript: the output of a session that was read and checked by hand once, kept as the text file
/// `Golden/<name>.txt`, a resource of this target. A test compares what it got with
/// ``assertMatches(_:_:file:line:)``.
///
/// Record mode: with `RECORD_GOLDENS=1` in the environment, a golden that differs from what the test got is
/// rewritten in the source tree (`Tests/DemoTests/Golden/<name>.txt`, not the target's copy) with it, and the
/// test still fails, naming the file, so that the change is read in the diff before it is committed.
struct Golden: Sendable {
    /// The file's name, without `.txt`.
    let name: String

    /// The golden transcript `Golden/<name>.txt`.
    init(_ name: String) {
        self.name = name
    }

    /// The golden transcript `Golden/<name>.txt`.
    static func transcript(_ name: String) -> Golden {
        Golden(name)
    }

    /// The transcript, exactly as it is on disk.
    var text: String {
        guard let text = storedText else {
            preconditionFailure("no golden transcript Golden/\(name).txt among the test target's resources")
        }
        return text
    }

    /// The transcript in the test target's resources, if it is there.
    private var storedText: String? {
        guard let url = Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Golden"),
            let data = FileManager.default.contents(atPath: url.path)
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The folder of the golden transcripts in the source tree, the one record mode rewrites.
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    /// The environment variable that turns record mode on when it is `1`.
    static let recordVariable = "RECORD_GOLDENS"

    /// A login with wrong credentials, then the right ones: the fields' rules, the loader, the failure and its
    /// dismissal, the route to the feed, and the feed's first page once the input has ended.
    static var loginSession: Golden { Golden("LoginSession") }

    /// A first login while the backend hangs: "logging in..." still at 9 s, the timeout's message at 10 s with
    /// the login enabled again, and a second login that leads to the feed.
    static var loginTimeoutSession: Golden { Golden("LoginTimeoutSession") }

    /// Registration: every field's rules, a taken email, then a new account that leads to the feed, and `quit`
    /// with the feed's first page still loading.
    static var registrationSession: Golden { Golden("RegistrationSession") }

    /// The feed: a refresh with nothing new, a refresh after a minute with two new posts, pages of older posts
    /// to the end, and a failed page retried.
    static var feedSession: Golden { Golden("FeedSession") }

    /// Registration opened and dismissed with `back`, then posts of the feed opened and left with `back`.
    static var openSession: Golden { Golden("OpenSession") }

    /// The talk's UI test: post 1 opened by id from its author's posts with no comments, a send refused
    /// while the box is empty, a comment written and shown at once then stored, and edited.
    static var commentSession: Golden { Golden("CommentSession") }

    /// A post opened from a collection while the backend hangs: it times out after 10 s, a second retry
    /// while the first runs is refused, and the retry shows it.
    static var timeoutSession: Golden { Golden("TimeoutSession") }

    /// A post opened from the feed while the backend hangs: the feed's post is shown at once and stays while
    /// its load by id times out after 10 s, with a retry; the retry shows no loader, a second retry while the
    /// first runs is refused, and the post loaded, the same, prints nothing new.
    static var knownPostTimeoutSession: Golden { Golden("KnownPostTimeoutSession") }

    /// Someone else's comment that cannot be edited, a comment the backend refuses (shown at once, then
    /// taken back with its text and why), and a post not found, then shown on retry.
    static var refusedCommentSession: Golden { Golden("RefusedCommentSession") }

    /// A collection that does not exist: said once, with no second error about its posts; `retry` asks the
    /// backend again for the collection and its posts, and says it once more.
    static var missingCollectionSession: Golden { Golden("MissingCollectionSession") }

    /// A post's live chat shared twice before it is live and twice while it is: each time, the message shared
    /// is shown, the same twice in each phase.
    static var shareTwiceSession: Golden { Golden("ShareTwiceSession") }

    /// Someone else's comments edited three times, the first one twice: each refusal is shown.
    static var refusedEditTwiceSession: Golden { Golden("RefusedEditTwiceSession") }

    /// Bad input of every kind, each refused with one `error:` line, on the login screen and on the feed.
    static var badInputSession: Golden { Golden("BadInputSession") }

    /// Both tabs refused while logged out, each with one error. Then, logged in, the talk's venue test in the
    /// demo: "locating..." while the location is fetched, then loading, then the
    /// venues best first; the top venue opens its detail with its data. Then a denied location and its
    /// retry, a venue that is not in the list, and a detail that fails and is retried.
    static var venuesSession: Golden { Golden("VenuesSession") }

    /// The gallery, once logged in (the first list of requests starts with the login's and the feed's),
    /// scrolled: eight positions prefetched, four downloading and four waiting; the first four
    /// scrolled past and cancelled (the backend's requests say so), the next page loaded at the end; then a
    /// second visit that shows the images kept in the cache without a request, a failure retried, and an
    /// image gone for good.
    static var gallerySession: Golden { Golden("GallerySession") }

    /// The gallery scrolled before its pages land: positions 0 to 7 shown while the first page loads, whose
    /// images are fetched when it lands (four downloading, four waiting); then positions 11 to 16 shown while
    /// the second page loads: the image at 11 waits at once, those at 12 to 16 when their page lands, and
    /// their downloads start as slots free up.
    static var awaitedGallerySession: Golden { Golden("AwaitedGallerySession") }

    /// A link to a post while logged out: bad links refused, the good one kept and opened right after the
    /// login, over the feed, loading the post by its id; the detail's header scrolled up and pulled down, and
    /// its live chat shared before and while it is live.
    static var linkSession: Golden { Golden("LinkSession") }

    /// A vote on a post's detail seen in the feed without a reload; a vote taken back that the backend
    /// refuses, rolled back with its reason, and the feed as it was; then a logout back to the login.
    static var voteSession: Golden { Golden("VoteSession") }

    /// The tabs: the venues opened with a venue, the gallery shown, then the venues again with the same
    /// venue; a tab shown already refused; the feed's tab with a post; `screens` listing the stacks.
    static var tabSession: Golden { Golden("TabSession") }

    /// `back` on every screen: refused at the first screen of the login, the feed, the venues and the
    /// gallery with why; otherwise the `-> back to ...` line of the screen it went back to.
    static var backSession: Golden { Golden("BackSession") }

    /// A run that starts where the last one quit: the post under the feed, the venue under the venues, each
    /// loaded again by its id.
    static var restoreSession: Golden { Golden("RestoreSession") }

    /// A run whose saved navigation names a post that is gone: the post is not found, and the app goes
    /// back to the feed with one line that says so.
    static var restoreGoneSession: Golden { Golden("RestoreGoneSession") }

    /// A session recorded in real time, kept as the demo wrote it: logged in, then `more`, and `refresh`
    /// typed 300 ms later, at 1197 ms, while the older posts were still on their way: they came at 1199 ms.
    /// Replayed with the backend's 300 ms latency, the page would come before the refresh; replayed with
    /// the recorded answers, it comes after it, as it did.
    static var raceRecording: Golden { Golden("RaceRecording") }

    /// What the session above printed, which its replay prints again.
    static var raceSession: Golden { Golden("RaceSession") }

    /// A session recorded on a virtual clock, kept as the demo wrote it, with refused commands: `back` on the
    /// login, the feed tab while logged out, `back` on the login again and on the feed; between them, the
    /// registration opened and left, the login, a post opened and left, and a link opened.
    static var refusedRecording: Golden { Golden("RefusedRecording") }

    /// What the session above printed, each refusal with its `error:` line, which its replay prints again.
    static var refusedSession: Golden { Golden("RefusedSession") }

    /// A session recorded on a virtual clock, kept as the demo wrote it: a registration with a password too
    /// short then a good one, a logout, a login with a wrong password then the right one. Every password and
    /// token in it is its stand-in, a star a character, and every password typed is noted `password ***`.
    static var secretRecording: Golden { Golden("SecretRecording") }

    /// Fails, showing the first line that differs, unless `output` is exactly `golden`'s text; in record mode,
    /// rewrites `golden` with `output` first (see ``mismatch(_:recordingIn:environment:)``).
    static func assertMatches(_ output: String, _ golden: Golden, file: StaticString = #filePath, line: UInt = #line) {
        if let failure = golden.mismatch(output) { XCTFail(failure, file: file, line: line) }
    }

    /// Fails, showing the first line that differs, unless `output` is exactly `expected`, what another run
    /// printed (a replay is compared with the session it replays); the whole output is then written to a
    /// temporary file named after `name`.
    static func assertSameOutput(
        _ output: String, _ expected: String, name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard output != expected else { return }
        XCTFail(
            """
            the output differs from '\(name)' at \(difference(output, expected))
            the whole output is in \(savedForReading(output, name: name).path)
            """, file: file, line: line)
    }

    /// Why `output` is not this transcript, or `nil` if it is.
    ///
    /// When they differ: with `RECORD_GOLDENS=1` in `environment`, `output` is written to
    /// `<directory>/<name>.txt` and the answer says so; otherwise nothing is written there, and the whole
    /// output is written to a temporary file, to be read (and checked by hand) before it replaces the golden.
    func mismatch(
        _ output: String, recordingIn directory: URL = Golden.sources,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String? {
        let expected = storedText
        guard output != expected else { return nil }
        let difference =
            expected.map { "at \(Golden.difference(output, $0))" } ?? "(there is no Golden/\(name).txt yet)"
        let file = directory.appendingPathComponent("\(name).txt")
        let differs = "the output differs from the golden transcript '\(name)' \(difference)"
        guard environment[Golden.recordVariable] == "1" else {
            return """
                \(differs)
                the whole output is in \(Golden.savedForReading(output, name: name).path)
                \(Golden.recordVariable)=1 rewrites \(file.path) with it
                """
        }
        do {
            try Data(output.utf8).write(to: file, options: .atomic)
        } catch {
            return "\(differs)\ncould not rewrite \(file.path): \(error)"
        }
        return
            "\(differs)\nrewrote \(file.path) with the output (\(Golden.recordVariable)=1): read the change in the diff"
    }

    /// Where `output` first departs from `expected`: its line, and the two versions of it.
    private static func difference(_ output: String, _ expected: String) -> String {
        let expected = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actual = output.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(expected, actual).prefix { $0 == $1 }.count
        return """
            line \(index + 1):
              expected: \(index < expected.count ? String(expected[index]) : "(end of the output)")
              actual:   \(index < actual.count ? String(actual[index]) : "(end of the output)")
            """
    }

    /// A temporary file named after `name` that holds `output`, to be read.
    private static func savedForReading(_ output: String, name: String) -> URL {
        let saved = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(name).actual.txt")
        try? Data(output.utf8).write(to: saved)
        return saved
    }
}
