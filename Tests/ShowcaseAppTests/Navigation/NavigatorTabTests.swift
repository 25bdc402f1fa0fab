import PresentersXCTest
import ShowcaseApp
import XCTest

/// The tabs of the app's tab bar are the signed-in app's: refused while nobody is signed in, opened on top
/// of whatever is shown once someone is.
final class NavigatorTabTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func testGivenTheLoginWhenATabIsOpenedThenItIsRefusedAndNothingChanges() {
        let navigator = Navigator(
            root: CompositionRoot.unimplemented(scheduler: scheduler, Unimplemented(failureReporter: .xctest)))

        for tab in AppTab.allCases {
            XCTAssertEqual(navigator.canOpen(tab), Result<AppTab, TabError>.failure(TabError(tab: tab)))
            XCTAssertEqual(navigator.open(tab), Result<AppTab, TabError>.failure(TabError(tab: tab)))
        }
        scheduler.start()

        XCTAssertEqual(navigator.currentStack.map { $0.description }, ["login (root)"])
        XCTAssertEqual(
            AppTab.allCases.map { TabError(tab: $0).message },
            [
                "log in first: the venues tab opens once you are logged in",
                "log in first: the gallery tab opens once you are logged in",
            ])
    }

    func testGivenAStoredSessionWhenEachTabIsOpenedThenItIsPushedOnTop() {
        let root = CompositionRoot(
            scheduler: scheduler, credentialsStore: InMemoryCredentialsStore(session: Fixture.session))
        let navigator = Navigator(root: root)

        XCTAssertEqual(navigator.canOpen(.venues), Result<AppTab, TabError>.success(.venues))
        XCTAssertEqual(navigator.open(.venues), Result<AppTab, TabError>.success(.venues))
        XCTAssertEqual(navigator.open(.gallery), Result<AppTab, TabError>.success(.gallery))

        XCTAssertEqual(
            navigator.currentStack.map { $0.description }, ["feed (root)", "venues (push)", "gallery (push)"])
    }

    func testGivenALogOutWhenATabIsOpenedThenItIsRefusedAgain() {
        let root = CompositionRoot(
            scheduler: scheduler, credentialsStore: InMemoryCredentialsStore(session: Fixture.session))
        let navigator = Navigator(root: root)

        root.logOut()

        XCTAssertEqual(navigator.open(.gallery), Result<AppTab, TabError>.failure(TabError(tab: .gallery)))
        XCTAssertEqual(navigator.currentStack.map { $0.description }, ["feed (root)"])
    }
}
