import Presenters

/// A place on Earth, in degrees.
public struct Coordinates: Hashable, Codable, Sendable, CustomStringConvertible {
    public let latitude: Double
    public let longitude: Double

    /// The place at `latitude` north and `longitude` east, in degrees.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    public var description: String { "\(latitude), \(longitude)" }
}

/// A venue as a list of venues around the user shows it.
public struct Venue: Hashable, Codable, Sendable, CustomStringConvertible {
    public let id: Int
    public let name: String
    public let category: String
    /// Out of 10, as users rated it; the best venues have the highest.
    public let rating: Double
    /// From the place it was looked for around, in metres.
    public let distance: Int

    /// A venue with its id, name, category, rating out of 10 and distance in metres.
    public init(id: Int, name: String, category: String, rating: Double, distance: Int) {
        self.id = id
        self.name = name
        self.category = category
        self.rating = rating
        self.distance = distance
    }

    public var description: String { "#\(id) \(name)" }
}

/// What the detail of a venue shows.
public struct VenueDetails: Hashable, Codable, Sendable {
    public let id: Int
    public let name: String
    public let category: String
    public let rating: Double
    public let address: String
    public let hours: String
    /// What visitors wrote about the venue, most useful first.
    public let tips: [String]

    /// The details of the venue `id`.
    public init(
        id: Int, name: String, category: String, rating: Double, address: String, hours: String, tips: [String]
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.rating = rating
        self.address = address
        self.hours = hours
        self.tips = tips
    }
}
