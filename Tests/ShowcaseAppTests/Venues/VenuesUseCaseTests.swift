import Presenters
import ShowcaseApp
import XCTest

final class VenuesUseCaseTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    private func record<Element>(_ single: Single<Element>) -> TestableObserver<Element> {
        let observer = scheduler.createObserver(Element.self)
        _ = single.asObservable().subscribe(observer)
        scheduler.start()
        return observer
    }

    private var production: VenuesFeatureRoot {
        VenuesFeatureRoot.live(
            client: InMemoryBackend(scheduler: scheduler, configuration: .init(latency: .seconds(1))),
            locationService: InMemoryLocationService(scheduler: scheduler, delay: .seconds(2)))
    }

    func testTheBestVenuesComeBestRatedFirstFromTheBackendsNearestFirstList() {
        let venues = record(production.bestVenues.venues(InMemoryLocationService.demoLocation))

        guard case .next(let list)? = venues.events.first?.value else { return XCTFail("no venues") }
        XCTAssertEqual(venues.events.first?.time, 1)
        XCTAssertEqual(
            list.map(\.name),
            [
                "Harbour Noodles", "Canal Coffee", "Green Park", "Old Library", "Corner Bakery", "Night Owl Bar",
            ])
        XCTAssertEqual(list.map(\.rating), [9.4, 9.1, 8.8, 8.4, 7.9, 7.2])
    }

    func testEqualRatingsKeepTheNearestFirst() {
        final class Repository: VenuesRepository {
            func venues(around location: Coordinates) -> Single<[Venue]> {
                .just([Fixture.venue(1, rating: 8), Fixture.venue(2, rating: 9), Fixture.venue(3, rating: 8)])
            }
            func venue(id: Int) -> Single<VenueDetails> { .never() }
        }
        let venues = record(BestVenuesUseCase.live(repository: Repository()).venues(Fixture.here))

        XCTAssertEqual(venues.events.first?.value.element?.map(\.id), [2, 1, 3])
    }

    func testAVenuesDetailsComeByIdAndAnUnknownIdIsNotFound() {
        let known = record(production.venueDetails.details(4))
        let unknown = record(production.venueDetails.details(99))

        XCTAssertEqual(known.events.first?.value.element?.name, "Harbour Noodles")
        XCTAssertEqual(known.events.first?.value.element?.tips, ["Ask for the spicy broth.", "Cash only on weekends."])
        XCTAssertEqual(unknown.events.map { $0.value.error as? APIError }, [.notFound])
    }

    func testTheUserIsLocatedAfterTheDelayOrRefusedAtOnceOrNotFoundOnDemand() {
        let service = InMemoryLocationService(scheduler: scheduler, delay: .seconds(2))
        let useCase = UserLocationUseCase.live(service: service)

        let found = record(useCase.location())
        service.failNextFix()
        let unavailable = record(useCase.location())
        service.permission = .denied
        let denied = record(useCase.location())
        service.permission = .allowed
        service.location = Fixture.elsewhere
        let moved = record(useCase.location())

        XCTAssertEqual(found.events, [.next(2, InMemoryLocationService.demoLocation), .completed(2)])
        XCTAssertEqual(unavailable.events.map { $0.value.error as? LocationError }, [.unavailable])
        XCTAssertEqual(unavailable.events.map(\.time), [4])
        XCTAssertEqual(denied.events.map { $0.value.error as? LocationError }, [.permissionDenied])
        XCTAssertEqual(denied.events.map(\.time), [4], "a denied permission answers at once")
        XCTAssertEqual(moved.events, [.next(6, Fixture.elsewhere), .completed(6)])
    }

    func testTheUnimplementedUseCasesFailNamingThemselves() {
        var failures: [String] = []
        let venues = VenuesFeatureRoot.unimplemented(
            Unimplemented(failureReporter: FailureReporter { failures.append($0.message) }))

        let location = record(venues.userLocation.location())
        _ = record(venues.bestVenues.venues(Fixture.here))
        _ = record(venues.venueDetails.details(1))

        XCTAssertEqual(
            location.events.map { $0.value.error as? UnimplementedDependency },
            [
                UnimplementedDependency(name: "venues.location")
            ])
        XCTAssertEqual(
            failures,
            [
                "venues.location was called but the test did not provide it",
                "venues.best was called but the test did not provide it",
                "venues.details was called but the test did not provide it",
            ])
    }
}
