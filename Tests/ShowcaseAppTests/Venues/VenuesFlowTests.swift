import Presenters
import ShowcaseApp
import XCTest

/// The talk's UI tests as flow tests: the app built by a test composition root that answers exactly the
/// three use cases of the venues as the test sets them up (every other use case fails the test if called),
/// driven through the navigator in virtual time, written Given / When / Then.
final class VenuesFlowTests: ShowcaseAppTestCase {
    // Ticks of a hundredth of a second: the location, 100 ticks away, comes well within a request's 10 s.
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
    private lazy var locations = TestAnswers<Void, Coordinates>(
        call: "venues.location", scheduler: scheduler, failureReporter: .xctest)
    private lazy var venueLists = TestAnswers<Coordinates, [Venue]>(
        call: "venues.best", scheduler: scheduler, failureReporter: .xctest)
    private lazy var details = TestAnswers<Int, VenueDetails>(
        call: "venues.details", scheduler: scheduler, failureReporter: .xctest)
    private var failures: [String] = []
    private var navigator: (any Navigating)?

    override func tearDown() {
        // The app goes with the test, so that nothing it subscribed outlives it.
        navigator = nil
        XCTAssertEqual(failures, [], "a use case the test did not provide was called")
        super.tearDown()
    }

    // MARK: - The talk's tests

    func testTheLoadingIndicatorIsVisibleWhileTheLocationIsFetched() {
        givenTheUserIsFound(at: Fixture.here, after: 100)
        givenTheVenuesAround(Fixture.here, are: Fixture.bestVenues, after: 50)

        whenTheVenuesScreenOpens()
        whenTimePasses(to: 99)

        thenTheLoadingIndicatorIsVisible()
        thenTheVenuesScreenShows(.locating)

        whenTimePasses(to: 149)
        thenTheLoadingIndicatorIsVisible()

        whenTimePasses(to: 150)
        thenTheLoadingIndicatorIsHidden()
        thenTheVenuesScreenShows(.loaded(around: Fixture.here, venues: Fixture.bestVenues))
    }

    func testTappingTheTopVenueShowsItsDetailWithItsData() {
        givenTheUserIsFound(at: Fixture.here, after: 100)
        givenTheVenuesAround(Fixture.here, are: Fixture.bestVenues, after: 50)
        givenTheDetails(of: Fixture.venueDetails(2), after: 30)
        whenTheVenuesScreenOpens()
        whenTimePasses(to: 150)

        whenTheTopVenueIsTapped()
        whenTimePasses(to: 180)

        thenTheTopScreenIsTheDetail(ofVenue: 2, showing: .loaded(Fixture.venueDetails(2)))
        XCTAssertEqual(details.requests, [2], "the detail loads by the id of the venue tapped")
    }

    // MARK: - What the test root replaces

    func testTheTestRootReplacesTheNavigatorToSeeWhereTheTopVenueLeads() {
        givenTheUserIsFound(at: Fixture.here, after: 100)
        givenTheVenuesAround(Fixture.here, are: Fixture.bestVenues, after: 50)
        let spy = givenATestRoot { $0.navigatorFactory = { NavigationSpy(root: $0) } } as? NavigationSpy
        whenTheVenuesScreenOpens()
        whenTimePasses(to: 150)

        whenTheTopVenueIsTapped()
        scheduler.start()

        XCTAssertEqual(spy?.performed, ["push venues", "push venue #2"])
        XCTAssertEqual(details.requests, [], "the spy shows no screen, so the detail never appears")
    }

    func testTheTestRootReplacesASingleUseCaseAndKeepsTheFeaturesOthers() {
        givenTheVenuesAround(InMemoryLocationService.demoLocation, are: Fixture.bestVenues, after: 50)
        let root = AppUnderTest(scheduler: scheduler).root
        var bestVenues = BestVenuesUseCase.unimplemented(Unimplemented(failureReporter: .xctest))
        bestVenues.venues = venueLists.call
        root[VenuesFeatureRoot.self].bestVenues = bestVenues
        navigator = root.makeNavigator()

        whenTheVenuesScreenOpens(from: root)
        thenTheVenuesScreenShows(.locating)
        // The device finds the user after a second, 100 ticks.
        whenTimePasses(to: 100)
        thenTheVenuesScreenShows(.loading(around: InMemoryLocationService.demoLocation))

        whenTimePasses(to: 150)
        thenTheVenuesScreenShows(.loaded(around: InMemoryLocationService.demoLocation, venues: Fixture.bestVenues))
    }

    func testTheTestRootWithoutTheVenuesCallsFailsNamingTheUseCaseCalled() {
        let unimplemented = Unimplemented(
            failureReporter: FailureReporter { [weak self] in
                self?.failures.append($0.message)
            })
        let root = AppUnderTest(scheduler: scheduler, useCases: .unimplemented(unimplemented)).root
        navigator = root.makeNavigator()

        whenTheVenuesScreenOpens(from: root)
        scheduler.start()

        XCTAssertEqual(failures, ["venues.location was called but the test did not provide it"])
        thenTheVenuesScreenShows(.failed(.location))
        failures = []
    }

    func testTheAppsRootBuildsTheNavigatorThatStartsAtTheLoginAndOpensTheVenuesTab() {
        let root = AppUnderTest(scheduler: scheduler).root
        navigator = root.makeNavigator()

        XCTAssertTrue(navigator is Navigator)
        XCTAssertEqual(navigator?.top.name, "login")
        whenTheVenuesScreenOpens(from: root)
        XCTAssertEqual((navigator as? Navigator)?.currentStack.map(\.description), ["login (root)", "venues (push)"])
        thenTheVenuesScreenShows(.locating)
    }

    // MARK: - Given

    /// The test root: every use case unimplemented but the three calls of the venues feature, which the
    /// test's answers answer.
    @discardableResult
    private func givenATestRoot(
        _ configure: (CompositionRoot) -> Void = { _ in }
    ) -> any Navigating {
        let unimplemented = Unimplemented(
            failureReporter: FailureReporter { [weak self] in
                self?.failures.append($0.message)
            })
        let root = AppUnderTest(scheduler: scheduler, useCases: .unimplemented(unimplemented)).root
        root[VenuesFeatureRoot.self].userLocation.location = locations.call
        root[VenuesFeatureRoot.self].bestVenues.venues = venueLists.call
        root[VenuesFeatureRoot.self].venueDetails.details = details.call
        configure(root)
        let navigator = root.makeNavigator()
        self.navigator = navigator
        rootBuilt = root
        return navigator
    }

    private var rootBuilt: CompositionRoot?

    private func givenTheUserIsFound(at place: Coordinates, after ticks: TestTime) {
        locations.answer(with: ok(place, after: ticks))
    }

    private func givenTheVenuesAround(_ place: Coordinates, are venues: [Venue], after ticks: TestTime) {
        venueLists.answer(place, with: ok(venues, after: ticks))
    }

    private func givenTheDetails(of details: VenueDetails, after ticks: TestTime) {
        self.details.answer(details.id, with: ok(details, after: ticks))
    }

    // MARK: - When

    /// Pushes the venues on the navigator of the test's root, or of `root`'s, which the test built.
    private func whenTheVenuesScreenOpens(from root: CompositionRoot? = nil) {
        if navigator == nil { givenATestRoot() }
        guard let navigator else { return XCTFail("no app") }
        navigator.perform(.push(AppScreen.venues))
    }

    private func whenTimePasses(to time: TestTime) {
        scheduler.advanceTo(time)
    }

    private func whenTheTopVenueIsTapped() {
        guard let top = venues?.currentState.venues.first else { return XCTFail("no venue is shown") }
        venues?.send(.select(id: top.id))
    }

    // MARK: - Then

    private var venues: VenuesPresenter? {
        navigator?.top.presenter(as: VenuesScreen.self)
    }

    private func thenTheLoadingIndicatorIsVisible(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(venues?.currentState.isLoading, true, file: file, line: line)
    }

    private func thenTheLoadingIndicatorIsHidden(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(venues?.currentState.isLoading, false, file: file, line: line)
    }

    private func thenTheVenuesScreenShows(
        _ state: VenuesState, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(venues?.currentState, state, file: file, line: line)
    }

    private func thenTheTopScreenIsTheDetail(
        ofVenue id: Int, showing phase: VenueDetailState.Phase, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let detail = navigator?.top.presenter(as: VenueDetailScreen.self) else {
            return XCTFail(
                "the top screen is \(String(describing: navigator?.top)), not a venue", file: file, line: line)
        }
        XCTAssertEqual(detail.currentState, VenueDetailState(venueID: id, phase: phase), file: file, line: line)
    }
}

/// A navigator that records what the screens' routes ask for and shows nothing: the top screen stays the
/// one it was given last, which the test asks directly.
private final class NavigationSpy: Navigating {
    private(set) var performed: [String] = []
    private(set) var top: Screen
    private let root: CompositionRoot
    private let bag = DisposeBag()

    init(root: CompositionRoot) {
        self.root = root
        top = root.screen(.login)
    }

    func perform(_ request: AppNavigationRequest) {
        guard case .push(let id) = request else { return performed.append("\(request)") }
        performed.append("push \(id)")
        // Only the screen the test opens is built, shown and followed; where it leads is only recorded.
        guard performed.count == 1 else { return }
        let screen = root.screen(id)
        top = screen
        screen.willAppear()
        screen.requests.subscribe(onNext: { [weak self] in self?.perform($0) }).disposed(by: bag)
    }
}
