import PresentersXCTest
import ShowcaseApp
import XCTest

/// The use cases as values: each one's unimplemented value names its calls, its answers are recorded under
/// the same names, and its preview answers at once.
final class UseCaseValuesTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    /// Makes every call of `useCases`, once each, in their order, and lets the answers come.
    private func callEveryMember(_ useCases: [any ExercisedUseCase]) {
        for call in useCases.flatMap({ $0.callEachOnce() }) { _ = call.subscribe { _ in } }
        scheduler.start()
    }

    /// The use cases the composition root holds, each exercised as its feature's tests declare.
    private let exercised = AppUnderTest().root.useCaseTypes.compactMap { $0 as? any ExercisedUseCase.Type }

    /// Each use case of `root`, as the root gives it.
    private func useCases(of root: CompositionRoot) -> [any ExercisedUseCase] {
        func value<Exercised: ExercisedUseCase>(_ type: Exercised.Type) -> any ExercisedUseCase { root[type] }
        return exercised.map { value($0) }
    }

    /// The names of every call of the app, as the use cases the composition root holds declare them, in
    /// the order of their declarations: what recordings and failed tests say.
    private let names = AppUnderTest().root
        .useCaseTypes.flatMap { $0.callNames }

    func testEveryUnimplementedUseCaseFailsTheTestNamingTheCall() {
        var failures: [String] = []
        let unimplemented = Unimplemented(failureReporter: FailureReporter { failures.append($0.message) })
        let root = AppUnderTest(scheduler: scheduler, useCases: .unimplemented(unimplemented)).root

        callEveryMember(useCases(of: root))

        XCTAssertEqual(failures.sorted(), names.map { "\($0) was called but the test did not provide it" }.sorted())
    }

    func testEveryCallIsDeclaredOnceUnderANameOfItsOwn() {
        XCTAssertFalse(names.isEmpty, "the calls of the app")
        XCTAssertEqual(
            AppUnderTest().root.useCaseTypes.filter { !($0 is any ExercisedUseCase.Type) }.map { "\($0)" }, [],
            "use cases whose feature's tests do not say how to make each call (ExercisedUseCase)")
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

        func recorded<Exercised: ExercisedUseCase>(_ type: Exercised.Type) -> any ExercisedUseCase {
            type.preview.recorded(by: answers)
        }
        callEveryMember(exercised.map { recorded($0) })

        let subscriptions = recorder.recording.entries.filter { $0.kind == .subscribe }
        XCTAssertEqual(subscriptions.compactMap { $0.call.map(String.init) }.sorted(), names.map { "\($0)#1" }.sorted())
        // The password is a secret: a star for each of its characters.
        XCTAssertEqual(subscriptions.first?.json, #"{"email":"demo@example.com","password":"*********"}"#)
        XCTAssertFalse(recorder.recording.text.contains("password1"))
        XCTAssertEqual(
            subscriptions.filter { $0.json == nil }.compactMap(\.call?.answer),
            exercised.flatMap { $0.callsTakingNothing },
            "only the calls that say so take no request")
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
