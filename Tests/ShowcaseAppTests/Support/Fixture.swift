import Presenters
import ShowcaseApp

/// Fixtures shared by the screens' tests.
enum Fixture {
    static let email = "demo@example.com"
    static let password: Secret<String> = "password1"
    static let credentials = Credentials(email: email, password: password)
    static let session = Session(email: email, token: "token-1")

    /// The error an effect failed with in a test that does not care which.
    struct Unexpected: Error {}
}

/// An answer of `value`, `delay` ticks after the request, that ends with it: what a call answering once
/// sends when it succeeds.
func ok<Element>(_ value: Element, after delay: TestTime = 10) -> [Recorded<Event<Element>>] {
    [.next(delay, value), .completed(delay)]
}

extension Fixture {
    /// Posts with `ids`, newest first.
    static func posts(_ ids: ClosedRange<Int>) -> [Post] {
        ids.reversed().map(post)
    }

    /// A post whose content follows from its id.
    static func post(_ id: Int) -> Post {
        Post(id: id, title: "Post \(id)", author: "Author \(id % 3)", votes: id * 2)
    }

    /// A comment with `id` by `author`, its text following from its id.
    static func comment(_ id: Int, by author: String = "ana@example.com", _ text: String? = nil) -> Comment {
        Comment(id: id, author: author, text: text ?? "Comment \(id)")
    }
}

extension Fixture {
    static let here = Coordinates(latitude: 52.37, longitude: 4.9)
    static let elsewhere = Coordinates(latitude: 48.86, longitude: 2.35)

    /// Venues best first: #2 (9.5), #3 (8.0), #1 (7.0).
    static let bestVenues = [venue(2, rating: 9.5), venue(3, rating: 8.0), venue(1, rating: 7.0)]

    /// A venue whose content follows from its id.
    static func venue(_ id: Int, rating: Double) -> Venue {
        Venue(id: id, name: "Venue \(id)", category: "Cafe", rating: rating, distance: id * 100)
    }

    /// The details of the venue `id`.
    static func venueDetails(_ id: Int) -> VenueDetails {
        VenueDetails(
            id: id, name: "Venue \(id)", category: "Cafe", rating: 9.5, address: "\(id) Main Street",
            hours: "9:00-17:00", tips: ["Try the cake."])
    }
}
