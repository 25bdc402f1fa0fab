import Presenters

/// Finds where the user is, as the talk's first use case does.
public struct UserLocationUseCase: UseCase {
    /// The user's location, after the time the device takes to find it; fails with
    /// `LocationError.permissionDenied` when the user did not allow it, `LocationError.unavailable` when
    /// the device could not find it.
    public var location: () -> Single<Coordinates>

    /// A use case that finds the user with `location`.
    public init(location: @escaping () -> Single<Coordinates>) {
        self.location = location
    }

    /// Asks the device's `service` where the user is.
    public static func live(service: any LocationService) -> UserLocationUseCase {
        UserLocationUseCase(location: service.currentLocation)
    }

    /// Its calls, each under the name a failed test and a recording give it.
    public static var calls: [UseCaseCall<UserLocationUseCase>] { [.call("venues.location", \.location)] }

    /// The user at the town hall, found at once.
    public static var preview: UserLocationUseCase {
        UserLocationUseCase { .just(Coordinates(latitude: 52.3676, longitude: 4.9041)) }
    }
}

/// Finds the best venues around a place.
public struct BestVenuesUseCase: UseCase {
    /// The venues around a place, best rated first.
    public var venues: (Coordinates) -> Single<[Venue]>

    /// A use case that finds the venues with `venues`.
    public init(venues: @escaping (Coordinates) -> Single<[Venue]>) {
        self.venues = venues
    }

    /// Finds the venues around a place through `repository`, and puts the best first.
    public static func live(repository: any VenuesRepository) -> BestVenuesUseCase {
        BestVenuesUseCase { place in
            // The backend lists them nearest first; ties in rating keep that order.
            repository.venues(around: place).map { venues in
                venues.enumerated().sorted { ($0.element.rating, -$0.offset) > ($1.element.rating, -$1.offset) }
                    .map(\.element)
            }
        }
    }

    /// Its calls, each under the name a failed test and a recording give it.
    public static var calls: [UseCaseCall<BestVenuesUseCase>] { [.call("venues.best", \.venues)] }

    /// Two venues around any place, at once.
    public static var preview: BestVenuesUseCase {
        BestVenuesUseCase { _ in
            .just([
                Venue(id: 1, name: "Preview Cafe", category: "Cafe", rating: 9.1, distance: 120),
                Venue(id: 2, name: "Preview Park", category: "Park", rating: 8.4, distance: 300),
            ])
        }
    }
}

/// Loads the details of one venue.
public struct VenueDetailsUseCase: UseCase {
    /// The details of the venue with an id; fails with `APIError.notFound` when there is no such venue.
    public var details: (Int) -> Single<VenueDetails>

    /// A use case that loads the details with `details`.
    public init(details: @escaping (Int) -> Single<VenueDetails>) {
        self.details = details
    }

    /// Loads the details through `repository`.
    public static func live(repository: any VenuesRepository) -> VenueDetailsUseCase {
        VenueDetailsUseCase(details: repository.venue(id:))
    }

    /// Its calls, each under the name a failed test and a recording give it.
    public static var calls: [UseCaseCall<VenueDetailsUseCase>] { [.call("venues.details", \.details)] }

    /// The details of any venue, at once.
    public static var preview: VenueDetailsUseCase {
        VenueDetailsUseCase { id in
            .just(
                VenueDetails(
                    id: id, name: "Venue \(id)", category: "Cafe", rating: 9.1, address: "1 Main Street",
                    hours: "8:00-18:00", tips: ["Sit by the window."]))
        }
    }
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
