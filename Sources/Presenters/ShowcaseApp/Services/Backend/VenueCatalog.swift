import Foundation
import Presenters

/// The backend's venues: a fixed neighbourhood, the same on every run, listed nearest first.
enum VenueCatalog {
    private struct Entry {
        let name: String
        let category: String
        let rating: Double
        let distance: Int
        let address: String
        let hours: String
        let tips: [String]
    }

    private static let entries: [Entry] = [
        Entry(
            name: "Corner Bakery", category: "Bakery", rating: 7.9, distance: 80, address: "1 Market Square",
            hours: "7:00-18:00", tips: ["Come early for the rye bread."]),
        Entry(
            name: "Canal Coffee", category: "Coffee shop", rating: 9.1, distance: 150, address: "12 Canal Street",
            hours: "8:00-17:00", tips: ["The flat white is the best in town.", "Seats by the window fill fast."]),
        Entry(
            name: "Old Library", category: "Library", rating: 8.4, distance: 260, address: "3 Scholar Lane",
            hours: "10:00-20:00", tips: ["Quiet reading room upstairs."]),
        Entry(
            name: "Harbour Noodles", category: "Restaurant", rating: 9.4, distance: 420, address: "40 Quay Road",
            hours: "12:00-23:00", tips: ["Ask for the spicy broth.", "Cash only on weekends."]),
        Entry(
            name: "Green Park", category: "Park", rating: 8.8, distance: 600, address: "Park Avenue",
            hours: "Always open", tips: []),
        Entry(
            name: "Night Owl Bar", category: "Bar", rating: 7.2, distance: 750, address: "9 Late Street",
            hours: "18:00-2:00", tips: ["Live jazz on Thursdays."]),
    ]

    /// The venues around any place: the same neighbourhood, nearest first, each with its id from 1.
    static var venues: [Venue] {
        entries.enumerated().map { index, entry in
            Venue(
                id: index + 1, name: entry.name, category: entry.category, rating: entry.rating,
                distance: entry.distance)
        }
    }

    /// The details of the venue `id`, or `nil` when there is none.
    static func details(id: Int) -> VenueDetails? {
        guard id >= 1, id <= entries.count else { return nil }
        let entry = entries[id - 1]
        return VenueDetails(
            id: id, name: entry.name, category: entry.category, rating: entry.rating, address: entry.address,
            hours: entry.hours, tips: entry.tips)
    }
}
