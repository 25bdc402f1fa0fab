import Presenters

/// Finds venues and their details.
public protocol VenuesRepository {
    /// The venues around `location`, nearest first.
    func venues(around location: Coordinates) -> Single<[Venue]>
    /// The details of the venue `id`; fails with `APIError.notFound` when there is no such venue.
    func venue(id: Int) -> Single<VenueDetails>
}
