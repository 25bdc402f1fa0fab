import Presenters

/// Finds where the user is, as the talk's first use case does.
public protocol UserLocationUseCase {
    /// The user's location, after the time the device takes to find it; fails with
    /// `LocationError.permissionDenied` when the user did not allow it, `LocationError.unavailable` when
    /// the device could not find it.
    func location() -> Single<Coordinates>
}

/// Finds the best venues around a place.
public protocol BestVenuesUseCase {
    /// The venues around `location`, best rated first.
    func venues(around location: Coordinates) -> Single<[Venue]>
}

/// Loads the details of one venue.
public protocol VenueDetailsUseCase {
    /// The details of the venue `id`; fails with `APIError.notFound` when there is no such venue.
    func details(id: Int) -> Single<VenueDetails>
}

/// Why the user's location is not known.
public enum LocationError: Error, Hashable, Codable, Sendable, CustomStringConvertible {
    /// The user did not allow the app to know where they are.
    case permissionDenied
    /// The device could not find where it is.
    case unavailable

    public var description: String {
        switch self {
        case .permissionDenied: return "location permission denied"
        case .unavailable: return "location unavailable"
        }
    }
}

/// Asks the device's location service where the user is.
public struct UserLocationInteractor: UserLocationUseCase {
    private let service: any LocationService

    /// An interactor over the device's `service`.
    public init(service: any LocationService) {
        self.service = service
    }

    public func location() -> Single<Coordinates> {
        service.currentLocation()
    }
}

/// Finds the venues around a place through the venues repository, and puts the best first.
public struct BestVenuesInteractor: BestVenuesUseCase {
    private let repository: any VenuesRepository

    /// An interactor that reads the venues from `repository`.
    public init(repository: any VenuesRepository) {
        self.repository = repository
    }

    public func venues(around location: Coordinates) -> Single<[Venue]> {
        // The backend lists them nearest first; ties in rating keep that order.
        repository.venues(around: location).map { venues in
            venues.enumerated().sorted { ($0.element.rating, -$0.offset) > ($1.element.rating, -$1.offset) }
                .map(\.element)
        }
    }
}

/// Loads a venue's details through the venues repository.
public struct VenueDetailsInteractor: VenueDetailsUseCase {
    private let repository: any VenuesRepository

    /// An interactor that reads the details from `repository`.
    public init(repository: any VenuesRepository) {
        self.repository = repository
    }

    public func details(id: Int) -> Single<VenueDetails> {
        repository.venue(id: id)
    }
}

/// The venues' use cases through `answers`, named `venues.location`, `venues.best` and `venues.details`:
/// the use cases' own, or recorded, or replayed from a recording without calling them.
struct VenuesUseCaseAnswers: UserLocationUseCase, BestVenuesUseCase, VenueDetailsUseCase {
    let root: VenuesFeatureRoot
    let answers: Answers

    func location() -> Single<Coordinates> {
        answers("venues.location") { root.userLocation.location() }
    }

    func venues(around location: Coordinates) -> Single<[Venue]> {
        answers("venues.best", to: location) { root.bestVenues.venues(around: $0) }
    }

    func details(id: Int) -> Single<VenueDetails> {
        answers("venues.details", to: id) { root.venueDetails.details(id: $0) }
    }
}

/// The venues' use cases failing the test that calls them, each naming itself (`venues.location`,
/// `venues.best`, `venues.details`): what a test root puts where the test does not provide them.
public struct UnimplementedVenuesUseCases: UserLocationUseCase, BestVenuesUseCase, VenueDetailsUseCase {
    private let unimplemented: Unimplemented

    /// Use cases that report their calls through `unimplemented`.
    public init(_ unimplemented: Unimplemented) {
        self.unimplemented = unimplemented
    }

    public func location() -> Single<Coordinates> {
        fail("venues.location")
    }

    public func venues(around location: Coordinates) -> Single<[Venue]> {
        fail("venues.best")
    }

    public func details(id: Int) -> Single<VenueDetails> {
        fail("venues.details")
    }

    private func fail<Element>(_ name: String) -> Single<Element> {
        unimplemented.reportCall(to: name)
        return .error(UnimplementedDependency(name: name))
    }
}
