import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

final class IntentTests: XCTestCase {
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    private lazy var app = AppUnderTest(scheduler: scheduler)
    private var root: CompositionRoot { app.root }

    private func intent(_ line: String, on screen: Screen) -> Result<Intent, CommandError> {
        Intent.typed(line, on: screen)
    }

    /// A feed whose first page (posts 100 down to 81) has loaded.
    private func loadedFeed() -> Screen {
        let feed = root.screen(.feed)
        feed.presenter(as: FeedScreen.self)?.send(.appear)
        scheduler.start()
        return feed
    }

    func testTheFormsFieldsAndButtonsSendTheirEvents() {
        let login = root.screen(.login)
        let registration = root.screen(.registration)

        XCTAssertEqual(intent("email a@b.c", on: login), .success(LoginScreen.intent(.emailChanged("a@b.c"))))
        XCTAssertEqual(intent("password secret", on: login), .success(LoginScreen.intent(.passwordChanged("secret"))))
        XCTAssertEqual(intent("login", on: login), .success(LoginScreen.intent(.loginTapped)))
        XCTAssertEqual(intent("register", on: login), .success(LoginScreen.intent(.registerTapped)))
        XCTAssertEqual(
            intent("email a@b.c", on: registration), .success(RegistrationScreen.intent(.emailChanged("a@b.c"))))
        XCTAssertEqual(
            intent("password x", on: registration), .success(RegistrationScreen.intent(.passwordChanged("x"))))
        XCTAssertEqual(intent("age 30", on: registration), .success(RegistrationScreen.intent(.ageChanged("30"))))
        XCTAssertEqual(intent("register", on: registration), .success(RegistrationScreen.intent(.registerTapped)))
    }

    func testACommandForAnotherScreenIsRefused() {
        let login = root.screen(.login)
        XCTAssertEqual(intent("age 30", on: login), .failure(CommandError("'age' does nothing on the login screen")))
        XCTAssertEqual(intent("more", on: login), .failure(CommandError("'more' does nothing on the login screen")))
        XCTAssertEqual(
            intent("login", on: root.screen(.feed)),
            .failure(CommandError("'login' does nothing on the feed screen")))
    }

    func testDismissNeedsAMessageToDismiss() {
        let screen = root.screen(.login)
        let login = screen.presenter(as: LoginScreen.self)!
        XCTAssertEqual(
            intent("dismiss", on: screen), .failure(CommandError("there is no error message to dismiss")))

        app.backend.failNextRequest(with: .status(401))
        login.send(.emailChanged("demo@example.com"))
        login.send(.passwordChanged("password1"))
        login.send(.loginTapped)
        scheduler.start()

        XCTAssertEqual(login.currentState.failure, .wrongCredentials)
        XCTAssertEqual(intent("dismiss", on: screen), .success(LoginScreen.intent(.errorDismissed)))
    }

    func testOpenSelectsThePostShownAtThatPlace() {
        let feed = loadedFeed()
        XCTAssertEqual(intent("open 1", on: feed), .success(FeedScreen.intent(.select(id: 100))))
        XCTAssertEqual(intent("open 20", on: feed), .success(FeedScreen.intent(.select(id: 81))))
        XCTAssertEqual(
            intent("open 21", on: feed), .failure(CommandError("there is no post 21: the posts shown are 1 to 20")))
        XCTAssertEqual(
            intent("open 1", on: root.screen(.feed)),
            .failure(CommandError("there is no post 1: no post is shown"))
        )
    }

    func testRetryNeedsAFailedLoad() {
        let feed = loadedFeed()
        XCTAssertEqual(
            intent("retry", on: feed), .failure(CommandError("there is nothing to retry: no load failed")))

        app.backend.failNextRequest(with: .connectionLost)
        feed.presenter(as: FeedScreen.self)?.send(.reachedEnd)
        scheduler.start()

        XCTAssertEqual(intent("retry", on: feed), .success(FeedScreen.intent(.retry)))
        XCTAssertEqual(intent("refresh", on: feed), .success(FeedScreen.intent(.refresh)))
        XCTAssertEqual(intent("more", on: feed), .success(FeedScreen.intent(.reachedEnd)))
    }

    func testBackLeavesThePostThroughItsButtonAndOtherScreensThroughTheNavigator() {
        let post = Post(id: 1, title: "T", author: "A", votes: 0)
        XCTAssertEqual(
            intent("back", on: root.screen(.post(id: post.id, showing: post))),
            .success(PostDetailScreen.intent(.backTapped)))
        XCTAssertEqual(intent("back", on: root.screen(.registration)), .success(.back))
        XCTAssertEqual(
            intent("back", on: root.screen(.feed)), .success(.back), "the navigator says why it cannot")
    }

    func testFailWorksOnEveryScreen() {
        XCTAssertEqual(intent("fail garbage", on: root.screen(.login)), .success(.fail(.garbage)))
        XCTAssertEqual(intent("fail network", on: root.screen(.feed)), .success(.fail(.network)))
    }

    func testEveryScreenOfTheAppHasAnAdapter() {
        XCTAssertEqual(ScreenAdapters.all.map { $0.name }, AppScreen.features.map { $0.name })
        XCTAssertEqual(AppScreen.features.filter { ScreenAdapters.of($0) == nil }.map { $0.name }, [])
        XCTAssertTrue(ScreenAdapters.all.contains { $0.name == "login" })
    }

    func testALinkIsOpenedByTheAppWhateverTheScreen() {
        XCTAssertEqual(
            intent("link producthunt://post/98", on: root.screen(.login)),
            .success(.link("producthunt://post/98")))
        XCTAssertEqual(intent("link not a link", on: loadedFeed()), .success(.link("not a link")))
    }

    func testTheVoteAndLogoutButtonsAreOnTheirScreens() {
        let feed = loadedFeed()
        XCTAssertEqual(intent("logout", on: feed), .success(FeedScreen.intent(.logOutTapped)))
        XCTAssertEqual(intent("vote", on: feed), .failure(CommandError("'vote' does nothing on the feed screen")))
        let post = root.screen(.post(id: 1, showing: Post(id: 1, title: "T", author: "A", votes: 2)))
        XCTAssertEqual(intent("vote", on: post), .success(PostDetailScreen.intent(.voteTapped)))
        XCTAssertEqual(intent("logout", on: post), .failure(CommandError("'logout' does nothing on the post screen")))
    }
}
