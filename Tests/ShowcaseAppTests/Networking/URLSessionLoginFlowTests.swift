import Foundation
import PresentersXCTest
import ShowcaseApp

/// The login screen over the network: the composition root's login use case goes through
/// `URLSessionAPIClient` to a stub server that answers the login endpoint.
final class URLSessionLoginFlowTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    /// The queue the session answers on, so that a test can wait until an answer has been handled whole.
    private let answers: OperationQueue = {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        return queue
    }()
    private var server: StubServer!

    override func setUp() {
        super.setUp()
        server = StubServer(reply: .silence)
    }

    override func tearDown() {
        server.close()
        super.tearDown()
    }

    /// The app's root built from an environment whose client goes over the network to the stub server.
    private func makeRoot() -> CompositionRoot {
        let client = URLSessionAPIClient(
            baseURL: server.baseURL, scheduler: scheduler, configuration: server.configuration, delegateQueue: answers)
        return AppUnderTest(scheduler: scheduler, client: client).root
    }

    /// Fills the form of `login` with `Fixture.credentials` and taps login; returns the routes once the
    /// server's answer has been handled whole: the screen stopped loading, and the session's callback that
    /// delivered the answer has returned, so that the login's subscription has ended.
    private func logIn(on login: LoginPresenter) -> [LoginRoute] {
        let routes = LockedList<LoginRoute>()
        let answered = expectation(description: "the login was answered")
        var loading = false
        let subscriptions = [
            login.routes.subscribe(onNext: { routes.append($0) }),
            login.state.subscribe(onNext: { state in
                if state.isLoading {
                    loading = true
                } else if loading {
                    loading = false
                    answered.fulfill()
                }
            }),
        ]
        login.send(.emailChanged(Fixture.email))
        login.send(.passwordChanged(Fixture.password))
        login.send(.loginTapped)
        wait(for: [answered], timeout: 5)
        answers.waitUntilAllOperationsAreFinished()
        subscriptions.forEach { $0.dispose() }
        return routes.all
    }

    func testGivenTheServerKnowsTheUserWhenTheyLogInThenTheyAreSignedInAndTheLoginLeadsToTheFeed() {
        let session = Session(email: Fixture.email, token: "token-7")
        server.answer(.status(200, body: Data(#"{"email":"demo@example.com","token":"token-7"}"#.utf8)))
        let root = makeRoot()
        let login = root.loginPresenter()

        XCTAssertEqual(logIn(on: login), [.feed])

        XCTAssertEqual(
            login.currentState, LoginState(email: Fixture.email, password: Fixture.password, isLoginEnabled: true))
        XCTAssertEqual(root.store.state.session, session)
        XCTAssertEqual(root.credentialsStore.session, session)
        XCTAssertEqual(server.requests.map(\.method), ["POST"])
        XCTAssertEqual(server.requests.map(\.url), ["https://\(server.host)/v1/session"])
        XCTAssertEqual(server.requests.map(\.body), [#"{"email":"demo@example.com","password":"password1"}"#])
    }

    func testGivenTheServerRefusesTheCredentialsWhenTheUserLogsInThenTheScreenSaysSoAndNobodyIsSignedIn() {
        server.answer(.status(401))
        let root = makeRoot()
        let login = root.loginPresenter()

        XCTAssertEqual(logIn(on: login), [])

        XCTAssertEqual(
            login.currentState,
            LoginState(
                email: Fixture.email, password: Fixture.password, isLoginEnabled: true, failure: .wrongCredentials))
        XCTAssertNil(root.store.state.session)
        XCTAssertNil(root.credentialsStore.session)
        XCTAssertEqual(server.requests.count, 1)
    }
}
