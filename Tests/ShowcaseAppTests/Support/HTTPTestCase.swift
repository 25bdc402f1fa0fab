import Foundation
import HTTPTestSupport
import PresentersXCTest
import ShowcaseApp

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The base of the tests that go over a real socket to a `LoopbackServer`: it stops the servers a test
/// started, then checks that nothing listens on their ports and that no socket of the process is left on
/// them, on the server's side or on the client's, and that no subscription is left alive.
class HTTPTestCase: ShowcaseAppTestCase {
    /// A scheduler that the tests never advance: the presenters' and the client's timers on it never fire,
    /// so that any timeout a test sees is the session's own, on the real clock.
    let scheduler = TestScheduler(initialClock: 0)
    private var servers: [LoopbackServer] = []
    private var ports: [UInt16] = []

    override func tearDown() {
        servers.forEach { $0.stop() }
        for port in ports {
            XCTAssertEqual(Sockets.connectionFailure(toPort: port), ECONNREFUSED, "port \(port) still accepts")
            // The client closes its side of a connection once it has read the answer: a moment after it.
            XCTAssertTrue(noSocketLeft(onPort: port), "a socket of the process is still open on port \(port)")
        }
        for server in servers {
            XCTAssertEqual(server.openConnections, 0, "the server still holds a connection")
        }
        servers = []
        // An answer's subscription ends on the session's thread just after it delivered the state the test
        // waited for: a moment to end, at most 2 seconds, before the check that none is left alive.
        let deadline = Date(timeIntervalSinceNow: 2)
        while liveSubscriptions > 0, Date() < deadline { usleep(1_000) }
        super.tearDown()
    }

    /// A server of the in-memory backend on `port` (a free one if `0`), stopped and checked at the end of the
    /// test.
    func startServer(port: UInt16 = 0, backend: InMemoryBackend? = nil) throws -> LoopbackServer {
        let server = try LoopbackServer(backend: backend, port: port)
        servers.append(server)
        if !ports.contains(server.port) { ports.append(server.port) }
        return server
    }

    /// A port nothing listens on, checked at the end of the test like a server's.
    func closedPort() throws -> UInt16 {
        let port = try Sockets.closedPort()
        ports.append(port)
        return port
    }

    /// A client of the server at `port`, whose session gives up after `timeout` of silence; its own
    /// timer runs on `scheduler`, which never moves.
    func client(port: UInt16, timeout: RxTimeInterval = .seconds(2)) -> URLSessionAPIClient {
        URLSessionAPIClient(
            baseURL: URL(string: "http://127.0.0.1:\(port)\(LoopbackServer.basePath)")!, scheduler: scheduler,
            timeout: timeout, configuration: .ephemeral)
    }

    /// The feed's presenter over `client`.
    func feed(over client: URLSessionAPIClient) -> FeedPresenter {
        makeFeedPresenter(useCase: .live(repository: RemotePostsRepository(client: client)), scheduler: scheduler)
    }

    /// Sends `event` to `presenter` and returns the first state that `isWanted` accepts, within `timeout`
    /// seconds of real time; `nil` if none came, which fails the test.
    func send<Event, State, Route>(
        _ event: Event, to presenter: Presenter<Event, State, Route>, timeout: TimeInterval = 5,
        until isWanted: @escaping (State) -> Bool, file: StaticString = #filePath, line: UInt = #line
    ) -> State? {
        let found = LockedValue<State>()
        let sent = LockedValue<Bool>()
        // The state shown when the event is sent, which the subscription replays at once, is not an answer.
        let subscription = presenter.state.subscribe(onNext: { state in
            if sent.wait(timeout: 0) != nil, isWanted(state) { found.set(state) }
        })
        sent.set(true)
        presenter.send(event)
        let state = found.wait(timeout: timeout)
        subscription.dispose()
        if state == nil { XCTFail("no such state came in \(timeout) s", file: file, line: line) }
        return state
    }

    /// Waits at most 2 seconds until no socket of the process is open on `port`: whether none is. Always
    /// `true` where the system does not show its sockets.
    private func noSocketLeft(onPort port: UInt16) -> Bool {
        let deadline = Date(timeIntervalSinceNow: 2)
        while let count = SocketTable.descriptors(onPort: port), count > 0 {
            guard Date() < deadline else { return false }
            usleep(10_000)
        }
        return true
    }
}

extension FeedState {
    /// Whether the feed is done loading: it shows posts or a failure.
    var isSettled: Bool { !isLoadingInitial && !isRefreshing && !isLoadingOlder && (failure != nil || !items.isEmpty) }
}
