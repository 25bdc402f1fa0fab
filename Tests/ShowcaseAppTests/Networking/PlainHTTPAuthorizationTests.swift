import Foundation
import PresentersXCTest
import ShowcaseApp

/// The session's token crosses no plain connection to another machine: `URLSessionAPIClient` sends it over
/// HTTPS, over HTTP to a loopback host, or to a host the client is told by name, as a stub server receives
/// the requests.
final class PlainHTTPAuthorizationTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    /// The `Authorization` field of a request for a post, sent by a client signed in with `Fixture.session`
    /// to a stub server at `baseURL`, as the server received it.
    private func authorization(
        sentTo baseURL: URL, allowing hosts: Set<String> = [], file: StaticString = #filePath, line: UInt = #line
    ) -> String? {
        let server = StubServer(reply: .status(200, body: Data("{}".utf8)), baseURL: baseURL)
        defer { server.close() }
        let client = URLSessionAPIClient(
            baseURL: baseURL, scheduler: scheduler, configuration: server.configuration,
            session: { Fixture.session }, allowingPlainHTTPAuthorization: hosts)

        XCTAssertEqual(
            outcome(of: client.send(.post(id: 42))), [.success(APIResponse(statusCode: 200, body: Data("{}".utf8)))],
            file: file, line: line)
        XCTAssertEqual(server.requests.map(\.url), [baseURL.absoluteString + "/posts/42"], file: file, line: line)
        return server.requests.first?.authorization
    }

    func testOverPlainHTTPToAnotherMachineTheRequestGoesWithoutTheToken() {
        XCTAssertNil(authorization(sentTo: URL(string: "http://10.1.2.3/v1")!))
        XCTAssertNil(authorization(sentTo: URL(string: "http://example.invalid:8080/v1")!))
    }

    func testOverHTTPSTheRequestSendsTheToken() {
        XCTAssertEqual(authorization(sentTo: URL(string: "https://10.1.2.3/v1")!), "Bearer token-1")
    }

    func testOverPlainHTTPToALoopbackHostTheRequestSendsTheToken() {
        XCTAssertEqual(authorization(sentTo: URL(string: "http://127.0.0.1:8080/v1")!), "Bearer token-1")
        XCTAssertEqual(authorization(sentTo: URL(string: "http://localhost:8080/v1")!), "Bearer token-1")
    }

    func testOverPlainHTTPToAHostNamedByTheClientTheRequestSendsTheToken() {
        let baseURL = URL(string: "http://dev.example.lan:8080/v1")!

        XCTAssertEqual(authorization(sentTo: baseURL, allowing: ["DEV.example.lan"]), "Bearer token-1")
        XCTAssertNil(authorization(sentTo: baseURL, allowing: ["example.lan", "10.1.2.3"]))
    }

    func testTheTokenIsSentOverHTTPSOrToThisMachineOrToAHostNamedAndOverNothingElse() {
        let client = URLSessionAPIClient(
            baseURL: URL(string: "https://api.example.com")!, scheduler: scheduler,
            allowingPlainHTTPAuthorization: ["dev.example.lan", "10.0.0.5"])
        let sent = [
            "https://api.example.com/v1", "HTTPS://10.1.2.3/v1", "http://localhost/v1", "http://LocalHost:80/v1",
            "http://127.0.0.1:8080/v1", "http://127.4.5.6/v1", "http://[::1]:8080/v1", "http://dev.example.lan/v1",
            "http://10.0.0.5:8080/v1",
        ]
        let withheld = [
            "http://10.1.2.3/v1", "http://example.com/v1", "http://127.0.0.1.example.com/v1", "http://1127.0.0.1/v1",
            "http://127.0.0.256/v1", "http://localhost.example.com/v1", "http://[::2]/v1",
            "http://api.dev.example.lan/v1",
            "ftp://127.0.0.1/v1", "file:///tmp/v1",
        ]

        XCTAssertEqual(sent.filter { !client.sendsToken(to: URL(string: $0)!) }, [])
        XCTAssertEqual(withheld.filter { client.sendsToken(to: URL(string: $0)!) }, [])
    }
}
