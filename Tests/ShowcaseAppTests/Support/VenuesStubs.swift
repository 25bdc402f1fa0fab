import Presenters
import ShowcaseApp
import XCTest

/// Answers each call with the next cold observable set up for its request, so that a test can check when
/// each call was made and cancelled; a call nobody set up fails the test.
final class ScriptedAnswers<Request: Hashable, Element> {
    private let scheduler: TestScheduler
    private var answers: [Request: [TestableObservable<Element>]] = [:]
    private(set) var requests: [Request] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Answers the next call for `request` with `events`, timed from the call's subscription.
    @discardableResult
    func answer(_ request: Request, with events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        let answer = scheduler.createColdObservable(events)
        answers[request, default: []].append(answer)
        return answer
    }

    /// The answer set up for `request`, taken off the queue.
    func call(_ request: Request) -> Single<Element> {
        requests.append(request)
        guard var queued = answers[request], !queued.isEmpty else {
            XCTFail("no answer set up for \(request)")
            return .never()
        }
        let answer = queued.removeFirst()
        answers[request] = queued
        return answer.asSingle()
    }
}

/// The talk's three use cases, stubbed: the user's location, the best venues around a place and a venue's
/// details, each answering as the test sets it up.
final class StubVenuesUseCases {
    let locations: ScriptedAnswers<Int, Coordinates>
    let venueLists: ScriptedAnswers<Coordinates, [Venue]>
    let details: ScriptedAnswers<Int, VenueDetails>

    init(scheduler: TestScheduler) {
        locations = ScriptedAnswers(scheduler: scheduler)
        venueLists = ScriptedAnswers(scheduler: scheduler)
        details = ScriptedAnswers(scheduler: scheduler)
    }

    /// Finds the user with the answers set up by `locate(at:after:)` and `failLocation(with:after:)`.
    var userLocation: UserLocationUseCase { UserLocationUseCase { [locations] in locations.call(0) } }
    /// Finds the venues with the answers set up by `venues(_:around:after:)`.
    var bestVenues: BestVenuesUseCase { BestVenuesUseCase(venues: venueLists.call) }
    /// Loads the details with the answers set up by `details(_:after:)`.
    var venueDetails: VenueDetailsUseCase { VenueDetailsUseCase(details: details.call) }
    /// The venues feature with the three stubbed use cases.
    var feature: VenuesFeatureRoot {
        VenuesFeatureRoot(userLocation: userLocation, bestVenues: bestVenues, venueDetails: venueDetails)
    }

    /// Answers the next location request with `place`, `delay` ticks after it.
    @discardableResult
    func locate(at place: Coordinates, after delay: TestTime = 10) -> TestableObservable<Coordinates> {
        locations.answer(0, with: [.next(delay, place), .completed(delay)])
    }

    /// Fails the next location request with `error`, `delay` ticks after it.
    @discardableResult
    func failLocation(with error: Swift.Error, after delay: TestTime = 10) -> TestableObservable<Coordinates> {
        locations.answer(0, with: [.error(delay, error)])
    }

    /// Answers the next request for the venues around `place` with `venues`, `delay` ticks after it.
    @discardableResult
    func venues(_ venues: [Venue], around place: Coordinates, after delay: TestTime = 10) -> TestableObservable<
        [Venue]
    > {
        venueLists.answer(place, with: [.next(delay, venues), .completed(delay)])
    }

    /// Answers the next request for the details of the venue `id` with `details`, `delay` ticks after it.
    @discardableResult
    func details(_ details: VenueDetails, after delay: TestTime = 10) -> TestableObservable<VenueDetails> {
        self.details.answer(details.id, with: [.next(delay, details), .completed(delay)])
    }
}

extension Fixture {
    static let here = Coordinates(latitude: 52.37, longitude: 4.9)
    static let elsewhere = Coordinates(latitude: 48.86, longitude: 2.35)

    /// Venues best first: #2 (9.5), #3 (8.0), #1 (7.0).
    static let bestVenues = [venue(2, rating: 9.5), venue(3, rating: 8.0), venue(1, rating: 7.0)]

    /// A venue whose content follows from its id.
    static func venue(_ id: Int, rating: Double) -> Venue {
        Venue(id: id, name: "Venue \(id)", category: "Cafe", rating: rating, distance: id * 100)
    }

    /// The details of the venue `id`.
    static func venueDetails(_ id: Int) -> VenueDetails {
        VenueDetails(
            id: id, name: "Venue \(id)", category: "Cafe", rating: 9.5, address: "\(id) Main Street",
            hours: "9:00-17:00", tips: ["Try the cake."])
    }
}
