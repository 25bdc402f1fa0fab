import PresentersXCTest
import ShowcaseApp
import XCTest

final class CompositionRootTests: ShowcaseAppTestCase {
    // Ticks of a tenth of a second: the answers, tens of ticks away, come well within a request's 10 s.
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)

    func testAScreenIsBuiltFromItsCaseWithWhatItShowsAtOnce() {
        let root = AppUnderTest(scheduler: scheduler).root
        var built: [String] = []
        root.screenBuilt = { built.append($0.description) }
        let post = Post(id: 98, title: "Seeded", author: "A", votes: 2)

        let detail = root.screen(AppScreen.post(id: 98, showing: post))

        XCTAssertEqual(detail.presenter(as: PostDetailScreen.self)?.currentState.shownPost, post, "shown at once")
        XCTAssertNil(detail.presenter(as: FeedScreen.self), "the presenter of another feature")
        XCTAssertEqual(detail.feature.name, PostDetailScreen.name)
        XCTAssertEqual(built, ["post #98"])
    }

    func testASavedNameAndIdNameAScreenOnlyWhenItsFeatureTakesThatId() {
        XCTAssertEqual(AppScreen(name: "post", id: 1), .post(id: 1))
        XCTAssertEqual(AppScreen(name: "feed", id: nil), .feed)
        XCTAssertNil(AppScreen(name: "post", id: nil), "a post's detail takes the post's id")
        XCTAssertNil(AppScreen(name: "feed", id: 1), "the feed shows no one thing")
        XCTAssertNil(AppScreen(name: "bookmarks", id: nil), "the app has no such screen")
        for feature in AppScreen.features {
            let screen = feature.screen(id: nil) ?? feature.screen(id: 7)
            XCTAssertEqual(screen?.name, feature.name, "\(feature) names its own screen")
            XCTAssertTrue(screen?.feature == feature, "\(feature)'s screen is of \(feature)")
        }
    }

    func testGivenTheProductionRootWhenTheDemoAccountLogsInThenTheSessionIsStoredAndTheFeedRoutes() {
        let root = AppUnderTest(scheduler: scheduler, backend: .init(latency: .seconds(1))).root
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { root.loginPresenter() }
        let account = InMemoryBackend.demoAccount
        test.send(.emailChanged(account.email))
        test.send(.passwordChanged(account.password))
        test.send(.loginTapped)

        test.run()

        let filled = LoginState(email: account.email, password: account.password, isLoginEnabled: true)
        test.assertStates([
            .next(0, LoginState()), .next(0, LoginState(email: account.email)), .next(0, filled),
            .next(0, LoginState(email: account.email, password: account.password, isLoading: true)),
            .next(10, filled),
        ])
        test.assertRoutes([.next(10, .feed)])
        XCTAssertEqual(root.credentialsStore.session, Session(email: "demo@example.com", token: "token-1"))
        test.finish()
    }

    func testGivenTheProductionRootWhenTheFeedAppearsThenItShowsTheBackendsNewestPage() {
        let root = AppUnderTest(scheduler: scheduler, backend: .init(latency: .seconds(1))).root
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { root.feedPresenter() }
        // Another backend makes up the same posts: they follow from their ids.
        let newest = scheduler.createObserver([Post].self)
        _ = RemotePostsRepository(client: InMemoryBackend(scheduler: scheduler)).posts(.latest).asObservable()
            .subscribe(newest)
        test.send(.appear)

        test.run()

        guard case .next(let page)? = newest.events.first?.value else { return XCTFail("no page") }
        XCTAssertEqual(page.map(\.id), Array((81...100).reversed()))
        test.assertStates([
            .next(0, FeedState()), .next(0, FeedState(isLoadingInitial: true)), .next(10, FeedState(items: page)),
        ])
        test.assertRoutes([])
        // The feed follows the store's votes while it lives.
        test.finish(expectingLiveSubscriptions: 1)
    }

    func testGivenABackendFailureWhenLoggingInThenTheLoginShowsIt() {
        let app = AppUnderTest(scheduler: scheduler, backend: .init(latency: .seconds(1)))
        let root = app.root
        app.backend.failNextRequest(with: .connectionLost)
        let login = root.loginPresenter()
        login.send(.emailChanged(InMemoryBackend.demoAccount.email))
        login.send(.passwordChanged(InMemoryBackend.demoAccount.password))
        login.send(.loginTapped)

        scheduler.start()

        XCTAssertEqual(login.currentState.failure, LoginFailure(cause: .network))
        XCTAssertNil(root.credentialsStore.session)
    }

    func testAUseCaseTheTestProvidesReplacesItsProductionWiringAndTheRestStays() {
        let someone = Credentials(email: "someone@example.com", password: "whatever")
        let logIns = TestAnswers<Credentials, Session>(
            call: "login.logIn", scheduler: scheduler, failureReporter: .xctest)
        logIns.answer(someone, with: ok(Fixture.session, after: 0))
        let root = AppUnderTest(scheduler: scheduler, backend: .init(latency: .seconds(1))).root
        root[LoginUseCase.self] = .unimplemented(Unimplemented(failureReporter: .xctest))
        root[LoginUseCase.self].logIn = logIns.call
        let login = root.loginPresenter()
        let registration = root.registrationPresenter()
        login.send(.emailChanged("someone@example.com"))
        login.send(.passwordChanged("whatever"))
        login.send(.loginTapped)
        registration.send(.emailChanged(InMemoryBackend.demoAccount.email))
        registration.send(.passwordChanged("secret"))
        registration.send(.ageChanged("30"))
        registration.send(.registerTapped)

        scheduler.start()

        XCTAssertEqual(logIns.requests, [someone])
        XCTAssertNil(login.currentState.failure)
        XCTAssertEqual(registration.currentState.failure, .emailTaken, "the registration went to the backend")
    }

    func testGivenAnswersFromARecorderWhenTheFeedAppearsThenItsPageIsRecordedAndReplaysWithoutTheBackend() throws {
        let recorder = SessionRecorder(scheduler: scheduler)
        var asked: [String] = []
        let root = AppUnderTest(
            scheduler: scheduler, backend: .init(latency: .seconds(1)),
            answers: { kind in
                asked.append(kind.name)
                return recorder.answers(for: kind.name)
            }
        )
        .root
        let feed = root.feedPresenter()
        recorder.record(feed, as: "feed")
        feed.send(.appear)

        scheduler.start()

        XCTAssertEqual(asked, ["feed"])
        let entries = recorder.recording.entries.map {
            "\($0.time) \($0.kind.rawValue) \($0.call.map(String.init) ?? "")"
        }
        XCTAssertEqual(
            entries,
            [
                "0 state ", "0 event ", "0 state ", "0 subscribe feed.page#1", "10 next feed.page#1",
                "10 completed feed.page#1", "10 state ",
            ])
        XCTAssertEqual(recorder.recording.entries[3].json, #"{"latest":{}}"#)
        try RecordingReplay(recorder.recording, errorTypes: [APIError.self]).run(
            presenterNamed: "feed", failureReporter: .xctest
        ) { answers, scheduler in
            // A backend that would answer later, and differently: the page comes from the recording.
            let replayRoot = AppUnderTest(
                scheduler: scheduler, backend: .init(latency: .seconds(1), initialPostCount: 3),
                answers: { _ in answers }
            )
            .root
            return replayRoot.feedPresenter()
        }
    }

    func testGivenTheUnimplementedRootWhenAScreenCallsAUseCaseTheTestDidNotProvideThenTheTestFailsNamingIt() {
        var failures: [String] = []
        let unimplemented = Unimplemented(failureReporter: FailureReporter { failures.append($0.message) })
        let root = AppUnderTest(scheduler: scheduler, useCases: .unimplemented(unimplemented)).root
        let logIns = TestAnswers<Credentials, Session>(
            call: "login.logIn", scheduler: scheduler, failureReporter: .xctest)
        logIns.answer(Fixture.credentials, with: ok(Fixture.session, after: 0))
        root[LoginUseCase.self].logIn = logIns.call
        let navigator = Navigator(root: root)

        // The login is provided and leads to the feed, whose use case the test did not provide.
        let login = navigator.top.presenter(as: LoginScreen.self)
        login?.send(.emailChanged(Fixture.email))
        login?.send(.passwordChanged(Fixture.password))
        login?.send(.loginTapped)
        scheduler.start()

        XCTAssertEqual(navigator.top.name, "feed")
        XCTAssertEqual(failures, ["feed.page was called but the test did not provide it"])
        XCTAssertEqual(
            navigator.top.presenter(as: FeedScreen.self)?.currentState.failure,
            FeedFailure(load: .initial, cause: .unexpected), "the feed takes its error path")
    }

    func testTheUnimplementedRootCallsNoUseCaseOnItsOwn() {
        var failures: [String] = []
        let unimplemented = Unimplemented(failureReporter: FailureReporter { failures.append($0.message) })

        let navigator = Navigator(
            root: AppUnderTest(scheduler: scheduler, useCases: .unimplemented(unimplemented)).root)
        scheduler.start()

        XCTAssertEqual(navigator.top.name, "login")
        XCTAssertEqual(failures, [])
    }
}
