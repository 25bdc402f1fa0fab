import Presenters
import ShowcaseApp
import XCTest

final class NavigatorTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
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
    private func top<Kind: ScreenKind>(
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

    func testGivenStubbedPostsWhenTheDemoUserLogsInOpensAPostAndGoesBackThenTheStackFollows() {
        let posts = StubFeedUseCase(scheduler: scheduler)
        let firstPage = posts.answer(.latest, with: [.next(10, Fixture.posts(1...3)), .completed(10)])
        let root = CompositionRoot(scheduler: scheduler, backend: .init(latency: .seconds(10)))
        root.feedUseCase = posts
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
        let posts = StubFeedUseCase(scheduler: scheduler)
        posts.answer(.latest, with: [.next(10, []), .completed(10)])
        let signUp = StubRegistrationUseCase(answer: .just(Fixture.session))
        let root = CompositionRoot(scheduler: scheduler)
        root.registrationUseCase = signUp
        root.feedUseCase = posts
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
        XCTAssertEqual(signUp.requests, [Registration(email: "new@example.com", password: "secret", age: 30)])
        XCTAssertEqual(feed(navigator)?.currentState, FeedState(moreToLoad: false, isEmpty: true))
    }

    func testGivenTheRegistrationWhenBackIsUsedThenTheLoginShowsAgainAndTheRegistrationIsReleased() {
        let request = scheduler.createColdObservable([.next(50, Fixture.session), .completed(50)])
        let root = CompositionRoot(scheduler: scheduler)
        root.registrationUseCase = StubRegistrationUseCase(answer: request.asSingle())
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
        scheduler.scheduleAt(30) { XCTAssertTrue(navigator.back()) }
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

    func testTheTopScreenChangesOnlyWhenAnotherScreenComesOnTop() {
        let root = CompositionRoot(scheduler: scheduler)
        let navigator = Navigator(root: root)
        let login = navigator.top
        let detail = root.makePostDetail(post: Fixture.post(1))
        let registration = root.makeRegistration()
        let top = scheduler.createObserver(Screen.self)
        navigator.topScreen.subscribe(top).disposed(by: bag)

        navigator.push(detail)
        navigator.back()
        navigator.back()
        navigator.present(registration)
        navigator.replaceRoot(with: registration)

        XCTAssertEqual(top.events, [.next(0, login), .next(0, detail), .next(0, login), .next(0, registration)])
        XCTAssertEqual(
            top.events.map { "\($0.value)" }, ["next(login)", "next(post)", "next(login)", "next(registration)"])
    }

    func testAScreenThatBecomesTheRootKeepsOneRouteSubscription() {
        let posts = StubFeedUseCase(scheduler: scheduler)
        posts.answer(.latest, with: [.next(10, []), .completed(10)])
        let signUp = StubRegistrationUseCase(answer: .just(Fixture.session))
        let root = CompositionRoot(scheduler: scheduler)
        root.registrationUseCase = signUp
        root.feedUseCase = posts
        let navigator = Navigator(root: root)
        let screen = root.makeRegistration()
        let registration = screen.presenter(as: RegistrationScreen.self)!
        let followingTheLogin = Resources.total
        navigator.present(screen)
        navigator.replaceRoot(with: screen)
        XCTAssertEqual(Resources.total, followingTheLogin, "the modal entry's route subscription outlived it")
        let stack = record(navigator)

        registration.send(.emailChanged("new@example.com"))
        registration.send(.passwordChanged("secret"))
        registration.send(.ageChanged("30"))
        registration.send(.registerTapped)
        scheduler.start()

        XCTAssertEqual(stack.events, [.next(0, ["registration (root)"]), .next(0, ["feed (root)"])])
        XCTAssertEqual(posts.requests, [.latest])
    }

    func testBackOnTheRootScreenDoesNothing() {
        let navigator = Navigator(root: CompositionRoot(scheduler: scheduler))
        let stack = record(navigator)

        XCTAssertFalse(navigator.back())

        XCTAssertEqual(stack.events, [.next(0, ["login (root)"])])
        XCTAssertEqual(navigator.currentStack.map(\.description), ["login (root)"])
    }

    func testPushPresentAndReplaceRootKeepTheStackInOrder() {
        let root = CompositionRoot(scheduler: scheduler)
        let navigator = Navigator(root: root)
        let stack = record(navigator)
        let post = Fixture.post(1)

        navigator.push(root.makePostDetail(post: post))
        navigator.present(root.makeRegistration())
        navigator.push(root.makePostDetail(post: post))
        navigator.back()
        navigator.replaceRoot(with: root.makePostDetail(post: post))

        XCTAssertEqual(
            stack.events,
            [
                .next(0, ["login (root)"]), .next(0, ["login (root)", "post (push)"]),
                .next(0, ["login (root)", "post (push)", "registration (modal)"]),
                .next(0, ["login (root)", "post (push)", "registration (modal)", "post (push)"]),
                .next(0, ["login (root)", "post (push)", "registration (modal)"]),
                .next(0, ["post (root)"]),
            ])
    }

    func testAReleasedNavigatorReleasesEveryScreenAndRequest() {
        let posts = StubFeedUseCase(scheduler: scheduler)
        let page = posts.answer(.latest, with: [.next(10, Fixture.posts(1...3)), .completed(10)])
        let resourcesBefore = Resources.total
        let root = CompositionRoot(scheduler: scheduler)
        root.loginUseCase = StubLoginUseCase(answer: .just(Fixture.session))
        root.feedUseCase = posts
        var navigator: Navigator? = Navigator(root: root)
        weak let released = navigator
        weak var feedScreen: FeedPresenter?
        scheduler.scheduleAt(10) {
            guard let navigator else { return }
            self.login(navigator)?.send(.emailChanged(Fixture.email))
            self.login(navigator)?.send(.passwordChanged(Fixture.password))
            self.login(navigator)?.send(.loginTapped)
            feedScreen = self.feed(navigator)
        }
        scheduler.scheduleAt(15) { navigator = nil }
        scheduler.start()

        XCTAssertNil(released, "the navigator outlived its last reference")
        XCTAssertNil(feedScreen, "the feed outlived the navigator")
        XCTAssertEqual(page.subscriptions, [Subscription(10, 15)])
        XCTAssertEqual(Resources.total, resourcesBefore)
    }

    func testReportsWhatItDoesForEachRouteBeforeTheStackChangesButNotWhatItIsAskedDirectly() {
        let posts = StubFeedUseCase(scheduler: scheduler)
        posts.answer(.latest, with: [.next(10, Fixture.posts(1...3)), .completed(10)])
        let root = CompositionRoot(scheduler: scheduler)
        root.loginUseCase = StubLoginUseCase(answer: .just(Fixture.session))
        root.feedUseCase = posts
        let navigator = Navigator(root: root)
        let navigations = scheduler.createObserver(String.self)
        var stackSizes: [Int] = []
        navigator.navigations.subscribe(onNext: { navigation in
            navigations.onNext("\(navigation)")
            stackSizes.append(navigator.currentStack.count)
        }).disposed(by: bag)

        scheduler.scheduleAt(10) {
            self.login(navigator)?.send(.emailChanged(Fixture.email))
            self.login(navigator)?.send(.passwordChanged(Fixture.password))
            self.login(navigator)?.send(.loginTapped)
        }
        scheduler.scheduleAt(30) { self.feed(navigator)?.send(.select(id: 2)) }
        scheduler.scheduleAt(40) { self.postDetail(navigator)?.send(.backTapped) }
        scheduler.scheduleAt(50) { navigator.push(root.makePostDetail(post: Fixture.post(1))) }
        scheduler.scheduleAt(60) { navigator.back() }
        scheduler.start()

        XCTAssertEqual(
            navigations.events, [.next(10, "replace root with feed"), .next(30, "push post"), .next(40, "back")])
        XCTAssertEqual(stackSizes, [1, 1, 2], "a navigation is reported before the stack changes")
    }
}
