import Foundation
import Presenters
import ShowcaseApp
import XCTest

final class ResponseMapperTests: XCTestCase {
    private let sessionJSON = Data(#"{"email":"demo@example.com","token":"token-1"}"#.utf8)

    private func map(_ statusCode: Int, _ body: Data = Data()) -> Result<Session, APIError> {
        ResponseMapper.map(APIResponse(statusCode: statusCode, body: body), to: Session.self)
    }

    func test200DecodesThePayload() {
        XCTAssertEqual(map(200, sessionJSON), .success(Fixture.session))
    }

    func testOther2xxDecodeThePayloadToo() {
        XCTAssertEqual(map(201, sessionJSON), .success(Fixture.session))
    }

    func test200WithAMalformedPayloadIsAnInvalidResponse() {
        XCTAssertEqual(map(200, Data("{\"email\":".utf8)), .failure(.invalidResponse))
        XCTAssertEqual(map(200, Data()), .failure(.invalidResponse))
        XCTAssertEqual(map(200, Data(#"{"email":"demo@example.com"}"#.utf8)), .failure(.invalidResponse))
        XCTAssertEqual(map(200, Data("[]".utf8)), .failure(.invalidResponse))
    }

    func test401IsUnauthorized() {
        XCTAssertEqual(map(401, sessionJSON), .failure(.unauthorized))
    }

    func test403IsForbidden() {
        XCTAssertEqual(map(403, sessionJSON), .failure(.forbidden))
        XCTAssertEqual(APIError.forbidden.description, "forbidden")
    }

    func test404IsNotFound() {
        XCTAssertEqual(map(404), .failure(.notFound))
    }

    func test409IsAConflict() {
        XCTAssertEqual(map(409), .failure(.conflict))
    }

    func test5xxIsAServerErrorWithItsCode() {
        XCTAssertEqual(map(500), .failure(.server(statusCode: 500)))
        XCTAssertEqual(map(503, sessionJSON), .failure(.server(statusCode: 503)))
        XCTAssertEqual(map(599), .failure(.server(statusCode: 599)))
    }

    func testAnyOtherStatusIsAnInvalidResponse() {
        for statusCode in [0, 100, 199, 302, 400, 418, 499, 600] {
            XCTAssertEqual(map(statusCode, sessionJSON), .failure(.invalidResponse), "\(statusCode)")
        }
    }

    func testAListPayloadDecodesInOrder() {
        let body = Data(
            #"[{"author":"A","id":2,"title":"T2","votes":3},{"author":"B","id":1,"title":"T1","votes":0}]"#.utf8)
        let result = ResponseMapper.map(APIResponse(statusCode: 200, body: body), to: [Post].self)
        XCTAssertEqual(
            result,
            .success([
                Post(id: 2, title: "T2", author: "A", votes: 3), Post(id: 1, title: "T1", author: "B", votes: 0),
            ]))
    }
}
