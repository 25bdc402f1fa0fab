import Foundation
import TestSupport
import XCTest

/// Every Swift snippet of the Presenters articles is the body of a test of this target or of its support,
/// line for line, so an article cannot show code that does not compile, or an outcome that is not checked.
final class PresentersArticleSnippetsTests: XCTestCase {
    func testEverySnippetOfTheArticlesIsPartOfATest() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let root = tests.deletingLastPathComponent().deletingLastPathComponent()
        let snippets = ArticleSnippets(catalog: "Sources/Presenters/Presenters/Presenters.docc", packageRoot: root)
        guard snippets.exists else { throw XCTSkip("the sources are not next to the tests") }

        // The article on generated events takes its last examples from the app's own tests.
        let missing = try snippets.missing(fromTestsIn: [
            tests, root.appendingPathComponent("Tests/TestSupport"),
            root.appendingPathComponent("Tests/ShowcaseAppTests"),
        ])

        XCTAssertEqual(missing, [], "these snippets are in no test: copy them into one, or fix them")
        XCTAssertGreaterThan(try snippets.all().count, 0)
    }
}
