import ShowcaseApp
import XCTest

final class DeepLinkParserTests: ShowcaseAppTestCase {
    private let parser = DeepLinkParser(scheme: "producthunt")
    /// What the features' links open, as the parser's messages list them: `a post, ... or a search`.
    private static var nouns: String {
        let named = AppScreen.features.flatMap { $0.links }.map(\.noun)
        return named.dropLast().joined(separator: ", ") + " or " + named.last!
    }

    func testEachKindOfLinkOpensItsScreen() {
        XCTAssertEqual(try parser.parse("producthunt://post/42").get().description, "post 42")
        XCTAssertEqual(try parser.parse("producthunt://collection/7").get().description, "collection 7")
        XCTAssertEqual(try parser.parse("producthunt://user/3").get().description, "user 3")
        XCTAssertEqual(try parser.parse("producthunt://search?q=timer").get().description, "search 'timer'")
    }

    func testTheFormsAreTheFeaturesOwnAndEachOpensItsFeaturesScreenOnItsTab() throws {
        let syntaxes = AppScreen.features.flatMap { $0.links }.map(\.syntax)
        XCTAssertEqual(DeepLinkParser.forms, syntaxes.dropLast().joined(separator: ", ") + " or " + syntaxes.last!)
        XCTAssertEqual(Array(syntaxes.prefix(4)), ["post/ID", "collection/ID", "user/ID", "search?q=TEXT"])
        for form in DeepLinkParser.linkForms {
            let link = "producthunt://" + form.syntax.replacingOccurrences(of: "ID", with: "5")
            let opened = try parser.parse(link.replacingOccurrences(of: "TEXT", with: "x")).get()
            let feature = try XCTUnwrap(AppScreen.features.first { $0.links.contains { $0.path == form.path } })
            XCTAssertEqual(opened.screen.name, feature.name, link)
            XCTAssertEqual(opened.tab, form.tab, link)
        }
        XCTAssertEqual(try parser.parse("producthunt://user/5").get().tab, .feed)
        XCTAssertEqual(try parser.parse("producthunt://search?q=x").get().tab, .search)
        XCTAssertEqual(
            Array(AppScreen.features.flatMap { $0.links }.map(\.noun).prefix(4)),
            ["a post", "a collection", "a user", "a search"])
        guard case .failure(let error) = parser.parse("producthunt://wizard/1") else { return XCTFail("no such form") }
        XCTAssertEqual(
            error.message,
            "the link opens 'wizard', which the app does not know: it opens \(Self.nouns)")
    }

    func testASearchLinkReadsItsQueryDecoded() throws {
        XCTAssertEqual(try parser.parse("producthunt://search?q=tiny%20notes").get().description, "search 'tiny notes'")
        XCTAssertEqual(
            try parser.parse("producthunt://search?q=tiny+notes#top").get().description, "search 'tiny notes'")
        XCTAssertEqual(
            try parser.parse("producthunt://search/?ref=mail&q=caf%C3%A9").get().description, "search 'café'")
        XCTAssertEqual(try parser.parse("producthunt://search").get().description, "search ''")
        XCTAssertEqual(
            parser.parse("producthunt://search?q=%ZZ"),
            .failure(DeepLinkError(reason: .badPercentEscape("%ZZ"), scheme: "producthunt")))
        XCTAssertEqual(
            parser.parse("producthunt://search/posts?q=a"),
            .failure(DeepLinkError(reason: .extraAfter(kind: "search", rest: "posts"), scheme: "producthunt")))
        XCTAssertEqual(try parser.parse("producthunt://search?q=tim").get().screen, AppScreen.search())
        guard case .search(let query) = try parser.parse("producthunt://search?q=tim").get().screen else {
            return XCTFail("a search link opens the search")
        }
        XCTAssertEqual(query, "tim")
    }

    func testTheDocumentedLeniencies() {
        // The scheme ignores case.
        XCTAssertEqual(try parser.parse("ProductHunt://post/1").get().description, "post 1")
        // One trailing slash.
        XCTAssertEqual(try parser.parse("producthunt://post/1/").get().description, "post 1")
        // A query string or a fragment is ignored.
        XCTAssertEqual(try parser.parse("producthunt://post/1?ref=mail&x=%ZZ").get().description, "post 1")
        XCTAssertEqual(try parser.parse("producthunt://post/1#comments").get().description, "post 1")
        // Percent-encoded digits and kinds are decoded.
        XCTAssertEqual(try parser.parse("producthunt://post/%34%32").get().description, "post 42")
        XCTAssertEqual(try parser.parse("producthunt://%75ser/5").get().description, "user 5")
        // Leading zeros, and the largest id.
        XCTAssertEqual(try parser.parse("producthunt://post/007").get().description, "post 7")
        XCTAssertEqual(try parser.parse("producthunt://post/\(Int.max)").get().screen, .post(id: Int.max))
        // Another scheme configured.
        XCTAssertEqual(try DeepLinkParser(scheme: "showcase").parse("showcase://user/9").get().description, "user 9")
    }

    func testEveryBadLinkGetsItsOneError() {
        let long = "producthunt://post/" + String(repeating: "1", count: 10 * 1_024)
        let table: [(link: String, reason: DeepLinkError.Reason, message: String)] = [
            ("https://post/1", .otherScheme("https"), "'https' links are not the app's: it opens producthunt:// links"),
            ("producthunt:/post/1", .notALink, "not a link: it should start with producthunt://"),
            ("post/1", .notALink, "not a link: it should start with producthunt://"),
            ("", .notALink, "not a link: it should start with producthunt://"),
            ("://post/1", .notALink, "not a link: it should start with producthunt://"),
            (
                "producthunt://", .missingPath,
                "the link says nothing to open: use producthunt://\(DeepLinkParser.forms)"
            ),
            (
                "producthunt://comment/1", .unknownPath("comment"),
                "the link opens 'comment', which the app does not know: it opens \(Self.nouns)"
            ),
            (
                "producthunt://Post/1", .unknownPath("Post"),
                "the link opens 'Post', which the app does not know: it opens \(Self.nouns)"
            ),
            (
                "producthunt://post", .missingId(kind: "post"),
                "the link has no id after 'post/', as in producthunt://post/42"
            ),
            (
                "producthunt://post/", .missingId(kind: "post"),
                "the link has no id after 'post/', as in producthunt://post/42"
            ),
            (
                "producthunt://user//", .missingId(kind: "user"),
                "the link has no id after 'user/', as in producthunt://user/42"
            ),
            ("producthunt://post/-3", .negativeId("-3"), "the id '-3' is negative: ids start at 1"),
            ("producthunt://post/0", .zeroId, "the id is 0: ids start at 1"),
            ("producthunt://post/abc", .nonNumericId("abc"), "the id 'abc' is not a number"),
            ("producthunt://post/12a", .nonNumericId("12a"), "the id '12a' is not a number"),
            ("producthunt://post/+5", .nonNumericId("+5"), "the id '+5' is not a number"),
            ("producthunt://post/1.5", .nonNumericId("1.5"), "the id '1.5' is not a number"),
            ("producthunt://post/ 1", .nonNumericId(" 1"), "the id ' 1' is not a number"),
            ("producthunt://post/\u{0661}", .nonNumericId("\u{0661}"), "the id '\u{0661}' is not a number"),
            ("producthunt://post/1%2F2", .nonNumericId("1/2"), "the id '1/2' is not a number"),
            (
                "producthunt://post/9223372036854775808", .overflowingId("9223372036854775808"),
                "the id '9223372036854775808' is too large"
            ),
            (
                "producthunt://post/99999999999999999999999999", .overflowingId("99999999999999999999999999"),
                "the id '99999999999999999999999999' is too large"
            ),
            ("producthunt://post/1/comments", .extraSegments("comments"), "the link has more after its id: 'comments'"),
            ("producthunt://post/1//", .extraSegments("/"), "the link has more after its id: '/'"),
            ("producthunt://post/1/2/3", .extraSegments("2/3"), "the link has more after its id: '2/3'"),
            ("producthunt://post/%", .badPercentEscape("%"), "the link has a bad percent escape in '%'"),
            ("producthunt://post/%4", .badPercentEscape("%4"), "the link has a bad percent escape in '%4'"),
            ("producthunt://post/%G1", .badPercentEscape("%G1"), "the link has a bad percent escape in '%G1'"),
            ("producthunt://post/%FF", .badPercentEscape("%FF"), "the link has a bad percent escape in '%FF'"),
            ("producthunt://p%zzst/1", .badPercentEscape("p%zzst"), "the link has a bad percent escape in 'p%zzst'"),
            (long, .tooLong(bytes: 10_259), "the link has 10259 bytes; a link has at most 2048"),
        ]
        for row in table {
            switch parser.parse(row.link) {
            case .success(let link): XCTFail("'\(row.link.prefix(60))' opened \(link)")
            case .failure(let error):
                XCTAssertEqual(error.reason, row.reason, "\(row.link.prefix(60))")
                XCTAssertEqual(error.message, row.message, "\(row.link.prefix(60))")
                XCTAssertEqual(error.description, row.message)
            }
        }
    }

    func testTheLengthIsCheckedFirst() {
        // Also a bad scheme and a bad escape: the length is what is reported.
        let link = "https://%%" + String(repeating: "x", count: 3_000)
        XCTAssertEqual(
            parser.parse(link), .failure(DeepLinkError(reason: .tooLong(bytes: 3_010), scheme: "producthunt")))
        let justFits = "producthunt://post/" + String(repeating: "0", count: 2_048 - 20) + "1"
        XCTAssertEqual(justFits.utf8.count, 2_048)
        XCTAssertEqual(try parser.parse(justFits).get().description, "post 1")
    }
}
