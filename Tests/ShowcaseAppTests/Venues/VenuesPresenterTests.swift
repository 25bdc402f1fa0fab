import PresentersXCTest
import ShowcaseApp
import XCTest

final class VenuesPresenterTests: ShowcaseAppTestCase {
    // Ticks of a tenth of a second: the answers, tens of ticks away, come well within a request's 10 s.
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    private lazy var locations = TestAnswers<Void, Coordinates>(
        call: "venues.location", scheduler: scheduler, failureReporter: .xctest)
    private lazy var venueLists = TestAnswers<Coordinates, [Venue]>(
        call: "venues.best", scheduler: scheduler, failureReporter: .xctest)
    private lazy var test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) {
        [scheduler, locations, venueLists] in
        var location = UserLocationUseCase.unimplemented(Unimplemented(failureReporter: .xctest))
        location.location = locations.call
        var venues = BestVenuesUseCase.unimplemented(Unimplemented(failureReporter: .xctest))
        venues.venues = venueLists.call
        return makeVenuesPresenter(location: location, venues: venues, scheduler: scheduler)
    }

    func testGivenTheUserIsFoundWhenTheScreenAppearsThenItLocatesThenLoadsThenListsTheBestFirst() {
        let location = locations.answer(with: ok(Fixture.here))
        let venues = venueLists.answer(Fixture.here, with: ok(Fixture.bestVenues))

        test.send(.appear, at: 10)
        test.send(.appear, at: 15)
        test.send(.appear, at: 40)
        test.run()

        test.assertStates([
            .next(0, .idle), .next(10, .locating), .next(20, .loading(around: Fixture.here)),
            .next(30, .loaded(around: Fixture.here, venues: Fixture.bestVenues)),
        ])
        test.assertRoutes([])
        XCTAssertEqual(location.subscriptions, [Subscription(10, 20)])
        XCTAssertEqual(venues.subscriptions, [Subscription(20, 30)])
        XCTAssertEqual(venueLists.requests, [Fixture.here], "appearing again asks for nothing")
        test.finish()
    }

    func testTheLoadingIndicatorIsVisibleWhileLocatingAndLoadingOnly() {
        XCTAssertFalse(VenuesState.idle.isLoading)
        XCTAssertTrue(VenuesState.locating.isLoading)
        XCTAssertTrue(VenuesState.loading(around: Fixture.here).isLoading)
        XCTAssertFalse(VenuesState.loaded(around: Fixture.here, venues: []).isLoading)
        XCTAssertFalse(VenuesState.permissionDenied.isLoading)
        XCTAssertFalse(VenuesState.failed(.location).isLoading)
        XCTAssertEqual(VenuesState.loaded(around: Fixture.here, venues: Fixture.bestVenues).venues, Fixture.bestVenues)
        XCTAssertEqual(VenuesState.locating.venues, [])
    }

    func testGivenNoVenuesAroundWhenTheScreenAppearsThenItShowsAnEmptyList() {
        locations.answer(with: ok(Fixture.here))
        venueLists.answer(Fixture.here, with: ok([]))

        test.send(.appear, at: 10)
        test.send(.retry, at: 40)
        test.run()

        test.assertStates([
            .next(0, .idle), .next(10, .locating), .next(20, .loading(around: Fixture.here)),
            .next(30, .loaded(around: Fixture.here, venues: [])),
        ])
        test.assertRoutes([])
        test.finish()
    }

    func testGivenPermissionDeniedWhenTheScreenAppearsThenItSaysSoAndRetryAsksAgain() {
        let denied = locations.answer(with: [.error(0, LocationError.permissionDenied)])
        let allowed = locations.answer(with: ok(Fixture.here))
        venueLists.answer(Fixture.here, with: ok(Fixture.bestVenues))

        test.send(.appear, at: 10)
        test.send(.appear, at: 20)
        test.send(.retry, at: 30)
        test.run()

        test.assertStates([
            .next(0, .idle), .next(10, .locating), .next(10, .permissionDenied), .next(30, .locating),
            .next(40, .loading(around: Fixture.here)),
            .next(50, .loaded(around: Fixture.here, venues: Fixture.bestVenues)),
        ])
        test.assertRoutes([])
        XCTAssertEqual(denied.subscriptions, [Subscription(10, 10)])
        XCTAssertEqual(allowed.subscriptions, [Subscription(30, 40)])
        test.finish()
    }

    func testGivenTheLocationCannotBeFoundWhenRetryIsTappedThenItLocatesAgain() {
        locations.answer(with: [.error(10, LocationError.unavailable)])
        locations.answer(with: ok(Fixture.elsewhere))
        venueLists.answer(Fixture.elsewhere, with: ok(Fixture.bestVenues))

        test.send(.appear, at: 10)
        test.send(.retry, at: 30)
        test.run()

        test.assertStates([
            .next(0, .idle), .next(10, .locating), .next(20, .failed(.location)), .next(30, .locating),
            .next(40, .loading(around: Fixture.elsewhere)),
            .next(50, .loaded(around: Fixture.elsewhere, venues: Fixture.bestVenues)),
        ])
        test.assertRoutes([])
        XCTAssertEqual(VenuesFailure.location.message, "Could not find where you are.")
        test.finish()
    }

    func testGivenTheVenuesFailWhenRetryIsTappedThenTheyLoadAgainAroundTheSamePlaceWithoutLocating() {
        let location = locations.answer(with: ok(Fixture.here))
        let failed = venueLists.answer(Fixture.here, with: [.error(10, APIError.server(statusCode: 503))])
        let retried = venueLists.answer(Fixture.here, with: ok(Fixture.bestVenues))

        test.send(.appear, at: 10)
        test.send(.retry, at: 40)
        test.send(.retry, at: 45)
        test.run()

        let failure = VenuesFailure.venues(around: Fixture.here, cause: .server)
        test.assertStates([
            .next(0, .idle), .next(10, .locating), .next(20, .loading(around: Fixture.here)),
            .next(30, .failed(failure)), .next(40, .loading(around: Fixture.here)),
            .next(50, .loaded(around: Fixture.here, venues: Fixture.bestVenues)),
        ])
        test.assertRoutes([])
        XCTAssertEqual(failure.message, "Could not load the venues around you. Something went wrong on our side.")
        XCTAssertEqual(location.subscriptions, [Subscription(10, 20)], "the place is not looked for again")
        XCTAssertEqual(failed.subscriptions, [Subscription(20, 30)])
        XCTAssertEqual(retried.subscriptions, [Subscription(40, 50)], "the second retry, while loading, does nothing")
        test.finish()
    }

    func testGivenTheDeviceDoesNotAnswerThenAfterTenSecondsItSaysItTookTooLongAndRetryLocatesAgain() {
        let silent = locations.answer(with: [])
        let found = locations.answer(with: ok(Fixture.here))
        venueLists.answer(Fixture.here, with: ok(Fixture.bestVenues))

        test.send(.appear, at: 10)
        test.send(.retry, at: 109)
        test.send(.retry, at: 120)
        test.run()

        // 10 s are 100 ticks: the location asked for at 10 times out at 110.
        test.assertStates([
            .next(0, .idle), .next(10, .locating), .next(110, .failed(.locationTimedOut)), .next(120, .locating),
            .next(130, .loading(around: Fixture.here)),
            .next(140, .loaded(around: Fixture.here, venues: Fixture.bestVenues)),
        ])
        test.assertRoutes([])
        XCTAssertEqual(VenuesFailure.locationTimedOut.message, "Could not find where you are: it took too long.")
        XCTAssertEqual(silent.subscriptions, [Subscription(10, 110)], "the retry while locating does nothing")
        XCTAssertEqual(found.subscriptions, [Subscription(120, 130)])
        test.finish()
    }

    func testGivenTheVenuesDoNotAnswerThenAfterTenSecondsTheySayItTookTooLongAndRetryLoadsThemAgain() {
        let location = locations.answer(with: ok(Fixture.here))
        let silent = venueLists.answer(Fixture.here, with: [])
        let retried = venueLists.answer(Fixture.here, with: ok(Fixture.bestVenues))

        test.send(.appear, at: 10)
        test.send(.retry, at: 130)
        test.run()

        // Found at 20, the venues asked for then time out 10 s (100 ticks) later.
        let failure = VenuesFailure.venues(around: Fixture.here, cause: .timedOut)
        test.assertStates([
            .next(0, .idle), .next(10, .locating), .next(20, .loading(around: Fixture.here)),
            .next(120, .failed(failure)), .next(130, .loading(around: Fixture.here)),
            .next(140, .loaded(around: Fixture.here, venues: Fixture.bestVenues)),
        ])
        test.assertRoutes([])
        XCTAssertEqual(failure.message, "Could not load the venues around you. The server took too long to answer.")
        XCTAssertEqual(location.subscriptions, [Subscription(10, 20)], "the place is not looked for again")
        XCTAssertEqual(silent.subscriptions, [Subscription(20, 120)])
        XCTAssertEqual(retried.subscriptions, [Subscription(130, 140)])
        test.finish()
    }

    func testEachCauseOfFailureHasItsMessage() {
        XCTAssertEqual(RequestFailure(error: APIError.network), .network)
        XCTAssertEqual(RequestFailure(error: APIError.server(statusCode: 500)), .server)
        XCTAssertEqual(RequestFailure(error: APIError.invalidResponse), .unexpected)
        XCTAssertEqual(RequestFailure(error: Fixture.Unexpected()), .unexpected)
        XCTAssertEqual(
            VenuesFailure.venues(around: Fixture.here, cause: .network).message,
            "Could not load the venues around you. No connection.")
        XCTAssertEqual(
            VenuesFailure.venues(around: Fixture.here, cause: .unexpected).message,
            "Could not load the venues around you. Unexpected answer from the server.")
    }

    func testWhenAVenueIsTappedThenItRoutesToItsDetailAndAnUnknownOneDoesNothing() {
        locations.answer(with: ok(Fixture.here))
        venueLists.answer(Fixture.here, with: ok(Fixture.bestVenues))

        test.send(.select(id: 2), at: 5)
        test.send(.appear, at: 10)
        test.send(.select(id: 3), at: 40)
        test.send(.select(id: 99), at: 50)
        test.run()

        test.assertStates([
            .next(0, .idle), .next(10, .locating), .next(20, .loading(around: Fixture.here)),
            .next(30, .loaded(around: Fixture.here, venues: Fixture.bestVenues)),
        ])
        test.assertRoutes([.next(40, .venueDetail(id: 3))])
        test.finish()
    }

    func testAScreenReleasedWhileLocatingCancelsTheRequest() {
        let location = locations.answer(with: ok(Fixture.here))
        test.send(.appear, at: 10)
        test.advance(to: 15)
        test.assertStates([.next(0, .idle), .next(10, .locating)])
        test.assertRoutes([])

        test.releasePresenter()

        XCTAssertEqual(location.subscriptions, [Subscription(10, 15)])
        test.finish()
    }

    func testAScreenReleasedWhileLoadingCancelsTheVenuesRequest() {
        locations.answer(with: ok(Fixture.here))
        let venues = venueLists.answer(Fixture.here, with: ok(Fixture.bestVenues))
        test.send(.appear, at: 10)
        test.advance(to: 25)
        test.assertStates([.next(0, .idle), .next(10, .locating), .next(20, .loading(around: Fixture.here))])
        test.assertRoutes([])

        test.releasePresenter()

        XCTAssertEqual(venues.subscriptions, [Subscription(20, 25)])
        test.finish()
    }
}
