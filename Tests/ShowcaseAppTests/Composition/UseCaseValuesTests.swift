import PresentersXCTest
import ShowcaseApp
import XCTest

/// The use cases as values: each one's unimplemented value names its calls, its answers are recorded under
/// the same names, and its preview answers at once.
final class UseCaseValuesTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private let request = ShelfPageRequest(id: 1, page: .latest)
    private let write = CommentWrite(target: 1, text: "Hi", author: Fixture.email)
    private let registration = Registration(email: Fixture.email, password: Fixture.password, age: 30)

    /// Calls every member of every use case of the app, once each, in the order the root wires them, and lets
    /// the answers come.
    private func callEveryMember(
        login: LoginUseCase, registration: RegistrationUseCase, feed: FeedUseCase, post: PostDetailUseCase,
        vote: VoteUseCase, collection: CollectionUseCase, user: UserUseCase, venues: VenuesFeatureRoot,
        gallery: GalleryUseCase, search: SearchUseCase, topics: TopicsUseCase
    ) {
        let calls: [Observable<Void>] = [
            login.logIn(Fixture.credentials).asObservable().map { _ in () },
            registration.register(self.registration).asObservable().map { _ in () },
            feed.page(.latest).asObservable().map { _ in () },
            post.post(1).asObservable().map { _ in () },
            post.comments(CommentsRequest(postID: 1, page: .latest)).asObservable().map { _ in () },
            post.addComment(write).asObservable().map { _ in () },
            post.editComment(write).asObservable().map { _ in () },
            vote.vote(VoteRequest(postID: 1, voted: true)).asObservable().map { _ in () },
            collection.collection(1).asObservable().map { _ in () },
            collection.posts(request).asObservable().map { _ in () },
            user.user(1).asObservable().map { _ in () },
            user.posts(request).asObservable().map { _ in () },
            search.search(SearchRequest(text: "o", page: .latest)).asObservable().map { _ in () },
            venues.userLocation.location().asObservable().map { _ in () },
            venues.bestVenues.venues(Fixture.here).asObservable().map { _ in () },
            venues.venueDetails.details(1).asObservable().map { _ in () },
            gallery.images(nil).asObservable().map { _ in () },
            gallery.image(1).map { _ in () },
            topics.topics().asObservable().map { _ in () },
            topics.topic(1).asObservable().map { _ in () },
            topics.posts(request).asObservable().map { _ in () },
        ]
        for call in calls { _ = call.subscribe { _ in } }
        scheduler.start()
    }

    /// The names of every call of the app, as the use cases the composition root holds declare them, in
    /// the order of their declarations: what recordings and failed tests say.
    private let names = AppUnderTest().root
        .useCaseTypes.flatMap { $0.callNames }

    func testEveryUnimplementedUseCaseFailsTheTestNamingTheCall() {
        var failures: [String] = []
        let unimplemented = Unimplemented(failureReporter: FailureReporter { failures.append($0.message) })
        let root = AppUnderTest(scheduler: scheduler, useCases: .unimplemented(unimplemented)).root

        callEveryMember(
            login: root[LoginUseCase.self], registration: root[RegistrationUseCase.self], feed: root[FeedUseCase.self],
            post: root[PostDetailUseCase.self], vote: root[VoteUseCase.self], collection: root[CollectionUseCase.self],
            user: root[UserUseCase.self], venues: root[VenuesFeatureRoot.self],
            gallery: root[GalleryFeatureRoot.self].gallery, search: root[SearchUseCase.self],
            topics: root[TopicsUseCase.self])

        XCTAssertEqual(failures.sorted(), names.map { "\($0) was called but the test did not provide it" }.sorted())
    }

    func testEveryCallIsDeclaredOnceUnderANameOfItsOwn() {
        XCTAssertFalse(names.isEmpty, "the calls of the app")
        XCTAssertEqual(Set(names).count, names.count, "a name says one call")
        for type in AppUnderTest(scheduler: scheduler).root.useCaseTypes {
            XCTAssertEqual(
                Self.closures(in: type.preview), type.callNames.count,
                "\(type): a member that makes a call and is not declared is neither unimplemented nor recorded")
        }
    }

    /// The number of closures in `value` and in the values it holds: the calls a use case can make.
    private static func closures(in value: Any) -> Int {
        Mirror(reflecting: value).children.reduce(0) { count, child in
            let type = "\(Swift.type(of: child.value))"
            return count + (type.contains("->") ? 1 : closures(in: child.value))
        }
    }

    func testEveryUseCaseRecordedIsWrittenDownUnderItsName() {
        let recorder = SessionRecorder(scheduler: scheduler)
        let answers = recorder.answers(for: "app")

        callEveryMember(
            login: LoginUseCase.preview.recorded(by: answers),
            registration: RegistrationUseCase.preview.recorded(by: answers),
            feed: FeedUseCase.preview.recorded(by: answers), post: PostDetailUseCase.preview.recorded(by: answers),
            vote: VoteUseCase.preview.recorded(by: answers),
            collection: CollectionUseCase.preview.recorded(by: answers),
            user: UserUseCase.preview.recorded(by: answers), venues: VenuesFeatureRoot.preview.recorded(by: answers),
            gallery: GalleryUseCase.preview.recorded(by: answers), search: SearchUseCase.preview.recorded(by: answers),
            topics: TopicsUseCase.preview.recorded(by: answers))

        let subscriptions = recorder.recording.entries.filter { $0.kind == .subscribe }
        XCTAssertEqual(subscriptions.compactMap { $0.call.map(String.init) }.sorted(), names.map { "\($0)#1" }.sorted())
        // The password is a secret: a star for each of its characters.
        XCTAssertEqual(subscriptions.first?.json, #"{"email":"demo@example.com","password":"*********"}"#)
        XCTAssertFalse(recorder.recording.text.contains("password1"))
        XCTAssertEqual(
            subscriptions.filter { $0.json == nil }.compactMap(\.call?.answer), ["venues.location", "topics.list"],
            "only the location and the topics take no request")
    }

    func testThePreviewsAnswerAtOnceWithTheirCannedData() {
        let posts = scheduler.createObserver([Int].self)
        _ = FeedUseCase.preview.page(.latest).map { $0.map(\.id) }.asObservable().subscribe(posts)
        _ = FeedUseCase.preview.page(.older(than: 1)).map { $0.map(\.id) }.asObservable().subscribe(posts)
        let post = scheduler.createObserver(Post.self)
        _ = PostDetailUseCase.preview.post(42).asObservable().subscribe(post)
        let edited = scheduler.createObserver(Comment.self)
        _ = PostDetailUseCase.preview.editComment(CommentWrite(target: 7, text: "Edited", author: "ana@example.com"))
            .asObservable().subscribe(edited)
        let session = scheduler.createObserver(Session.self)
        _ = LoginUseCase.preview.logIn(Fixture.credentials).asObservable().subscribe(session)

        XCTAssertEqual(posts.events, [.next(0, [3, 2, 1]), .completed(0), .next(0, []), .completed(0)])
        XCTAssertEqual(post.events.first?.value.element?.id, 42)
        XCTAssertEqual(
            edited.events, [.next(0, Comment(id: 7, author: "ana@example.com", text: "Edited")), .completed(0)])
        XCTAssertEqual(session.events.first?.value.element?.email, Fixture.email)
    }

    func testAFeedOverThePreviewShowsItsPostsWithoutWaiting() {
        let feed = makeFeedPresenter(useCase: .preview, scheduler: scheduler)

        feed.send(.appear)
        scheduler.start()

        XCTAssertEqual(feed.currentState.items.map(\.id), [3, 2, 1])
        XCTAssertEqual(scheduler.clock, 0)
    }
}
