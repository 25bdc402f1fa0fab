import Foundation
import XCTest

/// The gallery in the built demo, on a virtual clock, with its images kept in a fresh temporary directory.
final class GallerySessionTests: XCTestCase {
    private var directory: URL!
    /// Logs in with the demo account and waits for the feed's first page: the gallery is a tab of the
    /// signed-in app.
    private let signIn = ["email demo@example.com", "password password1", "login", "wait 600ms"]

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("demo-images-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func run(_ script: [String]) throws -> DemoProcess.Result {
        try DemoProcess.run(
            arguments: ["--virtual", "--image-cache", directory.path], input: DemoSessionTests.input(script))
    }

    func testAScrollPrefetchesCancelsWhatItPassesAndTheGalleryOfANewLoginReadsTheCache() throws {
        let result = try run(
            signIn + [
                "gallery", "wait 300ms", "show 0-7", "wait 100ms", "requests", "hide 0-3", "show 8-11", "wait 300ms",
                "wait 300ms", "wait 300ms", "requests", "back", "gallery", "feed", "logout",
            ] + signIn + [
                "requests", "gallery", "wait 300ms", "show 0-11", "wait 300ms", "requests", "retry 2", "fail server",
                "show 12-16", "wait 300ms", "wait 300ms", "retry 12", "wait 300ms", "retry 16", "quit",
            ])

        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.error, "")
        Golden.assertMatches(result.output, Golden.gallerySession)
    }

    func testPositionsShownBeforeTheirPageAreFetchedWhenItLands() throws {
        let result = try run(
            signIn + [
                "gallery", "show 0-7", "wait 300ms", "requests", "more", "show 11-16", "wait 300ms", "requests",
                "wait 300ms", "wait 300ms", "requests", "wait 300ms", "requests", "quit",
            ])

        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.error, "")
        Golden.assertMatches(result.output, Golden.awaitedGallerySession)
    }

    func testASecondRunShowsTheImagesTheFirstKeptWithoutARequest() throws {
        _ = try run(signIn + ["gallery", "wait 300ms", "show 0-3", "wait 300ms", "quit"])

        // The requests of the login and the feed are listed first, so that the last list has the gallery's alone.
        let second = try run(signIn + ["requests", "gallery", "wait 300ms", "show 0-3", "requests", "quit"])

        XCTAssertTrue(
            second.output.contains("   0  #1 8919 B c   #2 7838 B c   #3 6757 B c   #4 5676 B c"), second.output)
        XCTAssertTrue(
            second.output.hasSuffix(
                """
                > requests
                  backend: started images after the start
                  backend: finished images after the start
                > quit

                """), second.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("image-1.img").path))
    }
}
