import Presenters

/// The venues feature's collaborators: the three use cases of the talk, which the composition root
/// holds and a test replaces one by one or all at once.
///
/// ```swift
/// var venues = VenuesFeatureRoot.unimplemented(unimplemented)
/// venues.userLocation = StubLocation(...)
/// let root = CompositionRootBuilder(scheduler: scheduler).venues(venues).build()
/// ```
public struct VenuesFeatureRoot {
    /// Finds where the user is.
    public var userLocation: any UserLocationUseCase
    /// Finds the best venues around a place.
    public var bestVenues: any BestVenuesUseCase
    /// Loads a venue's details.
    public var venueDetails: any VenueDetailsUseCase

    /// A feature root with these three use cases.
    public init(
        userLocation: any UserLocationUseCase, bestVenues: any BestVenuesUseCase,
        venueDetails: any VenueDetailsUseCase
    ) {
        self.userLocation = userLocation
        self.bestVenues = bestVenues
        self.venueDetails = venueDetails
    }

    /// The feature as the app ships: the device's `locationService`, and the venues from `client`.
    public static func production(client: any APIClient, locationService: any LocationService) -> VenuesFeatureRoot {
        let repository = RemoteVenuesRepository(client: client)
        return VenuesFeatureRoot(
            userLocation: UserLocationInteractor(service: locationService),
            bestVenues: BestVenuesInteractor(repository: repository),
            venueDetails: VenueDetailsInteractor(repository: repository))
    }

    /// The feature as a test root starts it: every use case fails the test that calls it.
    public static func unimplemented(_ unimplemented: Unimplemented) -> VenuesFeatureRoot {
        let useCases = UnimplementedVenuesUseCases(unimplemented)
        return VenuesFeatureRoot(userLocation: useCases, bestVenues: useCases, venueDetails: useCases)
    }
}
