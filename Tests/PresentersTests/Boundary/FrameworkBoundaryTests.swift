import Foundation
import TestSupport
import XCTest

/// The framework names no screen of the app built on it: none of its public declarations names a type the
/// app declares, or a feature of the app (a symbol such as `LoginForm` would belong to the app).
final class FrameworkBoundaryTests: XCTestCase {
    func testTheFrameworksPublicDeclarationsNameNothingOfTheApp() throws {
        guard let tree = SourceTree(above: #filePath) else {
            throw XCTSkip("the sources are not next to the tests")
        }
        let app = tree.root.appendingPathComponent("Sources/Presenters/ShowcaseApp")
        let appFiles = try tree.swiftFiles(under: "Sources/Presenters/ShowcaseApp").map {
            try String(contentsOf: $0, encoding: .utf8)
        }
        let vocabulary = AppVocabulary(
            features: try features(in: app), types: Set(appFiles.flatMap(AppVocabulary.topLevelTypes)))
        let declarations = try tree.swiftFiles(under: "Sources/Presenters/Presenters").flatMap { file in
            publicDeclarations(in: try String(contentsOf: file, encoding: .utf8))
                .map { "\(file.lastPathComponent): \($0)" }
        }

        XCTAssertGreaterThan(declarations.count, 50, "the framework's public declarations were not found")
        XCTAssertTrue(vocabulary.types.isSuperset(of: ["LoginPresenter", "Navigator", "InMemoryBackend"]))
        XCTAssertTrue(vocabulary.features.isSuperset(of: ["Login", "Feed", "PostDetail"]))
        XCTAssertEqual(declarations.filter { vocabulary.isNamed(in: $0) }, [])
    }

    func testTheCheckCatchesAnAppTypeOrAFeatureInAPublicDeclaration() {
        let vocabulary = AppVocabulary(features: ["Login", "Feed"], types: ["LoginPresenter", "Post"])
        let framework = """
            public final class Presenter<Event, State: Equatable, Route> {
                public func send(_ post: Post) {}
                public var loginPresenter: Int { 0 }
            }
            public struct FeedPage {}
            struct LoginHidden {}
            /// A Post, in a comment.
            """

        let named = publicDeclarations(in: framework).filter { vocabulary.isNamed(in: $0) }

        XCTAssertEqual(named, ["public func send(_ post: Post) {}", "public struct FeedPage {}"])
        XCTAssertEqual(AppVocabulary.topLevelTypes(in: "public enum A {\n    enum B {}\n}\nstruct C {}"), ["A", "C"])
    }
}

/// What the app declares: its feature folders and the types it declares at the top level of its files.
private struct AppVocabulary {
    let features: Set<String>
    let types: Set<String>

    /// Whether `declaration` names an app type as a whole word, or holds a feature's name in a symbol.
    func isNamed(in declaration: String) -> Bool {
        let words = declaration.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init)
        return words.contains { word in
            types.contains(word) || features.contains { word.hasPrefix($0) || word.contains($0) }
        }
    }

    /// The types declared at the top level of `source` (not indented).
    static func topLevelTypes(in source: String) -> [String] {
        let kinds: Set<Substring> = ["class", "struct", "enum", "protocol", "typealias", "actor"]
        return source.split(separator: "\n").compactMap { line in
            guard let first = line.first, first.isLetter || first == "@" else { return nil }
            let words = line.split(separator: " ")
            guard let kind = words.firstIndex(where: kinds.contains), kind + 1 < words.count else { return nil }
            let name = words[kind + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : String(name)
        }
    }
}

/// The lines of `source` that declare something public or open.
private func publicDeclarations(in source: String) -> [String] {
    source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { line in
        let words = line.split(separator: " ").drop { $0.hasPrefix("@") }
        return words.first == "public" || words.first == "open"
    }
}

/// The app's feature folders: every folder at its top but its shell and its services.
private func features(in app: URL) throws -> Set<String> {
    let folders = try FileManager.default.contentsOfDirectory(atPath: app.path)
    return Set(folders.filter { !["Shell", "Services"].contains($0) && !$0.hasPrefix(".") })
}
