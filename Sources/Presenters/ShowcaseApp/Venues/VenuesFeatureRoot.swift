import Presenters

/// The venues feature's collaborators: the three use cases of the talk, which the composition root
/// holds and a test replaces one by one or all at once.
///
/// ```swift
/// let root = AppUnderTest(scheduler: scheduler, useCases: .unimplemented(unimplemented)).root
/// root[VenuesFeatureRoot.self].userLocation = .preview
/// ```
public struct VenuesFeatureRoot: UseCase {
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

    /// The calls of its three use cases, under their own names.
    public static var calls: [UseCaseCall<VenuesFeatureRoot>] {
        UseCaseCall.calls(of: \.userLocation) + UseCaseCall.calls(of: \.bestVenues)
            + UseCaseCall.calls(of: \.venueDetails)
    }

    /// The feature for previews: every use case answers at once with canned venues.
    public static var preview: VenuesFeatureRoot {
        VenuesFeatureRoot(userLocation: .preview, bestVenues: .preview, venueDetails: .preview)
    }
}

extension VenuesFeatureRoot: AppUseCase {
    /// The use case over the app's backend.
    public static func live(_ services: AppServices) -> VenuesFeatureRoot {
        .live(client: services.client, locationService: services.environment.locationService)
    }
}
