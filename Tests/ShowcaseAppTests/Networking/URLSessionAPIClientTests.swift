import Foundation
import PresentersXCTest
import ShowcaseApp

/// What `URLSessionAPIClient` answers, through the repositories that map its answers: the values of a
/// 2xx, the error of every other status, of a malformed body, of a failed connection and of a timeout, and
/// a request cancelled when its subscription is disposed.
final class URLSessionAPIClientTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private var server: StubServer!
    private var client: URLSessionAPIClient!

    override func setUp() {
        super.setUp()
        server = StubServer(reply: .silence)
        client = URLSessionAPIClient(baseURL: server.baseURL, scheduler: scheduler, configuration: server.configuration)
    }

    override func tearDown() {
        server.close()
        super.tearDown()
    }

    private var catalog: RemoteCatalogRepository { RemoteCatalogRepository(client: client) }
    private var auth: RemoteAuthRepository { RemoteAuthRepository(client: client) }

    /// The in-memory backend's answer to `request`, as a server would send it.
    private func inMemoryAnswer(to request: APIRequest) -> APIResponse? {
        let backendScheduler = TestScheduler(initialClock: 0)
        let backend = InMemoryBackend(scheduler: backendScheduler)
        var answer: APIResponse?
        let subscription = backend.send(request).subscribe(onSuccess: { answer = $0 })
        backendScheduler.advanceTo(10)
        subscription.dispose()
        return answer
    }

    /// The stub's reply with the in-memory backend's answer to `request`.
    private func replyAsTheInMemoryBackend(to request: APIRequest) throws -> StubServer.Reply {
        let answer = try XCTUnwrap(inMemoryAnswer(to: request), "\(request)")
        return .status(answer.statusCode, body: answer.body)
    }

    // MARK: - 2xx

    func testAnAnswerIsItsStatusAndItsBodyAsTheServerSentThem() {
        server.answer(.status(200, body: Data(#"{"id":1}"#.utf8)))
        XCTAssertEqual(
            outcome(of: client.send(.post(id: 1))),
            [.success(APIResponse(statusCode: 200, body: Data(#"{"id":1}"#.utf8)))])

        server.answer(.status(503, body: Data("down".utf8)))
        XCTAssertEqual(
            outcome(of: client.send(.post(id: 1))), [.success(APIResponse(statusCode: 503, body: Data("down".utf8)))])
    }

    func testALoginAnsweredAsTheInMemoryBackendAnswersGivesItsSession() throws {
        server.answer(try replyAsTheInMemoryBackend(to: .logIn(Fixture.credentials)))

        XCTAssertEqual(
            outcome(of: auth.logIn(Fixture.credentials)), [.success(Session(email: Fixture.email, token: "token-1"))])
    }

    func testAPostAndItsCommentsAnsweredAsTheInMemoryBackendAnswersDecodeToTheSameValues() throws {
        server.answer(try replyAsTheInMemoryBackend(to: .post(id: 42)))
        let post = outcome(of: catalog.post(id: 42))
        server.answer(try replyAsTheInMemoryBackend(to: .comments(postID: 2, .latest)))
        let comments = outcome(of: catalog.comments(ofPost: 2, .latest))

        XCTAssertEqual(post, [.success(Post(id: 42, title: "Fast Reader", author: "Jade Moreau", votes: 98))])
        XCTAssertEqual(
            comments,
            [
                .success([
                    Comment(id: 2, author: "ben@example.com", text: "Does it sync between devices?"),
                    Comment(id: 1, author: "ana@example.com", text: "Love the offline mode."),
                ])
            ])
    }

    func testACommentAnswered201CreatedDecodesToTheCommentStored() {
        server.answer(.status(201, body: Data(#"{"author":"demo@example.com","id":3,"text":"Nice post"}"#.utf8)))

        XCTAssertEqual(
            outcome(of: catalog.addComment("Nice post", toPost: 2, author: "demo@example.com")),
            [.success(Comment(id: 3, author: "demo@example.com", text: "Nice post"))])
    }

    func testAnImageArrivesAsItsRawBytes() {
        let bytes = Data([0xFF, 0xD8, 0xFF, 0x00, 0x7B, 0x0A])
        server.answer(.status(200, body: bytes, headers: ["Content-Type": "image/jpeg"]))

        XCTAssertEqual(outcome(of: RemoteImagesRepository(client: client).imageData(id: 3)), [.success(bytes)])
    }

    func testTheAnswerArrivesOnTheQueueTheClientIsGiven() {
        let queue = OperationQueue()
        client = URLSessionAPIClient(
            baseURL: server.baseURL, scheduler: scheduler, configuration: server.configuration, delegateQueue: queue)
        server.answer(.status(200, body: Data("[]".utf8)))
        let onTheQueue = LockedList<Bool>()

        let answer = client.send(.posts(.latest)).do(onSuccess: { _ in
            onTheQueue.append(OperationQueue.current === queue)
        })

        XCTAssertEqual(outcome(of: answer), [.success(APIResponse(statusCode: 200, body: Data("[]".utf8)))])
        XCTAssertEqual(onTheQueue.all, [true])
    }

    // MARK: - Other statuses

    func testA3xxTheSessionDoesNotFollowIsAnInvalidResponse() {
        for statusCode in [300, 304] {
            server.answer(.status(statusCode, body: Data(#"{"id":1}"#.utf8)))

            XCTAssertEqual(outcome(of: catalog.post(id: 1)), [.failure(APIError.invalidResponse)], "\(statusCode)")
        }
    }

    func testA401IsUnauthorized() {
        server.answer(.status(401))

        XCTAssertEqual(outcome(of: auth.logIn(Fixture.credentials)), [.failure(APIError.unauthorized)])
    }

    func testA403IsForbidden() {
        server.answer(.status(403))

        XCTAssertEqual(
            outcome(of: catalog.editComment(1, text: "Mine now", author: "demo@example.com")),
            [.failure(APIError.forbidden)])
    }

    func testA404IsNotFound() {
        server.answer(.status(404))

        XCTAssertEqual(outcome(of: catalog.post(id: 999)), [.failure(APIError.notFound)])
    }

    func testA409IsAConflictAndOther4xxAreInvalidResponses() {
        server.answer(.status(409))
        XCTAssertEqual(
            outcome(of: auth.register(Registration(email: Fixture.email, password: "secret12", age: 30))),
            [.failure(APIError.conflict)])

        for statusCode in [400, 422, 429] {
            server.answer(.status(statusCode))
            XCTAssertEqual(outcome(of: catalog.post(id: 1)), [.failure(APIError.invalidResponse)], "\(statusCode)")
        }
    }

    func testA5xxIsAServerErrorWithItsCode() {
        for statusCode in [500, 503] {
            server.answer(
                .status(statusCode, body: Data("<html>down</html>".utf8), headers: ["Content-Type": "text/html"]))

            XCTAssertEqual(
                outcome(of: catalog.post(id: 1)), [.failure(APIError.server(statusCode: statusCode))], "\(statusCode)")
        }
    }

    // MARK: - No answer understood

    func testAMalformedBodyIsAnInvalidResponse() {
        for body in [#"{"oops":"#, "[]", ""] {
            server.answer(.status(200, body: Data(body.utf8)))

            XCTAssertEqual(outcome(of: catalog.post(id: 1)), [.failure(APIError.invalidResponse)], body)
        }
    }

    func testAFailedConnectionIsANetworkError() {
        for code in [URLError.Code.notConnectedToInternet, .cannotConnectToHost, .networkConnectionLost] {
            server.answer(.failure(code))

            XCTAssertEqual(outcome(of: catalog.post(id: 1)), [.failure(APIError.network)], "\(code)")
        }
    }

    func testWithNoAnswerWithinTenSecondsOnTheSchedulerTheRequestFailsWithANetworkErrorAndIsCancelled() {
        let arrived = expectation(description: "the request arrived")
        let stopped = expectation(description: "the request was stopped")
        server.fulfillOnRequest(arrived)
        server.fulfillOnStop(stopped)
        let events = Outcomes<Post>()

        let subscription = catalog.post(id: 1).subscribe { events.append($0) }
        wait(for: [arrived], timeout: 5)
        XCTAssertEqual(scheduler.pendingActionTimes, [10])
        scheduler.advanceTo(9)
        XCTAssertEqual(events.all, [])
        XCTAssertEqual(server.stopCount, 0)
        scheduler.advanceTo(10)

        XCTAssertEqual(events.all, [.failure(RxError.timeout)])
        wait(for: [stopped], timeout: 5)
        XCTAssertEqual(server.stopCount, 1)
        subscription.dispose()
    }

    func testATimeoutOfItsOwnIsCountedOnTheScheduler() {
        client = URLSessionAPIClient(
            baseURL: server.baseURL, scheduler: scheduler, timeout: .seconds(3), configuration: server.configuration)
        let arrived = expectation(description: "the request arrived")
        server.fulfillOnRequest(arrived)
        let events = Outcomes<APIResponse>()

        let subscription = client.send(.posts(.latest)).subscribe { events.append($0) }
        wait(for: [arrived], timeout: 5)
        scheduler.advanceTo(2)
        XCTAssertEqual(events.all, [])
        scheduler.advanceTo(3)

        XCTAssertEqual(events.all, [.failure(RxError.timeout)])
        subscription.dispose()
    }

    // MARK: - Cancellation

    func testDisposingTheSubscriptionInFlightCancelsTheRequest() {
        let arrived = expectation(description: "the request arrived")
        let stopped = expectation(description: "the request was stopped")
        server.fulfillOnRequest(arrived)
        server.fulfillOnStop(stopped)
        let events = Outcomes<[Post]>()

        let subscription = RemotePostsRepository(client: client).posts(.latest).subscribe { events.append($0) }
        wait(for: [arrived], timeout: 5)
        XCTAssertEqual(server.stopCount, 0)
        subscription.dispose()

        wait(for: [stopped], timeout: 5)
        XCTAssertEqual(server.stopCount, 1)
        XCTAssertEqual(events.all, [])
        XCTAssertEqual(scheduler.pendingActionTimes, [], "the timeout is cancelled with the request")
    }

    func testAnAnswerCancelsTheTimeout() {
        server.answer(.status(200, body: Data("[]".utf8)))

        XCTAssertEqual(outcome(of: RemotePostsRepository(client: client).posts(.latest)), [.success([])])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
        XCTAssertEqual(server.requests.count, 1)
    }
}
