import Presenters
import ShowcaseApp
import XCTest

/// The sessions the in-memory backend issues, and how it ends them: as a server does, it answers 401 to a
/// request with the token of a session that is over, whatever the request, until the user logs in again.
final class InMemoryBackendSessionTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private lazy var backend = InMemoryBackend(
        scheduler: scheduler, configuration: .init(latency: .seconds(10), publishInterval: .seconds(1000)))

    /// The status of the backend's answer to `request` made with `token`, after its latency.
    private func status(of request: APIRequest, token: String?) -> Int? {
        var status: Int?
        let subscription = backend.send(request, token: { token }).subscribe(onSuccess: { status = $0.statusCode })
        scheduler.advanceTo(scheduler.clock + 10)
        subscription.dispose()
        return status
    }

    func testEverySessionIsValidUntilTheBackendEndsThemThenOnlyANewLoginsIs() {
        XCTAssertEqual(status(of: .logIn(InMemoryBackend.demoAccount), token: nil), 200)
        XCTAssertEqual(status(of: .post(id: 1), token: "token-1"), 200)
        XCTAssertEqual(status(of: .post(id: 1), token: "restored"), 200, "a session from before it started")

        backend.endSessions()

        XCTAssertEqual(status(of: .post(id: 1), token: "token-1"), 401)
        XCTAssertEqual(status(of: .vote(VoteRequest(postID: 1, voted: true)), token: "token-1"), 401)
        XCTAssertEqual(status(of: .post(id: 1), token: "restored"), 401, "a session it did not issue is over too")
        XCTAssertEqual(status(of: .post(id: 1), token: nil), 200, "a request with no session is answered as before")
        XCTAssertEqual(
            status(of: .logIn(InMemoryBackend.demoAccount), token: "token-1"), 200,
            "a login is answered whatever session it comes with")
        XCTAssertEqual(status(of: .post(id: 1), token: "token-2"), 200, "the new login's session")
        XCTAssertEqual(status(of: .post(id: 1), token: "token-1"), 401)
    }

    func testTheSimulatorsClientSendsTheTokenOfTheStoredSession() {
        let simulator = Simulator(scheduler: scheduler, backend: .init(latency: .seconds(10)))
        let store = InMemoryCredentialsStore(session: Fixture.session)
        let client = simulator.environment(credentialsStore: store).client
        simulator.backend.endSessions()

        let refused = scheduler.start { client.send(.post(id: 1)).map(\.statusCode) }
        store.clear()
        let answered = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            client.send(.post(id: 1)).map(\.statusCode)
        }

        XCTAssertEqual(refused.events, [.next(210, 401), .completed(210)])
        XCTAssertEqual(answered.events, [.next(1210, 200), .completed(1210)])
    }
}
