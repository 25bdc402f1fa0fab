import Foundation
import Presenters
import ShowcaseApp
import TestSupport
import XCTest

/// The saved navigation: every kind of screen comes back as it was saved; a file cut short, of another
/// format, or that is not a navigation is a problem that says why, never a crash; a failed write leaves the
/// old file.
final class NavigationFileTests: ShowcaseAppTestCase {
    private var directory = ""
    private var file: NavigationFile { NavigationFile(besideCredentials: directory + "/credentials.json") }

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = NSTemporaryDirectory() + "navigation-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    }

    override func tearDownWithError() throws {
        _ = chmod(directory, 0o700)
        try? FileManager.default.removeItem(atPath: directory)
        try super.tearDownWithError()
    }

    private func write(_ text: String) {
        XCTAssertTrue(FileManager.default.createFile(atPath: file.path, contents: Data(text.utf8)))
    }

    /// A value with a screen of every kind the app has: the login's with the registration presented, and
    /// the signed-in tabs with a venue on the venues' stack and every other feature's screen (of the id 3,
    /// for one that shows one thing) on the feed's.
    private var everyKind: [AppNavigation] {
        let placed: [AppScreen] = [.login, .registration, .venue(id: 4)] + AppTab.allCases.map(\.root)
        let others = AppScreen.features.compactMap { $0.screen(id: nil) ?? $0.screen(id: 3) }
            .filter { !placed.contains($0) }
        let signedIn = AppNavigation(
            tabs: [
                NavigationTab(tab: .feed, stack: ScreenStack([.feed] + others)!),
                NavigationTab(
                    tab: .venues, stack: ScreenStack([.venues, .venue(id: 4)])!),
                NavigationTab(tab: .gallery, stack: ScreenStack(root: .gallery)),
                NavigationTab(tab: .search, stack: ScreenStack(root: .search())),
            ], selected: .venues)
        let signedOut = AppNavigation(
            stack: ScreenStack(root: .login),
            modal: ScreenStack(root: .registration))
        return [signedIn, signedOut]
    }

    func testEveryKindOfScreenComesBackAsItWasSaved() throws {
        let kinds = Set(everyKind.flatMap(\.slots).map(\.screen.name))
        XCTAssertEqual(kinds, Set(AppScreen.features.map { $0.name }), "a kind of screen is missing here")

        for value in everyKind {
            XCTAssertNil(file.save(value))
            XCTAssertEqual(file.read(), .success(value))
        }
        XCTAssertEqual(file.path, directory + "/credentials.json.navigation")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["credentials.json.navigation"])
    }

    func testASeedIsNoPartOfTheScreenItsIdNamesAndIsNotSaved() throws {
        let post = Post(id: 98, title: "T", author: "A", votes: 2)
        let seeded = AppScreen.post(id: 98, showing: post)
        XCTAssertEqual(seeded, AppScreen.post(id: 98))
        XCTAssertEqual(Set([seeded, AppScreen.post(id: 98)]).count, 1)
        guard case .post(_, let shown) = seeded else { return XCTFail("a post's screen") }
        XCTAssertEqual(shown, post)

        XCTAssertNil(file.save(.signedIn(feed: [seeded])))
        let restored = try XCTUnwrap(try file.read().get())

        XCTAssertEqual(restored, .signedIn(feed: [AppScreen.post(id: 98)]))
        guard case .post(_, let restoredShown) = restored.stack.top else { return XCTFail("a post's screen") }
        XCTAssertNil(restoredShown)
    }

    func testWithoutAFileThereIsNothingToRestore() {
        XCTAssertEqual(file.read(), .success(nil))
        XCTAssertNil(file.remove(), "removing a file that is not there is no problem")
    }

    func testATruncatedFileIsCorrupt() throws {
        XCTAssertNil(file.save(.signedIn(feed: [AppScreen.post(id: 98)])))
        let saved = try String(contentsOfFile: file.path, encoding: .utf8)
        write(String(saved.dropLast(20)))

        XCTAssertEqual(
            file.read(), .failure(NavigationFileProblem(.corrupt, path: file.path, detail: "not JSON, or cut short")))
        XCTAssertEqual(
            "\(NavigationFileProblem(.corrupt, path: file.path, detail: "not JSON, or cut short"))",
            "the saved navigation \(file.path) is corrupt (not JSON, or cut short)")
    }

    func testAFileOfAnotherFormatIsRefusedWithItsFormat() {
        let navigation = #"{"stack":[{"kind":"login"}]}"#
        write(#"{"navigation":\#(navigation)}"#)
        XCTAssertEqual(file.read(), .failure(NavigationFileProblem(.otherFormat(nil), path: file.path)))
        write(#"{"format":2,"navigation":{"screens":"somewhere else"}}"#)
        XCTAssertEqual(file.read(), .failure(NavigationFileProblem(.otherFormat(2), path: file.path)))
        write(#"{"format":"1","navigation":\#(navigation)}"#)
        XCTAssertEqual(
            file.read(), .failure(NavigationFileProblem(.corrupt, path: file.path, detail: "not a saved navigation")))

        XCTAssertEqual(
            "\(NavigationFileProblem(.otherFormat(nil), path: "n"))",
            "the saved navigation n is in an older format; this version reads format 1")
        XCTAssertEqual(
            "\(NavigationFileProblem(.otherFormat(2), path: "n"))",
            "the saved navigation n is in format 2; this version reads format 1")
    }

    func testAFileThatBreaksTheRulesOfANavigationIsCorruptWithWhy() {
        write(
            #"{"format":1,"navigation":{"tabs":[{"tab":"feed","screens":[{"kind":"feed"}]}],"selectedTab":"venues"}}"#)

        XCTAssertEqual(
            file.read(),
            .failure(
                NavigationFileProblem(
                    .corrupt, path: file.path, detail: "the selected tab venues is not one of the tabs")))
    }

    func testAFailedWriteOrRemovalSaysWhyAndDoesNotCrash() throws {
        let file = NavigationFile(path: directory + "/missing/credentials.json.navigation")

        let problem = try XCTUnwrap(file.save(.signedOut))

        XCTAssertEqual(problem.kind, .writeFailed)
        XCTAssertTrue("\(problem)".hasPrefix("cannot save the navigation to \(file.path) ("), "\(problem)")
        XCTAssertEqual(file.read(), .success(nil))
        XCTAssertNil(file.remove(), "a file that was never written is no problem to remove")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), [], "a temporary file was left")
    }

    func testASavedNavigationIsReadableByItsOwnerOnly() throws {
        XCTAssertNil(file.save(.signedOut))
        XCTAssertEqual(permissions(of: file.path), 0o600)
        XCTAssertEqual(chmod(file.path, 0o644), 0)

        XCTAssertNil(file.save(.signedIn))

        XCTAssertEqual(permissions(of: file.path), 0o600)
        XCTAssertEqual(file.read(), .success(.signedIn))
    }

    func testAFileThatOthersCouldReadIsMadeItsOwnersOnlyWhenItIsRead() {
        XCTAssertNil(file.save(.signedIn))
        XCTAssertEqual(chmod(file.path, 0o644), 0)

        XCTAssertEqual(file.read(), .success(.signedIn))

        XCTAssertEqual(permissions(of: file.path), 0o600)
    }

    func testAFileThatCannotBeRemovedSaysWhy() throws {
        try FileManager.default.createDirectory(atPath: file.path + "/inside", withIntermediateDirectories: true)

        XCTAssertEqual(file.remove()?.kind, .removeFailed)
        XCTAssertEqual(
            file.read(), .failure(NavigationFileProblem(.unreadable, path: file.path, detail: "not a readable file")))
    }
}
