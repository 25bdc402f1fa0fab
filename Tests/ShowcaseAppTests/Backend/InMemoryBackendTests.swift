import Presenters
import ShowcaseApp
import XCTest

final class InMemoryBackendTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private lazy var backend = InMemoryBackend(
        scheduler: scheduler, configuration: .init(latency: .seconds(10), publishInterval: .seconds(1000)))
    private lazy var auth = RemoteAuthRepository(client: backend)
    private lazy var posts = RemotePostsRepository(client: backend)

    private func ids(_ page: PageRequest) -> Observable<[Int]> {
        posts.posts(page).map { $0.map(\.id) }.asObservable()
    }

    func testTheDemoAccountLogsInAfterTheLatency() {
        let res = scheduler.start { self.auth.logIn(InMemoryBackend.demoAccount) }

        XCTAssertEqual(
            res.events, [.next(210, Session(email: "demo@example.com", token: "token-1")), .completed(210)])
        XCTAssertEqual(InMemoryBackend.demoAccount, Credentials(email: "demo@example.com", password: "password1"))
    }

    func testAWrongPasswordOrAnUnknownEmailIsUnauthorized() {
        let wrongPassword = scheduler.start {
            self.auth.logIn(Credentials(email: "demo@example.com", password: "password2"))
        }
        let unknown = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            self.auth.logIn(Credentials(email: "nobody@example.com", password: "password1"))
        }

        XCTAssertEqual(wrongPassword.events, [.error(210, APIError.unauthorized)])
        XCTAssertEqual(unknown.events, [.error(1210, APIError.unauthorized)])
    }

    func testARegisteredAccountCanLogInAndItsEmailCannotBeRegisteredAgain() {
        let registration = Registration(email: "new@example.com", password: "secret", age: 30)
        let registered = scheduler.start { self.auth.register(registration) }
        let again = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            self.auth.register(registration)
        }
        let loggedIn = scheduler.start(created: 2100, subscribed: 2200, disposed: 3000) {
            self.auth.logIn(Credentials(email: "new@example.com", password: "secret"))
        }
        let demoAgain = scheduler.start(created: 3100, subscribed: 3200, disposed: 4000) {
            self.auth.register(Registration(email: "demo@example.com", password: "whatever", age: 40))
        }

        XCTAssertEqual(
            registered.events, [.next(210, Session(email: "new@example.com", token: "token-1")), .completed(210)])
        XCTAssertEqual(again.events, [.error(1210, APIError.conflict)])
        XCTAssertEqual(
            loggedIn.events, [.next(2210, Session(email: "new@example.com", token: "token-2")), .completed(2210)])
        XCTAssertEqual(demoAgain.events, [.error(3210, APIError.conflict)])
    }

    func testTheLatestPageHoldsTheNewestTwentyPostsNewestFirst() {
        let res = scheduler.start { self.ids(.latest) }

        XCTAssertEqual(res.events, [.next(210, Array((81...100).reversed())), .completed(210)])
    }

    func testOlderPagesGoBackToTheFirstPostThenComeBackEmpty() {
        var pages: [[Int]] = []
        var before = 101
        while true {
            let res = scheduler.createObserver([Int].self)
            _ = ids(.older(than: before)).subscribe(res)
            scheduler.start()
            guard case .next(let page)? = res.events.first?.value else { return XCTFail("no page: \(res.events)") }
            pages.append(page)
            guard let last = page.last else { break }
            before = last
        }

        XCTAssertEqual(pages.map(\.count), [20, 20, 20, 20, 20, 0])
        XCTAssertEqual(pages.flatMap { $0 }, Array((1...100).reversed()))
    }

    func testNewerPagesHoldThePostsRightAfterTheOneGivenNewestFirst() {
        let res = scheduler.start { self.ids(.newer(than: 50)) }
        let none = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { self.ids(.newer(than: 100)) }

        XCTAssertEqual(res.events, [.next(210, Array((51...70).reversed())), .completed(210)])
        // By 1210 one post was published, at 1000.
        XCTAssertEqual(none.events, [.next(1210, [101]), .completed(1210)])
    }

    func testAPostIsPublishedEveryIntervalOfSchedulerTime() {
        let backend = InMemoryBackend(
            scheduler: scheduler, configuration: .init(latency: .seconds(5), publishInterval: .seconds(30)))
        let posts = RemotePostsRepository(client: backend)
        let res = scheduler.start(created: 0, subscribed: 85, disposed: 1000) {
            posts.posts(.newer(than: 100))
        }

        XCTAssertEqual(backend.postCount, 133)
        // At 90, when the answer leaves the backend, three posts were published (at 30, 60 and 90).
        XCTAssertEqual(
            res.events,
            [
                .next(
                    90,
                    [
                        Post(id: 103, title: "Offline Flashcards", author: "Emil Novak", votes: 157),
                        Post(id: 102, title: "Pocket Tasks", author: "Dana Levi", votes: 238),
                        Post(id: 101, title: "Plain Music", author: "Chen Wei", votes: 319),
                    ]),
                .completed(90),
            ])
    }

    func testPostsAreMadeUpTheSameWayEveryTimeWithDifferentTitles() {
        let res = scheduler.start { self.posts.posts(.older(than: 3)) }

        XCTAssertEqual(
            res.events,
            [
                .next(
                    210,
                    [
                        Post(id: 2, title: "Fast Budget", author: "Chen Wei", votes: 338),
                        Post(id: 1, title: "Open Timer", author: "Ben Okafor", votes: 419),
                    ]),
                .completed(210),
            ])
        let larger = RemotePostsRepository(
            client: InMemoryBackend(
                scheduler: scheduler, configuration: .init(latency: .seconds(1), initialPostCount: 104, pageSize: 104)))
        let all = scheduler.createObserver([Post].self)
        _ = larger.posts(.latest).asObservable().subscribe(all)
        scheduler.start()
        guard case .next(let page)? = all.events.first?.value else { return XCTFail("no page: \(all.events)") }
        XCTAssertEqual(page.map(\.id), Array((1...104).reversed()))
        XCTAssertEqual(Set(page.map(\.title)).count, 104)
    }

    func testAnInjectedStatusAnswersTheNextRequestOnly() {
        backend.failNextRequest(with: .status(503))
        let failed = scheduler.start { self.ids(.latest) }
        let next = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { self.ids(.older(than: 3)) }

        XCTAssertEqual(failed.events, [.error(210, APIError.server(statusCode: 503))])
        XCTAssertEqual(next.events, [.next(1210, [2, 1]), .completed(1210)])
    }

    func testInjectedFailuresAreUsedInTurn() {
        backend.failNextRequest(with: .malformedPayload)
        backend.failNextRequest(with: .connectionLost)
        backend.failNextRequest(with: .status(404))
        let malformed = scheduler.start { self.auth.logIn(InMemoryBackend.demoAccount) }
        let lost = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { self.ids(.latest) }
        let notFound = scheduler.start(created: 2100, subscribed: 2200, disposed: 3000) { self.ids(.latest) }

        XCTAssertEqual(malformed.events, [.error(210, APIError.invalidResponse)])
        XCTAssertEqual(lost.events, [.error(1210, APIError.network)])
        XCTAssertEqual(notFound.events, [.error(2210, APIError.notFound)])
    }

    func testTheFailureBelongsToTheRequestMadeFirst() {
        backend.failNextRequest(with: .status(500))
        let first = scheduler.createObserver([Int].self)
        let second = scheduler.createObserver([Int].self)
        let bag = DisposeBag()
        scheduler.scheduleAt(100) { self.ids(.latest).subscribe(first).disposed(by: bag) }
        scheduler.scheduleAt(105) { self.ids(.older(than: 3)).subscribe(second).disposed(by: bag) }

        scheduler.start()

        XCTAssertEqual(first.events, [.error(110, APIError.server(statusCode: 500))])
        XCTAssertEqual(second.events, [.next(115, [2, 1]), .completed(115)])
    }

    func testDisposingARequestCancelsItsAnswer() {
        let res = scheduler.start(disposed: 205) { self.ids(.latest) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }
}
