import Foundation

/// The Swift snippets of a DocC catalog's articles, checked against the tests that run them: every snippet an
/// article shows must be the body of a test, line for line, so that an article cannot show code that does not
/// compile, or an outcome that is not checked.
///
/// A snippet that cannot compile on every platform the tests run on (SwiftUI, UIKit) says so in its first
/// line, `// Not compiled here: ...` with the reason, and is left out.
public struct ArticleSnippets {
    /// How the first line of a snippet that the tests cannot compile begins.
    public static let notCompiledMarker = "// Not compiled here"

    /// The catalog's folder.
    public let catalog: URL

    /// The snippets of the catalog at `path`, a path from the package's root such as
    /// `Sources/Reactive/Reactive.docc`.
    public init(catalog path: String, packageRoot: URL) {
        catalog = packageRoot.appendingPathComponent(path)
    }

    /// Whether the catalog is there: the sources are not always next to the tests.
    public var exists: Bool { FileManager.default.fileExists(atPath: catalog.path) }

    /// The code of every block fenced as `swift` in the articles, with the article's file name, but the blocks
    /// marked as not compiled here.
    public func all() throws -> [(article: String, lines: [String])] {
        var snippets: [(article: String, lines: [String])] = []
        for article in try files(in: catalog, withExtension: "md") {
            var current: [String]?
            for line in try String(contentsOf: article, encoding: .utf8).components(separatedBy: "\n") {
                if current == nil, line == "```swift" {
                    current = []
                } else if let lines = current, line == "```" {
                    if lines.first?.hasPrefix(Self.notCompiledMarker) != true {
                        snippets.append((article.lastPathComponent, lines))
                    }
                    current = nil
                } else {
                    current?.append(line)
                }
            }
        }
        return snippets
    }

    /// The snippets that appear in no Swift file under any of `folders`, each named by its article and its
    /// first line.
    public func missing(fromTestsIn folders: [URL]) throws -> [String] {
        let testLines = try folders.flatMap { try files(in: $0, withExtension: "swift") }.map {
            try String(contentsOf: $0, encoding: .utf8).components(separatedBy: "\n")
        }
        return try all().compactMap { article, snippet in
            testLines.contains { contains($0, snippet) } ? nil : "\(article): \(snippet[0])"
        }
    }
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
