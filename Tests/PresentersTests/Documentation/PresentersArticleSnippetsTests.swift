import Foundation
import XCTest

/// Every Swift snippet of the Presenters articles is the body of a test of this target, line for line, so an
/// article cannot show code that does not compile, or an outcome that is not checked.
final class PresentersArticleSnippetsTests: XCTestCase {
    func testEverySnippetOfTheArticlesIsPartOfATest() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let articles = tests.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Presenters/Presenters.docc")
        guard FileManager.default.fileExists(atPath: articles.path) else {
            throw XCTSkip("the sources are not next to the tests")
        }

        let missing = try snippetsMissingFromTests(articles: articles, tests: tests)

        XCTAssertEqual(missing, [], "these snippets are in no test: copy them into one, or fix them")
        XCTAssertGreaterThan(try swiftSnippets(in: articles).count, 0)
    }
}

/// The Swift snippets of the articles in `articles` that appear in no test file under `tests`, each named by
/// its article and its first line.
private func snippetsMissingFromTests(articles: URL, tests: URL) throws -> [String] {
    let testFiles = try files(in: tests, withExtension: "swift").map { try String(contentsOf: $0, encoding: .utf8) }
    let testLines = testFiles.map { $0.components(separatedBy: "\n") }
    return try swiftSnippets(in: articles).compactMap { article, snippet in
        testLines.contains { contains($0, snippet) } ? nil : "\(article): \(snippet[0])"
    }
}

/// The code of every block fenced as `swift` in the articles, with the article's file name.
private func swiftSnippets(in articles: URL) throws -> [(String, [String])] {
    var snippets: [(String, [String])] = []
    for article in try files(in: articles, withExtension: "md") {
        var current: [String]?
        for line in try String(contentsOf: article, encoding: .utf8).components(separatedBy: "\n") {
            if current == nil, line == "```swift" {
                current = []
            } else if let lines = current, line == "```" {
                snippets.append((article.lastPathComponent, lines))
                current = nil
            } else {
                current?.append(line)
            }
        }
    }
    return snippets
}

/// Whether `lines` holds `snippet` as consecutive lines, all indented by the same amount.
private func contains(_ lines: [String], _ snippet: [String]) -> Bool {
    guard let first = snippet.first else { return true }
    for start in lines.indices where lines[start].hasSuffix(first) {
        let indent = String(lines[start].dropLast(first.count))
        guard indent.allSatisfy({ $0 == " " }), start + snippet.count <= lines.count else { continue }
        let matches = zip(lines[start...], snippet).allSatisfy { line, expected in
            expected.isEmpty ? line.trimmingCharacters(in: .whitespaces).isEmpty : line == indent + expected
        }
        if matches { return true }
    }
    return false
}

private func files(in directory: URL, withExtension pathExtension: String) throws -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
        return []
    }
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == pathExtension }
        .sorted { $0.path < $1.path }
}
