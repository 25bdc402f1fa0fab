import Presenters
import ShowcaseApp
import XCTest

/// The backend's posts by id, comments, collections and users, through the remote repository, and the
/// failures it injects on demand.
final class InMemoryBackendCatalogTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private lazy var backend = InMemoryBackend(
        scheduler: scheduler, configuration: .init(latency: .seconds(10), publishInterval: .seconds(1000)))
    private lazy var catalog = RemoteCatalogRepository(client: backend)
    private let me = "demo@example.com"

    /// Starts the next request at `time` and gives its events.
    private func at<Element: Equatable>(_ time: TestTime, _ request: @escaping () -> Single<Element>)
        -> [Recorded<Event<Element>>]
    {
        scheduler.start(created: time - 100, subscribed: time, disposed: time + 500) { request().asObservable() }.events
    }

    func testAPostIsFoundByItsIdAndAnUnknownIdIsNotFound() {
        XCTAssertEqual(at(200) { self.catalog.post(id: 7) }, [.next(210, Fixture.catalogPost(7)), .completed(210)])
        XCTAssertEqual(at(1200) { self.catalog.post(id: 150) }, [.error(1210, APIError.notFound)])
        XCTAssertEqual(at(2200) { self.catalog.post(id: 0) }, [.error(2210, APIError.notFound)])
        XCTAssertEqual(at(3200) { self.catalog.post(id: -3) }, [.error(3210, APIError.notFound)])
    }

    func testPostOneHasNoCommentsAndPostTwoHasTwoNewestFirst() {
        XCTAssertEqual(at(200) { self.catalog.comments(ofPost: 1, .latest) }, [.next(210, []), .completed(210)])
        XCTAssertEqual(
            at(1200) { self.catalog.comments(ofPost: 2, .latest).map { $0.map(\.id) } },
            [.next(1210, [2, 1]), .completed(1210)])
        XCTAssertEqual(
            at(2200) { self.catalog.comments(ofPost: 2, .older(than: 2)).map { $0.map(\.author) } },
            [.next(2210, ["ana@example.com"]), .completed(2210)])
        XCTAssertEqual(at(3200) { self.catalog.comments(ofPost: 500, .latest) }, [.error(3210, APIError.notFound)])
    }

    func testAnAddedCommentIsTrimmedStoredByItsAuthorAndListedFirst() {
        let added = at(200) { self.catalog.addComment("  Nice!  ", toPost: 1, author: self.me) }
        let listed = at(1200) { self.catalog.comments(ofPost: 1, .latest) }
        let newer = at(2200) { self.catalog.comments(ofPost: 1, .newer(than: 2)) }

        let comment = Comment(id: 3, author: me, text: "Nice!")
        XCTAssertEqual(added, [.next(210, comment), .completed(210)])
        XCTAssertEqual(listed, [.next(1210, [comment]), .completed(1210)])
        XCTAssertEqual(newer, [.next(2210, [comment]), .completed(2210)])
    }

    func testAnEmptyOrTooLongCommentOrOneOnAnUnknownPostIsRefused() {
        XCTAssertEqual(
            at(200) { self.catalog.addComment("   ", toPost: 1, author: self.me) },
            [.error(210, APIError.invalidResponse)])
        XCTAssertEqual(
            at(1200) { self.catalog.addComment(String(repeating: "a", count: 501), toPost: 1, author: self.me) },
            [.error(1210, APIError.invalidResponse)])
        XCTAssertEqual(
            at(2200) { self.catalog.addComment("hi", toPost: 999, author: self.me) }, [.error(2210, APIError.notFound)])
        XCTAssertEqual(at(3200) { self.catalog.comments(ofPost: 1, .latest) }, [.next(3210, []), .completed(3210)])
    }

    func testOnlyItsAuthorEditsACommentAndAnUnknownOneIsNotFound() {
        _ = at(200) { self.catalog.addComment("First", toPost: 1, author: self.me) }
        let edited = at(1200) { self.catalog.editComment(3, text: " Second ", author: self.me) }
        let someoneElse = at(2200) { self.catalog.editComment(1, text: "Mine now", author: self.me) }
        let unknown = at(3200) { self.catalog.editComment(99, text: "Hello", author: self.me) }
        let listed = at(4200) { self.catalog.comments(ofPost: 2, .latest).map { $0.map(\.text) } }

        XCTAssertEqual(edited, [.next(1210, Comment(id: 3, author: me, text: "Second")), .completed(1210)])
        XCTAssertEqual(someoneElse, [.error(2210, APIError.forbidden)])
        XCTAssertEqual(unknown, [.error(3210, APIError.notFound)])
        XCTAssertEqual(
            listed, [.next(4210, ["Does it sync between devices?", "Love the offline mode."]), .completed(4210)])
    }

    func testACollectionHasATitleACuratorAndItsPostsPagedNewestFirst() {
        XCTAssertEqual(
            at(200) { self.catalog.collection(id: 3) },
            [.next(210, PostCollection(id: 3, title: "Staff picks", curator: "Ana Souza")), .completed(210)])
        XCTAssertEqual(
            at(1200) { self.catalog.posts(inCollection: 3, .latest).map { $0.map(\.id) } },
            [.next(1210, [100, 90, 80, 70, 60, 50, 40, 30, 20, 10]), .completed(1210)])
        XCTAssertEqual(
            at(2200) { self.catalog.posts(inCollection: 3, .older(than: 30)).map { $0.map(\.id) } },
            [.next(2210, [20, 10]), .completed(2210)])
        XCTAssertEqual(
            at(3200) { self.catalog.posts(inCollection: 3, .older(than: 10)).map { $0.map(\.id) } },
            [.next(3210, []), .completed(3210)])
        XCTAssertEqual(at(4200) { self.catalog.collection(id: 4) }, [.error(4210, APIError.notFound)])
        XCTAssertEqual(at(5200) { self.catalog.posts(inCollection: 0, .latest) }, [.error(5210, APIError.notFound)])
    }

    func testAUserHasANameAndTheirPostsPagedNewestFirst() {
        XCTAssertEqual(
            at(200) { self.catalog.user(id: 2) }, [.next(210, UserProfile(id: 2, name: "Ben Okafor")), .completed(210)])
        XCTAssertEqual(
            at(1200) { self.catalog.posts(ofUser: 2, .latest).map { $0.map(\.author) } },
            [.next(1210, Array(repeating: "Ben Okafor", count: 10)), .completed(1210)])
        XCTAssertEqual(
            at(2200) { self.catalog.posts(ofUser: 2, .newer(than: 80)).map { $0.map(\.id) } },
            [.next(2210, [100, 89]), .completed(2210)])
        XCTAssertEqual(at(3200) { self.catalog.user(id: 12) }, [.error(3210, APIError.notFound)])
        XCTAssertEqual(at(4200) { self.catalog.posts(ofUser: 0, .latest) }, [.error(4210, APIError.notFound)])
    }

    func testASearchFindsThePostsWhoseTitleOrAuthorHoldsTheTextInAnyCasePagedNewestFirst() {
        let search = SearchUseCase.live(client: backend).search
        XCTAssertEqual(
            at(200) { search(SearchRequest(text: "TINY", page: .latest)).map { $0.map(\.id) } },
            [.next(210, [96, 88, 80, 72, 64, 56, 48, 40, 32, 24, 16, 8]), .completed(210)])
        XCTAssertEqual(
            at(1200) { search(SearchRequest(text: "tiny", page: .older(than: 40))).map { $0.map(\.id) } },
            [.next(1210, [32, 24, 16, 8]), .completed(1210)])
        XCTAssertEqual(
            at(2200) { search(SearchRequest(text: "okafor", page: .latest)).map { Set($0.map(\.author)) } },
            [.next(2210, ["Ben Okafor"]), .completed(2210)])
        XCTAssertEqual(
            at(3200) { search(SearchRequest(text: "zzz", page: .latest)) }, [.next(3210, []), .completed(3210)])
    }

    func testAHangingRequestNeverAnswersAndItsDisposalLeavesNothingScheduled() {
        backend.failNextRequest(with: .hang)
        let hung = at(200) { self.catalog.post(id: 1) }
        let next = at(1200) { self.catalog.post(id: 1) }

        XCTAssertEqual(hung, [])
        XCTAssertEqual(next, [.next(1210, Fixture.catalogPost(1)), .completed(1210)])
    }

    func testAnInjected404AnswersTheNextRequestOnly() {
        backend.failNextRequest(with: .notFound)
        XCTAssertEqual(at(200) { self.catalog.post(id: 1) }, [.error(210, APIError.notFound)])
        XCTAssertEqual(at(1200) { self.catalog.post(id: 1) }, [.next(1210, Fixture.catalogPost(1)), .completed(1210)])
    }

    func testTheRequestsDescribeThemselves() {
        let requests: [(APIRequest, String)] = [
            (.post(id: 1), "post #1"), (.comments(postID: 1, .latest), "comments of #1 latest"),
            (.addComment(postID: 1, text: "hi", author: me), "add a comment by demo@example.com to #1"),
            (.editComment(id: 3, text: "hi", author: me), "edit comment 3 by demo@example.com"),
            (.collection(id: 2), "collection 2"),
            (.collectionPosts(id: 2, .older(than: 5)), "posts of collection 2 older than #5"),
            (.user(id: 4), "user 4"), (.userPosts(id: 4, .newer(than: 5)), "posts of user 4 newer than #5"),
            (.search(SearchRequest(text: "tiny", page: .latest)), "search 'tiny' latest"),
        ]
        for (request, text) in requests { XCTAssertEqual(request.description, text) }
    }
}

extension Fixture {
    /// The post with `id` as the in-memory backend makes it up.
    static func catalogPost(_ id: Int) -> Post {
        let adjectives = ["Tiny", "Open", "Fast", "Quiet", "Smart", "Plain", "Pocket", "Offline"]
        let nouns = [
            "Notes", "Timer", "Budget", "Reader", "Planner", "Recipes", "Weather", "Journal", "Habits", "Maps",
            "Music", "Tasks", "Flashcards",
        ]
        let authors = [
            "Ana Souza", "Ben Okafor", "Chen Wei", "Dana Levi", "Emil Novak", "Fatima Zahra", "Gus Lindqvist",
            "Hana Sato", "Ivan Petrov", "Jade Moreau", "Kofi Mensah",
        ]
        return Post(
            id: id, title: "\(adjectives[id % 8]) \(nouns[id % 13])", author: authors[id % 11],
            votes: (id * 7919) % 500)
    }
}
