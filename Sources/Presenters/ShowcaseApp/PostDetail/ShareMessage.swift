import Foundation
import Presenters

/// A live chat that a host holds about a post, from `start` to `end`.
public struct LiveChat: Hashable, Codable, Sendable {
    /// The host's name, without the `@` the messages put before it.
    public let host: String
    /// When the chat starts: from this instant on, it is live.
    public let start: Date
    /// When the chat ends: from this instant on, it is over.
    public let end: Date

    /// A chat with `host` from `start` to `end`; a leading `@` of `host` is dropped, as the messages add it.
    public init(host: String, start: Date, end: Date) {
        self.host = host.hasPrefix("@") ? String(host.dropFirst()) : host
        self.start = start
        self.end = end
    }

    /// Where the chat is at `now`.
    ///
    /// The chat is live over the half-open interval `start..<end`: exactly at `start` it is live, exactly at
    /// `end` it is over. A chat whose `end` is not after its `start` is never live: it is upcoming before
    /// `start` and over from then on.
    public func phase(at now: Date) -> LiveChatPhase {
        if now < start { return .upcoming }
        return now < end ? .live : .over
    }

    /// The message a user shares about the chat at `now`.
    public func shareMessage(at now: Date) -> String {
        ShareMessage.text(host: host, phase: phase(at: now))
    }
}

/// Where a live chat is in time.
public enum LiveChatPhase: Hashable, Codable, Sendable {
    /// Before its start.
    case upcoming
    /// From its start, inclusive, to its end, exclusive.
    case live
    /// From its end on.
    case over
}

/// The message a user shares about a live chat, a pure function of the chat's phase.
public enum ShareMessage {
    /// The message about a chat with `host` in `phase`: "I signed up to chat with @host" before it, "I am
    /// chatting with @host" while it is live, "Thanks @host for the LIVE Chat" after it.
    public static func text(host: String, phase: LiveChatPhase) -> String {
        switch phase {
        case .upcoming: return "I signed up to chat with @\(host)"
        case .live: return "I am chatting with @\(host)"
        case .over: return "Thanks @\(host) for the LIVE Chat"
        }
    }
}
