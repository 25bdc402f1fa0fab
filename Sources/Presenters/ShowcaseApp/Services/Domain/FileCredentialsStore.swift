import Foundation
import Presenters

/// Why a file-backed credentials store could not do what it was asked, as the app reports it.
public struct CredentialsProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// The file exists but could not be read.
        case unreadable
        /// The file holds something that is not a stored session (corrupt, truncated): the app starts
        /// logged out.
        case corrupt
        /// The session could not be written: it holds until the app quits, but is not kept.
        case writeFailed
        /// The stored session could not be removed: it would come back at the next start.
        case removeFailed
    }

    public let kind: Kind
    /// The file's path.
    public let path: String
    /// What the system or the decoder said.
    public let detail: String

    /// A problem of `kind` with the file at `path`, with `detail`.
    public init(_ kind: Kind, path: String, detail: String) {
        self.kind = kind
        self.path = path
        self.detail = detail
    }

    public var description: String {
        switch kind {
        case .unreadable: return "cannot read the credentials file \(path) (\(detail)); starting logged out"
        case .corrupt: return "the credentials file \(path) is corrupt (\(detail)); starting logged out"
        case .writeFailed: return "cannot save the session to \(path) (\(detail)); it is kept until the app quits"
        case .removeFailed: return "cannot remove the session from \(path) (\(detail))"
        }
    }
}

/// A credentials store that keeps the session in a JSON file, so that the user stays logged in from one
/// start of the app to the next.
///
/// The file is read once, when the store is made: a missing file is no session, and a corrupt or
/// truncated one is no session either, and a ``CredentialsProblem`` in ``problem``. Saving writes a temporary
/// file in the same directory and renames it over the file, so that the file is always either the old
/// session or the new one, never half of one. A failure is never a crash: it is reported in ``problem`` and
/// to ``onProblem``, and the session in memory is what was asked for.
///
/// ```swift
/// let store = FileCredentialsStore(path: "/tmp/credentials.json")
/// store.save(Session(email: "demo@example.com", token: "token-1"))
/// print(FileCredentialsStore(path: "/tmp/credentials.json").session?.email ?? "nobody")
/// // Prints: demo@example.com
/// ```
public final class FileCredentialsStore: CredentialsStore, @unchecked Sendable {
    // Sendable: every mutable property is read and written under `lock`.
    /// The file's path.
    public let path: String
    private let lock = NSLock()
    private var stored: Session?
    private var lastProblem: CredentialsProblem?
    private var reporter: ((CredentialsProblem) -> Void)?

    /// A store over the file at `path`, with the session it holds, if it holds one.
    public init(path: String) {
        self.path = path
        switch Self.read(path) {
        case .success(let session): stored = session
        case .failure(let problem): lastProblem = problem
        }
    }

    /// The last thing that went wrong, if anything did.
    public var problem: CredentialsProblem? { lock.withLock { lastProblem } }

    /// Called with each problem from now on (a failed save or removal), as it happens.
    public var onProblem: ((CredentialsProblem) -> Void)? {
        get { lock.withLock { reporter } }
        set { lock.withLock { reporter = newValue } }
    }

    public var session: Session? { lock.withLock { stored } }

    public func save(_ session: Session) {
        lock.withLock { stored = session }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            try write(encoder.encode(StoredCredentials(session: session)))
        } catch {
            report(CredentialsProblem(.writeFailed, path: path, detail: Self.detail(of: error)))
        }
    }

    public func clear() {
        lock.withLock { stored = nil }
        do {
            try AtomicFile.remove(path)
        } catch {
            report(CredentialsProblem(.removeFailed, path: path, detail: AtomicFile.detail(of: error)))
        }
    }

    /// Writes `data` to the file whole, or not at all.
    private func write(_ data: Data) throws {
        try AtomicFile.write(data, to: path)
    }

    private func report(_ problem: CredentialsProblem) {
        let reporter = lock.withLock {
            lastProblem = problem
            return self.reporter
        }
        reporter?(problem)
    }

    /// The session in the file at `path`: `nil` if there is no file, a problem if it cannot be read or
    /// decoded.
    private static func read(_ path: String) -> Result<Session?, CredentialsProblem> {
        guard FileManager.default.fileExists(atPath: path) else { return .success(nil) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(CredentialsProblem(.unreadable, path: path, detail: "not a readable file"))
        }
        do {
            return .success(try JSONDecoder().decode(StoredCredentials.self, from: data).session)
        } catch {
            return .failure(CredentialsProblem(.corrupt, path: path, detail: detail(of: error)))
        }
    }

    private static func detail(of error: Error) -> String {
        switch error {
        case let problem as CredentialsProblem: return problem.detail
        case DecodingError.dataCorrupted, DecodingError.keyNotFound: return AtomicFile.detail(of: error)
        case is DecodingError: return "not a stored session"
        default: return AtomicFile.detail(of: error)
        }
    }
}

/// The file's content.
private struct StoredCredentials: Codable {
    let session: Session
}
