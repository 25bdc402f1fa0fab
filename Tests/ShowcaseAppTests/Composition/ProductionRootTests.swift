import Foundation
import PresentersXCTest
import ShowcaseApp
import XCTest

/// The production root names no fake: the composition root, its environment and its builder are written over
/// the services' protocols, and only a simulator's environment puts the in-memory backend behind them.
final class ProductionRootTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func testTheProductionRootsSourcesNameNoInMemoryServiceAndNoSimulator() throws {
        let shell = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Presenters/ShowcaseApp/Shell")
        guard FileManager.default.fileExists(atPath: shell.path) else {
            throw XCTSkip("the sources are not next to the tests")
        }
        let files = ["CompositionRoot.swift", "AppEnvironment.swift"]
        let code = try files.map { file in
            (file, try String(contentsOf: shell.appendingPathComponent(file), encoding: .utf8))
        }

        XCTAssertTrue(
            code[0].1.contains("public init(environment: AppEnvironment, unimplemented: Unimplemented? = nil)"),
            "the root's initialiser was not found")
        XCTAssertTrue(code[1].1.contains("public var client: any APIClient"), "the environment's client was not found")
        for (file, text) in code {
            XCTAssertEqual(Self.fakes(in: text), [], file)
        }
    }

    func testTheCheckFindsAFakeInAStoredPropertyOrAnInitialiserButNotInAComment() {
        let source = """
            /// Built over a `Simulator` in tests, never over an InMemoryBackend.
            public final class Root {
                public let backend: InMemoryBackend  // the InMemoryBackend, to inject failures into
                public init(simulator: Simulator) {}
                public init(scheduler: any SchedulerType, location: any LocationService = InMemoryLocationService()) {}
            }
            """

        XCTAssertEqual(
            Self.fakes(in: source),
            [
                "public let backend: InMemoryBackend",
                "public init(simulator: Simulator) {}",
                "public init(scheduler: any SchedulerType, location: any LocationService = InMemoryLocationService()) {}",
            ])
    }

    func testTheGalleryOpensItsCacheInTheEnvironmentsDirectoryOrSaysWhyNot() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let notADirectory = directory.appendingPathComponent("file")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("not a directory".utf8).write(to: notADirectory)
        let simulator = Simulator(scheduler: scheduler)

        let opened = GalleryFeatureRoot.live(simulator.environment(imageCacheDirectory: directory))
        let refused = GalleryFeatureRoot.live(simulator.environment(imageCacheDirectory: notADirectory))
        let none = GalleryFeatureRoot.live(simulator.environment())

        XCTAssertNil(opened.cacheFailure)
        XCTAssertNotNil(refused.cacheFailure, "a file where the directory should be cannot hold the cache")
        XCTAssertNil(none.cacheFailure, "no directory is not a failure")
        let warnings = AppUnderTest(scheduler: scheduler, imageCacheDirectory: notADirectory).root.startupWarnings
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.hasPrefix("no image is kept on disk: ") == true, "\(warnings)")
        XCTAssertEqual(
            AppUnderTest(scheduler: scheduler, imageCacheDirectory: directory).root.startupWarnings, [])
    }

    /// The lines of `source`'s code, without its comments, that name an in-memory service or a simulator.
    private static func fakes(in source: String) -> [String] {
        source.split(separator: "\n").map { line in
            String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0])
                .trimmingCharacters(in: .whitespaces)
        }
        .filter { code in
            let words = code.split { !$0.isLetter && !$0.isNumber && $0 != "_" }
            return words.contains { $0.contains("InMemory") || $0.contains("Simulator") || $0 == "simulated" }
        }
    }
}
