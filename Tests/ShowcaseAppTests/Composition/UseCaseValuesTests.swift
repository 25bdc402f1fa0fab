import PresentersXCTest
import ShowcaseApp
import XCTest

/// The use cases as values: every use case of the app declares how to make each of its calls, each under a name
/// of its own, and the previews answer with their canned data.
final class UseCaseValuesTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    /// The names of every call of the app, as the use cases the composition root holds declare them, in
    /// the order of their declarations: what recordings and failed tests say.
    private let names = AppUnderTest().root
        .useCaseTypes.flatMap { $0.callNames }

    // Each feature's `<Feature>CallsTests` checks the values of its own use cases
    // (`assertEachCallMakesItsValues`); this checks that none is left out and that no two calls share a name.
    func testEveryCallIsDeclaredOnceUnderANameOfItsOwn() {
        XCTAssertFalse(names.isEmpty, "the calls of the app")
        XCTAssertEqual(
            AppUnderTest().root.useCaseTypes.filter { !($0 is any ExercisedUseCase.Type) }.map { "\($0)" }, [],
            "use cases whose feature's tests do not say how to make each call (ExercisedUseCase)")
        XCTAssertEqual(Set(names).count, names.count, "a name says one call")
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
