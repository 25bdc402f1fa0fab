import Foundation
import HTTPTestSupport
import PresentersXCTest
import ShowcaseApp

/// A signed-in session over HTTP: once the user logged in, or when a session was restored at launch,
/// every request but a login carries the session's token, as the server reads it from the socket.
final class SignedInRequestsTests: HTTPTestCase {
    /// The app over `URLSessionAPIClient` to `server`, its session kept in `store`, which the client reads
    /// the token from.
    private func root(over server: LoopbackServer, store: InMemoryCredentialsStore) -> CompositionRoot {
        let client = URLSessionAPIClient(
            baseURL: server.baseURL, scheduler: scheduler, configuration: .ephemeral, session: { store.session })
        return AppUnderTest(scheduler: scheduler, user: .kept(in: store), client: client).root
    }

    func testAfterTheLoginEveryRequestSendsTheSessionsTokenAndTheLoginItselfSendsNone() throws {
        let server = try startServer()
        let store = InMemoryCredentialsStore()
        let root = root(over: server, store: store)
        let login = root.loginPresenter()
        login.send(.emailChanged(Fixture.email))
        login.send(.passwordChanged(Fixture.password))

        _ = send(.loginTapped, to: login) { !$0.isLoading }
        XCTAssertEqual(store.session, Session(email: Fixture.email, token: "token-1"))
        let feed = root.feedPresenter()
        _ = send(.appear, to: feed) { $0.items.count == 20 }
        _ = send(.reachedEnd, to: feed) { $0.items.count == 40 }

        XCTAssertEqual(
            server.requests.map { "\($0) \($0.headers["authorization"] ?? "-")" },
            [
                "POST /v1/session -", "GET /v1/posts Bearer token-1", "GET /v1/posts?olderThan=81 Bearer token-1",
            ])
    }

    func testARestoredSessionSendsItsTokenFromTheFirstRequest() throws {
        let server = try startServer()
        let store = InMemoryCredentialsStore(session: Session(email: Fixture.email, token: "token-restored"))
        let feed = root(over: server, store: store).feedPresenter()

        _ = send(.appear, to: feed) { $0.items.count == 20 }

        XCTAssertEqual(server.requests.map { $0.headers["authorization"] }, ["Bearer token-restored"])
    }

    func testOnceLoggedOutTheRequestsSendNoToken() throws {
        let server = try startServer()
        let store = InMemoryCredentialsStore(session: Fixture.session)
        let root = root(over: server, store: store)
        root.logOut()

        _ = send(.appear, to: root.feedPresenter()) { $0.items.count == 20 }

        XCTAssertEqual(server.requests.map { $0.headers["authorization"] }, [nil])
    }

    func testA401ToARequestOfTheSignedInUserEndsTheSessionAndBringsBackTheLoginSayingSo() throws {
        let server = try startServer()
        server.backend.endSessions()
        let store = InMemoryCredentialsStore(session: Session(email: Fixture.email, token: "token-restored"))
        let root = root(over: server, store: store)

        // The feed appears at once and asks for its first page with the session the server ended.
        let navigator = Navigator(root: root)
        // The value as delivered, its screens built: the answer's thread delivers it while this one waits.
        let delivered = LockedValue<Bool>()
        let subscription = navigator.navigation.subscribe(onNext: { if $0 == .signedOut { delivered.set(true) } })
        defer { subscription.dispose() }

        XCTAssertEqual(delivered.wait(timeout: 5), true, "the login did not come back")
        XCTAssertEqual(
            navigator.top.presenter(as: LoginScreen.self)?.currentState, LoginState(failure: .sessionExpired))
        XCTAssertNil(store.session)
        XCTAssertEqual(root.store.state, AppState(sessionExpired: true))
        XCTAssertEqual(
            server.requests.map { "\($0) \($0.headers["authorization"] ?? "-")" },
            ["GET /v1/posts Bearer token-restored"])
    }
}
