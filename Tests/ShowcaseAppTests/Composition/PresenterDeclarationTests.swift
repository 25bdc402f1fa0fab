import Foundation
import TestSupport
import XCTest

/// The app declares each presenter as the framework's articles do, with a `make<F>Presenter` function, never
/// as an initialiser in an extension of `Presenter`: a team that copies a screen copies the one form.
final class PresenterDeclarationTests: XCTestCase {
    func testNoExtensionOfAPresenterInTheAppDeclaresAnInitialiser() throws {
        guard let tree = SourceTree(above: #filePath) else {
            throw XCTSkip("the sources are not next to the tests")
        }
        let files = tree.swiftFiles(under: "Sources/Presenters/ShowcaseApp")

        let initialisers = try files.flatMap { file in
            Self.presenterInitialiserLines(in: try String(contentsOf: file, encoding: .utf8)).map { line in
                "\(file.lastPathComponent):\(line)"
            }
        }

        XCTAssertGreaterThan(
            files.filter { $0.lastPathComponent.hasSuffix("Presenter.swift") }.count, 5,
            "the app's presenters were not found under \(tree.root.path)/Sources/Presenters/ShowcaseApp")
        XCTAssertEqual(initialisers, [], "a presenter declared as an initialiser, not as a make function")
    }

    func testTheCheckFindsAnInitialiserInAnExtensionOfAPresenterOrOfItsAlias() {
        let source = """
            extension Presenter where Event == FeedEvent, State == FeedState, Route == FeedRoute {
                /// Calls init(useCase:) in a comment only.
                public convenience init(useCase: FeedUseCase, scheduler: any SchedulerType) {
                    self.init(initialState: FeedState(), scheduler: scheduler, failure: RequestFailure.init(error:))
                }
            }

            extension SearchPresenter {
                convenience init<Query>(query: Query) {}
            }

            extension AppStore {
                public convenience init(session: Session?) {}
            }

            public func makeFeedPresenter(useCase: FeedUseCase, scheduler: any SchedulerType) -> FeedPresenter {
                FeedPresenter(initialState: FeedState(), scheduler: scheduler, reduce: .replace) { _, _ in .none }
            }
            """

        XCTAssertEqual(Self.presenterInitialiserLines(in: source), [3, 9])
    }

    /// The lines (from 1) that declare an initialiser inside a top-level extension of `Presenter` or of a type
    /// whose name ends in `Presenter`, outside comments.
    static func presenterInitialiserLines(in source: String) -> [Int] {
        var found: [Int] = []
        var insidePresenterExtension = false
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("extension ") {
                let name = line.dropFirst("extension ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                insidePresenterExtension = name.hasSuffix("Presenter")
            } else if line.hasPrefix("}") {
                insidePresenterExtension = false
            } else if insidePresenterExtension {
                let code = line.components(separatedBy: "//")[0]
                // A declaration, not a call such as `self.init(` or `RequestFailure.init(error:)`.
                if " \(code)".contains(" init(") || " \(code)".contains(" init<") {
                    found.append(index + 1)
                }
            }
        }
        return found
    }
}
