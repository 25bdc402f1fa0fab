import Presenters

/// The venues feature's collaborators: the three use cases of the talk, which the composition root
/// holds and a test replaces one by one or all at once.
///
/// ```swift
/// var venues = VenuesFeatureRoot.unimplemented(unimplemented)
/// venues.userLocation = .preview
/// let root = CompositionRootBuilder(scheduler: scheduler).venues(venues).build()
/// ```
public struct VenuesFeatureRoot {
    /// Finds where the user is.
    public var userLocation: UserLocationUseCase
    /// Finds the best venues around a place.
    public var bestVenues: BestVenuesUseCase
    /// Loads a venue's details.
    public var venueDetails: VenueDetailsUseCase

    /// A feature root with these three use cases.
    public init(
        userLocation: UserLocationUseCase, bestVenues: BestVenuesUseCase,
        venueDetails: VenueDetailsUseCase
    ) {
        self.userLocation = userLocation
        self.bestVenues = bestVenues
        self.venueDetails = venueDetails
    }

    /// The feature as the app ships: the device's `locationService`, and the venues from `client`.
    public static func live(client: any APIClient, locationService: any LocationService) -> VenuesFeatureRoot {
        let repository = RemoteVenuesRepository(client: client)
        return VenuesFeatureRoot(
            userLocation: .live(service: locationService), bestVenues: .live(repository: repository),
            venueDetails: .live(repository: repository))
    }

    /// The feature as a test root starts it: every use case fails the test that calls it.
    public static func unimplemented(_ unimplemented: Unimplemented) -> VenuesFeatureRoot {
        VenuesFeatureRoot(
            userLocation: .unimplemented(unimplemented), bestVenues: .unimplemented(unimplemented),
            venueDetails: .unimplemented(unimplemented))
    }

    /// The feature for previews: every use case answers at once with canned venues.
    public static var preview: VenuesFeatureRoot {
        VenuesFeatureRoot(userLocation: .preview, bestVenues: .preview, venueDetails: .preview)
    }

    /// The three use cases with their answers named `venues.location`, `venues.best` and `venues.details`:
    /// their own, or recorded, or replayed from a recording without calling them.
    public func recorded(by answers: Answers) -> VenuesFeatureRoot {
        VenuesFeatureRoot(
            userLocation: userLocation.recorded(by: answers), bestVenues: bestVenues.recorded(by: answers),
            venueDetails: venueDetails.recorded(by: answers))
    }
}
