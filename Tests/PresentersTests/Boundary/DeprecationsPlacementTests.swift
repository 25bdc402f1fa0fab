import Foundation
import TestSupport
import XCTest

/// Every deprecated declaration of the package lives in its module's `Deprecations.swift`, so that the other
/// files read as the current API and removing the deprecated API is removing those files.
final class DeprecationsPlacementTests: XCTestCase {
    func testNoFileUnderSourcesButADeprecationsFileDeclaresSomethingDeprecated() throws {
        guard let tree = SourceTree(above: #filePath) else {
            throw XCTSkip("the sources are not next to the tests")
        }
        let files = tree.swiftFiles(under: "Sources")

        let misplaced = try files.filter { $0.lastPathComponent != "Deprecations.swift" }.flatMap { file in
            Self.deprecatedLines(in: try String(contentsOf: file, encoding: .utf8)).map { line in
                "\(file.path):\(line)"
            }
        }

        XCTAssertGreaterThan(files.count, 100, "the package's sources were not found under \(tree.root.path)")
        XCTAssertEqual(misplaced, [], "deprecated declarations outside a Deprecations.swift")
    }

    func testTheCheckFindsADeprecationOnOneLineOrSpreadOverSeveral() {
        let source = """
            /// Mentions @available(*, deprecated) in a comment only.
            @available(*, deprecated, renamed: "send(_:)")
            public func post(_ event: Event) {}

            @available(
                *, deprecated,
                message: "use init(reduce:)"
            )
            public init() {}

            @available(iOS, deprecated: 17, message: "use the other one")
            public var old: Int { 0 }

            @available(macOS 14, *)
            public var current: Int { 0 }

            @MainActor @available(*, deprecated) public func older() {}
            """

        XCTAssertEqual(Self.deprecatedLines(in: source), [2, 5, 11, 17])
    }

    /// The lines (from 1) where an `@available` attribute that deprecates something starts, outside comments.
    static func deprecatedLines(in source: String) -> [Int] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.indices.filter { index in
            let code = lines[index].components(separatedBy: "//")[0]
            guard let attribute = code.range(of: "@available") else { return false }
            // The attribute's arguments up to its first `)`: a message may hold parentheses of its own, but
            // `deprecated` comes before it.
            var arguments = String(code[attribute.upperBound...])
            for next in lines[(index + 1)...] where !arguments.contains(")") { arguments += " " + next }
            let head = arguments.prefix { $0 != ")" }
            return head.split { !$0.isLetter }.contains("deprecated")
        }.map { $0 + 1 }
    }
}
