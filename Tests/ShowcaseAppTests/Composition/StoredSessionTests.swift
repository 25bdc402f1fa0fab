import Foundation
import Presenters
import ShowcaseApp
import XCTest

final class StoredSessionTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private let session = Session(email: "demo@example.com", token: "token-7")
    private var directory = ""
    private var path: String { directory + "/credentials.json" }

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = NSTemporaryDirectory() + "stored-session-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
        try super.tearDownWithError()
    }

    func testGivenAStoredSessionWhenTheAppStartsThenItShowsTheFeedSignedIn() {
        FileCredentialsStore(path: path).save(session)

        let root = AppUnderTest(scheduler: scheduler, user: .kept(in: FileCredentialsStore(path: path))).root
        let navigator = Navigator(root: root)

        XCTAssertEqual(navigator.currentStack.map(\.description), ["feed (root)"])
        XCTAssertEqual(root.store.state.session, session)
    }

    func testGivenNoStoredSessionWhenTheAppStartsThenItShowsTheLogin() {
        let root = AppUnderTest(scheduler: scheduler, user: .kept(in: FileCredentialsStore(path: path))).root
        let navigator = Navigator(root: root)

        XCTAssertEqual(navigator.currentStack.map(\.description), ["login (root)"])
        XCTAssertNil(root.store.state.session)
    }

    func testGivenACorruptFileWhenTheAppStartsThenItShowsTheLoginAndTheProblem() {
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("{\"sess".utf8)))
        let credentials = FileCredentialsStore(path: path)

        let navigator = Navigator(
            root: AppUnderTest(scheduler: scheduler, user: .kept(in: credentials)).root)

        XCTAssertEqual(navigator.currentStack.map(\.description), ["login (root)"])
        XCTAssertEqual(credentials.problem?.kind, .corrupt)
    }

    func testGivenTheLoginWhenTheDemoAccountLogsInThenTheFileAndTheStoresSliceHaveTheSession() {
        let root = AppUnderTest(
            scheduler: scheduler, backend: .init(latency: .seconds(1)),
            user: .kept(in: FileCredentialsStore(path: path))
        )
        .root
        let sessions = scheduler.createObserver(Session?.self)
        let subscription = root.store.slice(\.session).subscribe(sessions)
        let login = root.loginPresenter()
        login.send(.emailChanged(InMemoryBackend.demoAccount.email))
        login.send(.passwordChanged(InMemoryBackend.demoAccount.password))

        scheduler.scheduleAt(5) { login.send(.loginTapped) }
        scheduler.start()

        let issued = Session(email: "demo@example.com", token: "token-1")
        XCTAssertEqual(sessions.events, [.next(0, nil), .next(6, issued)])
        XCTAssertEqual(FileCredentialsStore(path: path).session, issued)
        subscription.dispose()
    }

    func testGivenTheFeedOverAPostWhenTheUserLogsOutThenTheLoginIsTheOnlyScreenAndNoSessionIsLeft() throws {
        FileCredentialsStore(path: path).save(session)
        let root = AppUnderTest(
            scheduler: scheduler, backend: .init(latency: .seconds(10)),
            user: .kept(in: FileCredentialsStore(path: path))
        )
        .root
        let navigator = Navigator(root: root)
        scheduler.advanceTo(10)
        let feed = try XCTUnwrap(navigator.top.presenter(as: FeedScreen.self))
        feed.send(.select(id: 98))
        navigator.back()

        feed.send(.logOutTapped)

        XCTAssertEqual(navigator.currentStack.map(\.description), ["login (root)"])
        XCTAssertEqual(root.store.state, AppState())
        XCTAssertNil(FileCredentialsStore(path: path).session)
        // The next start is at the login.
        XCTAssertEqual(
            Navigator(root: AppUnderTest(scheduler: scheduler, user: .kept(in: FileCredentialsStore(path: path))).root)
                .currentStack.map(\.description), ["login (root)"])
    }

    func testGivenASignedInUserWhenLoggingOutThenTheFileAndTheStoreForgetTheSession() {
        FileCredentialsStore(path: path).save(session)
        let root = AppUnderTest(scheduler: scheduler, user: .kept(in: FileCredentialsStore(path: path))).root
        root.store.dispatch(.voteSent(postID: 3, voted: true, count: 1))

        root.logOut()

        XCTAssertEqual(root.store.state, AppState())
        XCTAssertNil(root.credentialsStore.session)
        XCTAssertNil(FileCredentialsStore(path: path).session)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }
}
