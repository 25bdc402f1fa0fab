import Presenters
import ShowcaseApp
import XCTest

/// A session the backend ends while the user is in the app: the next request of the user is answered 401,
/// the session is forgotten, and the login comes back alone, saying why; the next login leads to the feed.
final class NavigatorSessionExpiryTests: ShowcaseAppTestCase {
    // Ticks of a tenth of a second: the backend answers 10 ticks after a request.
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)

    func testWhenTheBackendEndsTheSessionTheNextRequestBringsBackTheLoginSayingSoAndTheNextLoginLeadsToTheFeed() {
        let credentials = InMemoryCredentialsStore(session: Fixture.session)
        let app = AppUnderTest(scheduler: scheduler, backend: .init(latency: .seconds(1)), user: .kept(in: credentials))
        let root = app.root
        let navigator = Navigator(root: root)
        scheduler.advanceTo(20)
        XCTAssertEqual(navigator.top.presenter(as: FeedScreen.self)?.currentState.items.count, 20)

        app.backend.endSessions()
        navigator.top.presenter(as: FeedScreen.self)?.send(.refresh)
        scheduler.advanceTo(40)

        let login = navigator.top.presenter(as: LoginScreen.self)
        XCTAssertEqual(navigator.currentNavigation, .signedOut)
        XCTAssertEqual(login?.currentState, LoginState(failure: .sessionExpired))
        XCTAssertEqual(login?.currentState.failure?.message, "Your session has expired. Log in again.")
        XCTAssertNil(credentials.session)
        XCTAssertEqual(root.store.state, AppState(sessionExpired: true))

        login?.send(.emailChanged(Fixture.email))
        login?.send(.passwordChanged(Fixture.password))
        login?.send(.loginTapped)
        scheduler.advanceTo(70)

        XCTAssertEqual(navigator.currentNavigation, .signedIn)
        XCTAssertEqual(navigator.top.presenter(as: FeedScreen.self)?.currentState.items.count, 20)
        XCTAssertEqual(root.store.state.session, Session(email: Fixture.email, token: "token-1"))
        XCTAssertFalse(root.store.state.sessionExpired)
        XCTAssertEqual(
            app.backend.log.filter { $0.kind == .finished }.map(\.description),
            [
                "finished posts latest", "finished posts newer than #100", "finished log in demo@example.com",
                "finished posts latest",
            ])
    }

    func testAWrongPasswordAnswered401EndsNothingAndALoggedOutUserIsNotSentBackToTheLogin() {
        let app = AppUnderTest(scheduler: scheduler, backend: .init(latency: .seconds(1)))
        let root = app.root
        let navigator = Navigator(root: root)
        let login = navigator.top.presenter(as: LoginScreen.self)

        login?.send(.emailChanged(Fixture.email))
        login?.send(.passwordChanged("password2"))
        login?.send(.loginTapped)
        scheduler.advanceTo(20)

        XCTAssertEqual(login?.currentState.failure, .wrongCredentials)
        XCTAssertEqual(root.store.state, AppState())
        XCTAssertTrue(navigator.top.presenter(as: LoginScreen.self) === login, "the same login screen")
    }
}
