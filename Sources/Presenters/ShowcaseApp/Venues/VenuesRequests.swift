import Foundation
import Presenters

extension APIRequest {
    /// Finds the venues around a place: `GET venues`, its `latitude` and `longitude` in the query; answers
    /// `[Venue]`, nearest first.
    public static func venues(around place: Coordinates) -> APIRequest {
        APIRequest(
            "venues around \(place)",
            .get(
                "venues",
                query: [
                    URLQueryItem(name: "latitude", value: String(place.latitude)),
                    URLQueryItem(name: "longitude", value: String(place.longitude)),
                ])
        ) { _ in
            .ok(VenueCatalog.venues)
        }
    }

    /// Fetches the details of a venue: `GET venues/{id}`; answers `VenueDetails`, or 404 when there is no
    /// such venue.
    public static func venue(id: Int) -> APIRequest {
        APIRequest("venue #\(id)", .get("venues/\(id)")) { _ in
            VenueCatalog.details(id: id).map(APIResponse.ok) ?? .notFound
        }
    }
}

extension VenuesScreen {
    /// The venues around a place and a venue's details, read back.
    public static var requests: [RequestForm] {
        [
            RequestForm(
                "GET", "venues", "The venues around `latitude` and `longitude`; answers `[Venue]`, nearest first"
            ) { match in
                guard let latitude = match.query["latitude"].flatMap(Double.init),
                    let longitude = match.query["longitude"].flatMap(Double.init)
                else { return nil }
                return .venues(around: Coordinates(latitude: latitude, longitude: longitude))
            },
            RequestForm("GET", "venues/{id}", "A venue's details; answers `VenueDetails`, or 404") {
                .venue(id: $0.id)
            },
        ]
    }
}
