import Foundation
import PresentersXCTest
import ShowcaseApp

/// What `URLSessionAPIClient` sends for each request: its method, URL, headers and JSON body, as a stub
/// server receives them.
final class URLSessionAPIClientRequestTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private var server: StubServer!
    private var client: URLSessionAPIClient!

    override func setUp() {
        super.setUp()
        server = StubServer(reply: .status(200, body: Data("{}".utf8)))
        client = URLSessionAPIClient(baseURL: server.baseURL, scheduler: scheduler, configuration: server.configuration)
    }

    override func tearDown() {
        server.close()
        super.tearDown()
    }

    /// What the server received for `requests`, sent one after the other, each once the previous one was
    /// answered.
    private func received(_ requests: APIRequest...) -> [StubServer.Request] {
        for request in requests {
            XCTAssertEqual(
                outcome(of: client.send(request)), [.success(APIResponse(statusCode: 200, body: Data("{}".utf8)))],
                "\(request)")
        }
        return server.requests
    }

    /// A request as the server receives it, at `path` under the base URL.
    private func request(
        _ method: String, _ path: String, accept: String = "application/json", body: String? = nil
    ) -> StubServer.Request {
        StubServer.Request(
            method: method, url: "https://\(server.host)/v1/\(path)", accept: accept,
            contentType: body == nil ? nil : "application/json", body: body, timeout: 10)
    }

    func testALoginPostsTheCredentialsAsJSONToTheSession() {
        XCTAssertEqual(
            received(.logIn(Fixture.credentials)),
            [request("POST", "session", body: #"{"email":"demo@example.com","password":"password1"}"#)])
    }

    func testARegistrationPostsTheFormToTheAccounts() {
        let registration = Registration(email: "new@example.com", password: "secret12", age: 30)

        XCTAssertEqual(
            received(.register(registration)),
            [request("POST", "accounts", body: #"{"age":30,"email":"new@example.com","password":"secret12"}"#)])
    }

    func testAPageOfTheFeedIsAGetOfThePostsWithItsPlaceInTheQuery() {
        XCTAssertEqual(
            received(.posts(.latest), .posts(.newer(than: 100)), .posts(.older(than: 81))),
            [
                request("GET", "posts"), request("GET", "posts?newerThan=100"), request("GET", "posts?olderThan=81"),
            ])
    }

    func testASearchIsAGetOfTheMatchingPostsWithItsTextAndItsPlaceInTheQuery() {
        XCTAssertEqual(
            received(
                .search(SearchRequest(text: "tiny notes", page: .latest)),
                .search(SearchRequest(text: "a&b", page: .older(than: 81)))),
            [request("GET", "search/posts?q=tiny%20notes"), request("GET", "search/posts?q=a%26b&olderThan=81")])
    }

    func testEachThingReadByIdIsAGetOfItsResource() {
        XCTAssertEqual(
            received(
                .post(id: 42), .comments(postID: 2, .older(than: 7)), .collection(id: 3),
                .collectionPosts(id: 3, .latest), .user(id: 5), .userPosts(id: 5, .newer(than: 60)), .venue(id: 4)),
            [
                request("GET", "posts/42"), request("GET", "posts/2/comments?olderThan=7"),
                request("GET", "collections/3"), request("GET", "collections/3/posts"), request("GET", "users/5"),
                request("GET", "users/5/posts?newerThan=60"), request("GET", "venues/4"),
            ])
    }

    func testACommentIsPostedUnderItsPostAndEditedUnderItsOwnId() {
        XCTAssertEqual(
            received(
                .addComment(postID: 2, text: "Nice post", author: "demo@example.com"),
                .editComment(id: 9, text: "Nicer post", author: "demo@example.com")),
            [
                request("POST", "posts/2/comments", body: #"{"author":"demo@example.com","text":"Nice post"}"#),
                request("PATCH", "comments/9", body: #"{"author":"demo@example.com","text":"Nicer post"}"#),
            ])
    }

    func testAVoteIsPutOnThePostAndTakenBackWithADelete() {
        XCTAssertEqual(
            received(.vote(VoteRequest(postID: 98, voted: true)), .vote(VoteRequest(postID: 98, voted: false))),
            [request("PUT", "posts/98/vote"), request("DELETE", "posts/98/vote")])
    }

    func testTheVenuesAroundAPlaceHaveItsCoordinatesInTheQuery() {
        XCTAssertEqual(
            received(.venues(around: Coordinates(latitude: 48.8566, longitude: -0.5))),
            [request("GET", "venues?latitude=48.8566&longitude=-0.5")])
    }

    func testTheImagesAreListedAfterAnImageAndAnImageIsDownloadedAsBytesOfAnyType() {
        XCTAssertEqual(
            received(.images(after: nil), .images(after: 12), .image(id: 17)),
            [
                request("GET", "images"), request("GET", "images?after=12"),
                request("GET", "images/17/data", accept: "*/*"),
            ])
    }

    func testABaseURLWithATrailingSlashGivesTheSameURLs() {
        let trailing = URL(string: "https://\(server.host)/v1/")!
        client = URLSessionAPIClient(baseURL: trailing, scheduler: scheduler, configuration: server.configuration)

        XCTAssertEqual(
            received(.post(id: 42), .posts(.older(than: 81))).map(\.url),
            [
                "https://\(server.host)/v1/posts/42", "https://\(server.host)/v1/posts?olderThan=81",
            ])
    }

    func testARequestTimesOutAfterTheClientsTimeout() {
        client = URLSessionAPIClient(
            baseURL: server.baseURL, scheduler: scheduler, timeout: .milliseconds(2_500),
            configuration: server.configuration)

        XCTAssertEqual(received(.post(id: 42)).map(\.timeout), [2.5])
    }
}
