import Presenters

/// Finds venues through an `APIClient`, mapping its answers with the `ResponseMapper`.
public struct RemoteVenuesRepository: VenuesRepository {
    private let client: any APIClient

    /// A repository that sends its requests through `client`.
    public init(client: any APIClient) {
        self.client = client
    }

    public func venues(around location: Coordinates) -> Single<[Venue]> {
        client.send(.venues(around: location)).map { try ResponseMapper.map($0, to: [Venue].self).get() }
    }

    public func venue(id: Int) -> Single<VenueDetails> {
        client.send(.venue(id: id)).map { try ResponseMapper.map($0, to: VenueDetails.self).get() }
    }
}
