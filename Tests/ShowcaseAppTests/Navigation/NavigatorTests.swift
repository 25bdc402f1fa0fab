import Presenters
import ShowcaseApp
import XCTest

final class NavigatorTests: ShowcaseAppTestCase {
    // Ticks of a tenth of a second: the answers, tens of ticks away, come well within a request's 10 s.
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    private var bag = DisposeBag()

    override func tearDown() {
        bag = DisposeBag()
        super.tearDown()
    }

    /// Records the stack as `name (presentation)` lines, from now on.
    private func record(_ navigator: Navigator) -> TestableObserver<[String]> {
        let stack = scheduler.createObserver([String].self)
        navigator.stack.map { $0.map(\.description) }.subscribe(stack).disposed(by: bag)
        return stack
    }

    /// The presenter of the top screen, if it is of `kind`.
    private func top<Kind: AppFeature>(
        _ navigator: Navigator, _ kind: Kind.Type, file: StaticString = #filePath, line: UInt = #line
    ) -> Kind.ScreenPresenter? {
        guard let presenter = navigator.top.presenter(as: kind) else {
            XCTFail("the top screen is \(navigator.top), not \(Kind.name)", file: file, line: line)
            return nil
        }
        return presenter
    }

    private func login(_ navigator: Navigator, file: StaticString = #filePath, line: UInt = #line) -> LoginPresenter? {
        top(navigator, LoginScreen.self, file: file, line: line)
    }

    private func registration(_ navigator: Navigator, file: StaticString = #filePath, line: UInt = #line)
        -> RegistrationPresenter?
    {
        top(navigator, RegistrationScreen.self, file: file, line: line)
    }

    private func feed(_ navigator: Navigator, file: StaticString = #filePath, line: UInt = #line) -> FeedPresenter? {
        top(navigator, FeedScreen.self, file: file, line: line)
    }

    private func postDetail(_ navigator: Navigator, file: StaticString = #filePath, line: UInt = #line)
        -> PostDetailPresenter?
    {
        top(navigator, PostDetailScreen.self, file: file, line: line)
    }

    /// The answers of the feed's pages.
    private func feedPages() -> TestAnswers<PageRequest, [Post]> {
        TestAnswers(call: "feed.page", scheduler: scheduler, failureReporter: .xctest)
    }

    /// The answers of the registrations.
    private func registrations() -> TestAnswers<Registration, Session> {
        TestAnswers(call: "registration.register", scheduler: scheduler, failureReporter: .xctest)
    }

    /// The registration the tests fill in.
    private let newUser = Registration(email: "new@example.com", password: "secret", age: 30)

    func testGivenPostsTheTestAnswersWhenTheDemoUserLogsInOpensAPostAndGoesBackThenTheStackFollows() {
        let posts = feedPages()
        let firstPage = posts.answer(.latest, with: [.next(10, Fixture.posts(1...3)), .completed(10)])
        let root = AppUnderTest(scheduler: scheduler, backend: .init(latency: .seconds(1))).root
        root[FeedUseCase.self] = .unimplemented(Unimplemented(failureReporter: .xctest))
        root[FeedUseCase.self].page = posts.call
        let navigator = Navigator(root: root)
        let stack = record(navigator)
        weak let loginScreen = login(navigator)
        weak var detailScreen: PostDetailPresenter?
        var feedStates: [FeedState] = []

        scheduler.scheduleAt(10) {
            self.login(navigator)?.send(.emailChanged(InMemoryBackend.demoAccount.email))
            self.login(navigator)?.send(.passwordChanged(InMemoryBackend.demoAccount.password))
            self.login(navigator)?.send(.loginTapped)
        }
        scheduler.scheduleAt(35) { feedStates.append(self.feed(navigator)?.currentState ?? FeedState()) }
        scheduler.scheduleAt(40) { self.feed(navigator)?.send(.select(id: 2)) }
        scheduler.scheduleAt(45) {
            detailScreen = self.postDetail(navigator)
            XCTAssertEqual(
                detailScreen?.currentState,
                PostDetailState(
                    id: 2, post: .loading, known: Fixture.post(2), comments: PagedListState(isLoadingInitial: true)),
                "the post is shown at once while it loads by its id and its comments load")
        }
        scheduler.scheduleAt(50) { self.postDetail(navigator)?.send(.backTapped) }
        scheduler.start()

        XCTAssertEqual(
            stack.events,
            [
                .next(0, ["login (root)"]), .next(20, ["feed (root)"]), .next(40, ["feed (root)", "post (push)"]),
                .next(50, ["feed (root)"]),
            ])
        XCTAssertEqual(firstPage.subscriptions, [Subscription(20, 30)], "the feed loads when it appears")
        XCTAssertEqual(feedStates, [FeedState(items: Fixture.posts(1...3))])
        XCTAssertEqual(posts.requests, [.latest], "coming back to the feed does not load it again")
        XCTAssertEqual(root.credentialsStore.session?.email, "demo@example.com")
        XCTAssertNil(loginScreen, "the login was replaced but not released")
        XCTAssertNil(detailScreen, "the post was taken off the stack but not released")
    }

    func testGivenTheLoginWhenRegisterIsTappedThenRegistrationIsPresentedAndLeadsToTheFeed() {
        let posts = feedPages()
        posts.answer(.latest, with: [.next(10, []), .completed(10)])
        let signUp = registrations()
        signUp.answer(newUser, with: ok(Fixture.session, after: 0))
        let root = AppUnderTest(scheduler: scheduler).root
        root[RegistrationUseCase.self] = .unimplemented(Unimplemented(failureReporter: .xctest))
        root[RegistrationUseCase.self].register = signUp.call
        root[FeedUseCase.self] = .unimplemented(Unimplemented(failureReporter: .xctest))
        root[FeedUseCase.self].page = posts.call
        let navigator = Navigator(root: root)
        let stack = record(navigator)

        scheduler.scheduleAt(10) { self.login(navigator)?.send(.registerTapped) }
        scheduler.scheduleAt(20) {
            let form = self.registration(navigator)
            form?.send(.emailChanged("new@example.com"))
            form?.send(.passwordChanged("secret"))
            form?.send(.ageChanged("30"))
            form?.send(.registerTapped)
        }
        scheduler.start()

        XCTAssertEqual(
            stack.events,
            [
                .next(0, ["login (root)"]), .next(10, ["login (root)", "registration (modal)"]),
                .next(20, ["feed (root)"]),
            ])
        XCTAssertEqual(signUp.requests, [newUser])
        XCTAssertEqual(feed(navigator)?.currentState, FeedState(moreToLoad: false, isEmpty: true))
    }

    func testGivenTheRegistrationWhenBackIsUsedThenTheLoginShowsAgainAndTheRegistrationIsReleased() {
        let signUp = registrations()
        let request = signUp.answer(newUser, with: [.next(50, Fixture.session), .completed(50)])
        let root = AppUnderTest(scheduler: scheduler).root
        root[RegistrationUseCase.self] = .unimplemented(Unimplemented(failureReporter: .xctest))
        root[RegistrationUseCase.self].register = signUp.call
        let navigator = Navigator(root: root)
        let stack = record(navigator)
        weak var form: RegistrationPresenter?

        scheduler.scheduleAt(10) { self.login(navigator)?.send(.registerTapped) }
        scheduler.scheduleAt(20) {
            form = self.registration(navigator)
            form?.send(.emailChanged("new@example.com"))
            form?.send(.passwordChanged("secret"))
            form?.send(.ageChanged("30"))
            form?.send(.registerTapped)
        }
        scheduler.scheduleAt(30) { XCTAssertEqual(navigator.back(), .success(.signedOut)) }
        scheduler.start()

        XCTAssertEqual(
            stack.events,
            [
                .next(0, ["login (root)"]), .next(10, ["login (root)", "registration (modal)"]),
                .next(30, ["login (root)"]),
            ])
        XCTAssertNil(form, "the registration was taken off the stack but not released")
        XCTAssertEqual(request.subscriptions, [Subscription(20, 30)], "its request was not cancelled")
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }

    func testTheValueChangesOnlyWhenAnotherScreenComesOnTopOrATabIsSelected() {
        let root = AppUnderTest(scheduler: scheduler).root
        let navigator = Navigator(root: root)
        let paths = scheduler.createObserver(String.self)
        navigator.navigation.map(\.path).subscribe(paths).disposed(by: bag)

        navigator.perform(.push(AppScreen.post(id: 1, showing: Fixture.post(1))))
        navigator.perform(.back)
        navigator.perform(.back)
        navigator.perform(.present(AppScreen.registration))
        navigator.perform(.present(AppScreen.registration))

        XCTAssertEqual(
            paths.events.map(\.value.element), ["login", "login > post #1", "login", "login > registration"],
            "a refused back or present publishes nothing")
        XCTAssertEqual("\(navigator.top)", "registration")
    }

    func testARefusedRequestBuildsNoScreenAndIsReported() {
        let root = AppUnderTest(scheduler: scheduler).root
        let navigator = Navigator(root: root)
        let refusals = scheduler.createObserver(String.self)
        navigator.refusals.map(\.message).subscribe(refusals).disposed(by: bag)
        navigator.perform(.present(AppScreen.registration))
        let resources = Resources.total
        var built: [String] = []
        root.screenBuilt = { built.append($0.description) }

        navigator.perform(.present(AppScreen.registration))
        navigator.perform(.back)
        navigator.perform(.back)

        XCTAssertEqual(built, [], "a screen was built for a request that did not apply")
        XCTAssertEqual(Resources.total, resources - 1, "the registration's route subscription outlived it")
        XCTAssertEqual(
            refusals.events.map(\.value.element),
            [
                "registration is presented already: dismiss it first",
                "there is no screen to go back to: login is the first screen of its stack",
            ])
    }

    func testBackOnTheRootScreenDoesNothingAndSaysWhy() {
        let navigator = Navigator(root: AppUnderTest(scheduler: scheduler).root)
        let stack = record(navigator)

        XCTAssertEqual(navigator.back(), .failure(.atRoot(AppScreen.login)))

        XCTAssertEqual(stack.events, [.next(0, ["login (root)"])])
        XCTAssertEqual(navigator.currentStack.map(\.description), ["login (root)"])
    }

    func testPushAndPresentKeepTheScreensShownInOrder() {
        let root = AppUnderTest(scheduler: scheduler).root
        let navigator = Navigator(root: root)
        let stack = record(navigator)
        let post = Fixture.post(1)

        navigator.perform(.push(AppScreen.post(id: post.id, showing: post)))
        navigator.perform(.present(AppScreen.registration))
        navigator.perform(.push(AppScreen.post(id: post.id, showing: post)))
        navigator.perform(.back)
        navigator.perform(.back)

        XCTAssertEqual(
            stack.events,
            [
                .next(0, ["login (root)"]), .next(0, ["login (root)", "post (push)"]),
                .next(0, ["login (root)", "post (push)", "registration (modal)"]),
                .next(0, ["login (root)", "post (push)", "registration (modal)", "post (push)"]),
                .next(0, ["login (root)", "post (push)", "registration (modal)"]),
                .next(0, ["login (root)", "post (push)"]),
            ])
    }

    func testAReleasedNavigatorReleasesEveryScreenAndRequest() {
        let posts = feedPages()
        let page = posts.answer(.latest, with: [.next(10, Fixture.posts(1...3)), .completed(10)])
        let logIns = TestAnswers<Credentials, Session>(
            call: "login.logIn", scheduler: scheduler, failureReporter: .xctest)
        logIns.answer(Fixture.credentials, with: ok(Fixture.session, after: 0))
        let resourcesBefore = Resources.total
        let root = AppUnderTest(scheduler: scheduler).root
        root[LoginUseCase.self] = .unimplemented(Unimplemented(failureReporter: .xctest))
        root[LoginUseCase.self].logIn = logIns.call
        root[FeedUseCase.self] = .unimplemented(Unimplemented(failureReporter: .xctest))
        root[FeedUseCase.self].page = posts.call
        var navigator: Navigator? = Navigator(root: root)
        weak let released = navigator
        weak var feedScreen: FeedPresenter?
        scheduler.scheduleAt(10) {
            guard let navigator else { return }
            self.login(navigator)?.send(.emailChanged(Fixture.email))
            self.login(navigator)?.send(.passwordChanged(Fixture.password))
            self.login(navigator)?.send(.loginTapped)
        }
        // The login's answer comes at 10, after the tap: the feed is shown from then on.
        scheduler.scheduleAt(11) {
            guard let navigator else { return }
            feedScreen = self.feed(navigator)
        }
        scheduler.scheduleAt(15) { navigator = nil }
        scheduler.start()

        XCTAssertNil(released, "the navigator outlived its last reference")
        XCTAssertNil(feedScreen, "the feed outlived the navigator")
        XCTAssertEqual(page.subscriptions, [Subscription(10, 15)])
        XCTAssertEqual(Resources.total, resourcesBefore)
    }
}
