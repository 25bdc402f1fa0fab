import Foundation
import HTTPTestSupport
import PresentersXCTest
import ShowcaseApp

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The test server itself: it answers `HTTPEndpoint`'s mapping from the in-memory backend over a real
/// socket, meets each fault it is given on that socket, and leaves nothing listening once stopped.
final class LoopbackServerTests: HTTPTestCase {
    func testItAnswersTheMappingAsTheInMemoryBackendDoes() throws {
        let server = try startServer()
        let client = client(port: server.port)
        let catalog = RemoteCatalogRepository(client: client)

        XCTAssertEqual(
            outcome(of: RemoteAuthRepository(client: client).logIn(Fixture.credentials)),
            [.success(Session(email: Fixture.email, token: "token-1"))])
        XCTAssertEqual(
            outcome(of: RemotePostsRepository(client: client).posts(.older(than: 81))).first.map(Self.ids),
            (61...80).reversed().map { $0 })
        XCTAssertEqual(
            outcome(of: catalog.post(id: 42)),
            [.success(Post(id: 42, title: "Fast Reader", author: "Jade Moreau", votes: 98))])
        XCTAssertEqual(
            outcome(of: catalog.addComment("Nice", toPost: 2, author: Fixture.email)),
            [.success(Comment(id: 3, author: Fixture.email, text: "Nice"))])
        XCTAssertEqual(outcome(of: catalog.post(id: 999)), [.failure(APIError.notFound)])

        XCTAssertEqual(
            server.requests.map(\.description),
            [
                "POST /v1/session", "GET /v1/posts?olderThan=81", "GET /v1/posts/42", "POST /v1/posts/2/comments",
                "GET /v1/posts/999",
            ])
        XCTAssertEqual(server.requests.first?.headers["content-type"], "application/json")
        // The server notes a connection's end a moment after the client has read its answer.
        XCTAssertTrue(server.waitForEndings(5))
        XCTAssertEqual(server.connectionEndings, Array(repeating: .answered, count: 5))
    }

    func testOnceStoppedItRefusesConnectionsAndHoldsNoSocket() throws {
        let server = try LoopbackServer()
        let port = server.port
        if let listening = SocketTable.descriptors(onPort: port) {
            XCTAssertEqual(listening, 1, "its listening socket")
        }
        XCTAssertNil(Sockets.connectionFailure(toPort: port), "it accepts while it runs")
        // The connection just made, which the server holds until it sees it closed.
        XCTAssertTrue(server.waitForEndings(1))

        server.stop()

        XCTAssertEqual(Sockets.connectionFailure(toPort: port), ECONNREFUSED)
        XCTAssertEqual(server.openConnections, 0)
        XCTAssertEqual(SocketTable.descriptors(onPort: port) ?? 0, 0)
    }

    func testAClosedPortRefusesTheConnection() throws {
        let port = try closedPort()

        XCTAssertEqual(Sockets.connectionFailure(toPort: port), ECONNREFUSED)
        XCTAssertEqual(
            outcome(of: RemoteCatalogRepository(client: client(port: port)).post(id: 1)), [.failure(APIError.network)])
    }

    func testAMalformedBodyIsAnInvalidResponseAndA503AServerFailure() throws {
        let server = try startServer()
        let catalog = RemoteCatalogRepository(client: client(port: server.port))
        server.inject(.malformedJSON)
        server.inject(.status(503))

        XCTAssertEqual(outcome(of: catalog.post(id: 1)), [.failure(APIError.invalidResponse)])
        XCTAssertEqual(outcome(of: catalog.post(id: 1)), [.failure(APIError.server(statusCode: 503))])
        XCTAssertEqual(outcome(of: catalog.post(id: 1)).count, 1, "the faults were for the first two requests")
        XCTAssertEqual(server.requests.count, 3)
    }

    func testAFiveMegabyteImageArrivesWhole() throws {
        let server = try startServer()
        // 5 MB in blocks of a kilobyte, each starting with its number, so that a block lost or moved shows.
        let kilobyte = Data((0..<1024).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        var image = Data(capacity: 5 * 1024 * 1024)
        for index in 0..<5 * 1024 {
            var block = kilobyte
            block[0] = UInt8(truncatingIfNeeded: index)
            block[1] = UInt8(truncatingIfNeeded: index >> 8)
            image.append(block)
        }
        server.inject(.body(image))

        let answer = outcome(of: client(port: server.port).send(.image(id: 1)))

        XCTAssertEqual(answer.count, 1)
        guard case .success(let response)? = answer.first else { return XCTFail("\(answer)") }
        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(response.body.count, 5 * 1024 * 1024)
        XCTAssertTrue(response.body == image, "the bytes differ")
    }

    private static func ids(_ event: SingleEvent<[Post]>) -> [Int] {
        guard case .success(let posts) = event else { return [] }
        return posts.map(\.id)
    }
}
