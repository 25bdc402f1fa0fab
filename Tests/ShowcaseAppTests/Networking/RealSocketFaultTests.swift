import Foundation
import HTTPTestSupport
import PresentersXCTest
import ShowcaseApp

/// The faults of a real network, met by the app's feed over `URLSessionAPIClient` and a `LoopbackServer`:
/// the session's own timeout, a refused connection, a connection reset in the middle of a body, a body that
/// comes slowly, and a request cancelled when its screen goes away. The presenters' timers run on a
/// scheduler that never moves, so every timeout here is the session's, on the real clock; each test takes
/// a few seconds at most, and `HTTPTestCase` checks that no socket and no subscription is left after it.
final class RealSocketFaultTests: HTTPTestCase {
    func testWhenTheServerNeverAnswersTheSessionsOwnTimeoutEndsTheRequestAndTheFeedSaysItTookTooLong() throws {
        let server = try startServer()
        server.inject(.silence)
        let feed = feed(over: client(port: server.port, timeout: .seconds(1)))
        let start = Date()

        let failed = send(.appear, to: feed) { $0.failure != nil }

        let elapsed = Date().timeIntervalSince(start)
        XCTAssertEqual(failed?.failure?.message, "Could not load the feed. The server took too long to answer.")
        XCTAssertGreaterThanOrEqual(elapsed, 0.9, "the session gave up before its timeout")
        XCTAssertLessThan(elapsed, 3, "the session waited well past its timeout")
        // The session closed the connection it gave up on.
        XCTAssertTrue(server.waitForEndings(1))
        XCTAssertEqual(server.connectionEndings, [.closedByClient])

        let loaded = send(.retry, to: feed) { $0.items.count == 20 }
        XCTAssertNil(loaded?.failure)
    }

    func testARefusedConnectionReadsAsOfflineAndTheRetryLoadsOnceTheServerListens() throws {
        let port = try closedPort()
        let feed = feed(over: client(port: port))

        let offline = send(.appear, to: feed) { $0.failure != nil }
        XCTAssertEqual(offline?.failure?.message, "Could not load the feed. No connection.")

        let server = try startServer(port: port)
        let loaded = send(.retry, to: feed) { $0.items.count == 20 }
        XCTAssertNil(loaded?.failure)
        XCTAssertEqual(server.requests.map(\.description), ["GET /v1/posts"])
    }

    func testAServerStoppedMidSessionReadsAsOfflineAndTheRetryLoadsOnceItIsBack() throws {
        let first = try startServer()
        let port = first.port
        let feed = feed(over: client(port: port))
        XCTAssertEqual(send(.appear, to: feed) { $0.items.count == 20 }?.items.first?.id, 100)

        first.stop()
        let offline = send(.refresh, to: feed) { $0.failure != nil }
        XCTAssertEqual(offline?.failure?.message, "Could not load newer posts. No connection.")
        XCTAssertEqual(offline?.items.count, 20, "the posts shown stay")

        let second = try startServer(port: port)
        let refreshed = send(.retry, to: feed) { !$0.isRefreshing && $0.failure == nil }
        XCTAssertEqual(refreshed?.items.count, 20)
        XCTAssertEqual(second.requests.map(\.description), ["GET /v1/posts?newerThan=100"])
    }

    func testAConnectionResetInTheMiddleOfTheBodyReadsAsOfflineAndTheRetryLoads() throws {
        let server = try startServer()
        server.inject(.resetAfterHalfBody)
        let feed = feed(over: client(port: server.port))

        let offline = send(.appear, to: feed) { $0.failure != nil }
        XCTAssertEqual(offline?.failure?.message, "Could not load the feed. No connection.")
        XCTAssertEqual(offline?.items, [])

        let loaded = send(.retry, to: feed) { $0.items.count == 20 }
        XCTAssertNil(loaded?.failure)
        XCTAssertTrue(server.waitForEndings(2))
        XCTAssertEqual(server.connectionEndings, [.reset, .answered])
    }

    func testABodySentSlowlyInPiecesWithinTheTimeoutArrivesWhole() throws {
        let server = try startServer()
        server.inject(.slowBody(pieces: 4, interval: 0.25))
        let feed = feed(over: client(port: server.port, timeout: .seconds(2)))
        let start = Date()

        let loaded = send(.appear, to: feed) { $0.isSettled }

        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 1, "the body came in pieces over a second")
        XCTAssertNil(loaded?.failure)
        XCTAssertEqual(loaded?.items.map(\.id), Array((81...100).reversed()))
        XCTAssertTrue(server.waitForEndings(1))
        XCTAssertEqual(server.connectionEndings, [.answered])
    }

    func testLeavingTheScreenCancelsItsRequestAndTheServerSeesTheConnectionClosed() throws {
        let server = try startServer()
        server.inject(.silence)
        var feed: FeedPresenter? = feed(over: client(port: server.port, timeout: .seconds(10)))
        feed?.send(.appear)
        XCTAssertTrue(server.waitForRequests(1))

        // The user leaves the screen: its presenter is released, and with it the request in flight.
        weak let released = feed
        feed = nil
        XCTAssertNil(released)

        XCTAssertTrue(server.waitForEndings(1, timeout: 2), "the server did not see the connection closed")
        XCTAssertEqual(server.connectionEndings, [.closedByClient])
    }
}
