import Presenters

/// What the venues screen's view reports.
public enum VenuesEvent: Hashable, Codable, Sendable {
    /// The screen is about to appear: find the user, then the venues around, unless already done.
    case appear
    /// The user asked to retry what failed, or to ask for the location again after denying it.
    case retry
    /// The venue with this id was tapped.
    case select(id: Int)
}

/// What the venues screen shows.
public enum VenuesState: Hashable, Codable, Sendable {
    /// Nothing yet: the screen has not appeared.
    case idle
    /// The user's location is being found ("locating...").
    case locating
    /// The venues around the user are loading (the loading indicator).
    case loading(around: Coordinates)
    /// The venues around the user, best first; none is the empty state.
    case loaded(around: Coordinates, venues: [Venue])
    /// The user did not allow the app to know where they are: the screen explains, and retry asks again.
    case permissionDenied
    /// A step failed; retry starts that step again.
    case failed(VenuesFailure)

    /// The venues shown, best first, if they are loaded.
    public var venues: [Venue] {
        if case .loaded(_, let venues) = self { return venues }
        return []
    }

    /// Whether the loading indicator is visible: while locating or loading the venues.
    public var isLoading: Bool {
        switch self {
        case .locating, .loading: return true
        default: return false
        }
    }
}

/// A step of the venues screen that failed, with the message it shows next to its retry button.
public enum VenuesFailure: Hashable, Codable, Sendable {
    /// The device could not find where the user is.
    case location
    /// The device did not find where the user is in time.
    case locationTimedOut
    /// The venues around `around` did not load, because of `cause`.
    case venues(around: Coordinates, cause: RequestFailure)

    /// What the screen shows.
    public var message: String {
        switch self {
        case .location: return "Could not find where you are."
        case .locationTimedOut: return "Could not find where you are: it took too long."
        case .venues(_, let cause): return "Could not load the venues around you. \(cause.explanation)"
        }
    }
}

/// Where the venues screen leads.
public enum VenuesRoute: Hashable, Codable, Sendable {
    /// Open the detail of the venue with this id.
    case venueDetail(id: Int)
}
