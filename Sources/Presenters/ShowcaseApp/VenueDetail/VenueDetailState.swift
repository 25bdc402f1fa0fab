import Presenters

/// What the venue detail's view reports.
public enum VenueDetailEvent: Hashable, Codable, Sendable {
    /// The screen is about to appear: load the details, unless they are loaded or loading.
    case appear
    /// The user asked to retry the load that failed.
    case retry
    /// The back button was tapped.
    case backTapped
}

/// What the venue detail shows: the venue it was opened for, and how far its details are.
public struct VenueDetailState: Hashable, Codable, Sendable {
    /// Where the details of the venue stand.
    public enum Phase: Hashable, Codable, Sendable {
        /// Not asked for yet.
        case idle
        /// The details are loading (the loading indicator).
        case loading
        /// The details, loaded.
        case loaded(VenueDetails)
        /// There is no venue with this id.
        case notFound
        /// The load failed because of the cause; retry loads again.
        case failed(RequestFailure)
    }

    /// The venue the screen was opened for.
    public let venueID: Int
    /// Where the details stand.
    public var phase: Phase

    /// The detail of the venue `venueID`, at `phase`.
    public init(venueID: Int, phase: Phase = .idle) {
        self.venueID = venueID
        self.phase = phase
    }

    /// The details, once loaded.
    public var details: VenueDetails? {
        if case .loaded(let details) = phase { return details }
        return nil
    }
}

/// Where the venue detail leads.
public enum VenueDetailRoute: Hashable, Codable, Sendable {
    /// Back to the screen below.
    case back
}
