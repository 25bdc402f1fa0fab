import Foundation
import Presenters

/// Keeps the logged-in user's session on the device, so that the app knows who is logged in.
///
/// A production app keeps the session's token in the Keychain, which the system encrypts and keeps to the
/// app, with a store of its own that conforms to this protocol; the showcase ships one in memory and one
/// over a file of its owner only (``FileCredentialsStore``), for the demo and for tests.
public protocol CredentialsStore: AnyObject {
    /// The stored session, if a user is logged in.
    var session: Session? { get }
    /// Stores `session`, replacing any other.
    func save(_ session: Session)
    /// Forgets the stored session.
    func clear()
}

/// A credentials store in memory: what a test or the demo uses instead of a keychain.
public final class InMemoryCredentialsStore: CredentialsStore {
    private let lock = NSLock()
    private var stored: Session?

    /// A store holding `session`, or nothing.
    public init(session: Session? = nil) {
        stored = session
    }

    public var session: Session? { lock.withLock { stored } }

    public func save(_ session: Session) {
        lock.withLock { stored = session }
    }

    public func clear() {
        lock.withLock { stored = nil }
    }
}

extension PrimitiveSequence where Trait == SingleTrait, Element == Session {
    /// The same session, saved in `store` before it is passed on, so that whoever receives it finds the user
    /// logged in.
    func saved(in store: any CredentialsStore) -> Single<Session> {
        map { session in
            store.save(session)
            return session
        }
    }
}
