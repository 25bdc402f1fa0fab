import Foundation
import PresentersXCTest
import ShowcaseApp

/// The requests read back from their HTTP form by the forms the features declare, as the loopback server
/// reads them.
final class RequestFormTests: ShowcaseAppTestCase {
    /// `request` read back from its HTTP form.
    private func readBack(_ request: APIRequest) -> APIRequest? {
        let endpoint = request.endpoint
        let query = Dictionary(endpoint.query.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
        return APIRequest.reading(
            method: endpoint.method, path: endpoint.path, query: query, body: endpoint.body ?? Data())
    }

    func testEachRequestReadsBackAsItself() {
        let requests: [APIRequest] = [
            .logIn(Fixture.credentials),
            .register(Registration(email: "new@example.com", password: "secret12", age: 30)),
            .posts(.latest), .posts(.older(than: 81)), .post(id: 42), .comments(postID: 2, .newer(than: 7)),
            .addComment(postID: 2, text: "Nice", author: Fixture.email),
            .editComment(id: 9, text: "Nicer", author: Fixture.email), .vote(VoteRequest(postID: 98, voted: true)),
            .vote(VoteRequest(postID: 98, voted: false)), .collection(id: 3), .collectionPosts(id: 3, .latest),
            .user(id: 5), .userPosts(id: 5, .older(than: 60)), .search(SearchRequest(text: "a&b", page: .latest)),
            .venues(around: Coordinates(latitude: 48.8566, longitude: -0.5)), .venue(id: 4), .images(after: nil),
            .images(after: 12), .image(id: 17),
        ]

        for request in requests {
            XCTAssertEqual(readBack(request), request, "\(request)")
            XCTAssertEqual(readBack(request)?.description, request.description)
        }
    }

    func testAPathAMethodOrAQueryNoFormHasIsReadAsNothing() {
        XCTAssertNil(APIRequest.reading(method: "GET", path: "wizards/1", query: [:], body: Data()))
        XCTAssertNil(APIRequest.reading(method: "DELETE", path: "posts/1", query: [:], body: Data()))
        XCTAssertNil(APIRequest.reading(method: "GET", path: "posts/one", query: [:], body: Data()))
        XCTAssertNil(APIRequest.reading(method: "GET", path: "posts", query: ["olderThan": "x"], body: Data()))
        XCTAssertNil(APIRequest.reading(method: "GET", path: "venues", query: ["latitude": "1"], body: Data()))
        XCTAssertNil(APIRequest.reading(method: "POST", path: "session", query: [:], body: Data("{}".utf8)))
    }

    func testTwoRequestsAreTheSameWhenTheyTravelTheSame() {
        XCTAssertEqual(APIRequest.post(id: 3), .post(id: 3))
        XCTAssertNotEqual(APIRequest.post(id: 3), .post(id: 4))
        XCTAssertNotEqual(
            APIRequest.addComment(postID: 1, text: "a", author: "x"), .addComment(postID: 1, text: "b", author: "x"))
        XCTAssertEqual(APIRequest.post(id: 98).endpoint.description, "GET posts/98")
        XCTAssertEqual(APIRequest.post(id: 98).description, "post #98")
    }
}
