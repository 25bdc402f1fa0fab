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
        /// Others than the file's owner could read or write it, with these permission bits (`0o644`): it was
        /// made its owner's only (0600) and its session is used if `madeOwnerOnly`; otherwise (the file is
        /// not the user's to change) the app starts logged out.
        case openToOthers(mode: Int, madeOwnerOnly: Bool)
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
        case .openToOthers(let mode, true):
            return
                "others had access to the credentials file \(path) (mode \(Self.octal(mode))): it is now its owner's "
                + "only (0600); log out and in again if someone may have read its token"
        case .openToOthers(let mode, false):
            return
                "others have access to the credentials file \(path) (mode \(Self.octal(mode))) and it cannot be made "
                + "its owner's only (\(detail)); starting logged out"
        }
    }

    /// `mode` as `ls` and `chmod` write it: `0644`.
    private static func octal(_ mode: Int) -> String {
        let digits = String(mode, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// A credentials store that keeps the session in a JSON file, so that the user stays logged in from one
/// start of the app to the next.
///
/// This is the store of the demo and of tests. A production app keeps its token in the Keychain (a
/// generic-password item, `kSecClassGenericPassword`), which the system encrypts and keeps to the app, not
/// in a file: a store over the Keychain conforms to ``CredentialsStore`` as this one does.
///
/// The file is readable by its owner only: it is created mode 0600 and never exists with a wider mode, even
/// for an instant. The file is read once, when the store is made: a missing file is no session, and a
/// corrupt or truncated one is no session either, and a ``CredentialsProblem`` in ``problem``. A file that
/// others could open is made mode 0600 before it is read, and reported in ``problem``: its session is used,
/// as the token in it was exposed already and refusing it would not take that back, but the user is told
/// to log in again if someone may have read it (OpenSSH refuses such a private key instead; a session token
/// is replaced by logging in, a key is not). A file the user cannot make owner-only (someone else's) is not
/// used. Saving writes a temporary file in the same directory and renames it over the file, so that the
/// file is always either the old session or the new one, never half of one. A failure is never a crash: it
/// is reported in ``problem`` and to ``onProblem``, and the session in memory is what was asked for.
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
        (stored, lastProblem) = Self.read(path)
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

    /// The session in the file at `path`, `nil` if there is no file, and what was wrong with the file: it
    /// cannot be read or decoded, or others could read it.
    private static func read(_ path: String) -> (Session?, CredentialsProblem?) {
        let contents: AtomicFile.OwnerOnlyContents?
        do {
            contents = try AtomicFile.readMakingOwnerOnly(path)
        } catch let failure as AtomicFile.ExposedFile {
            let kind = CredentialsProblem.Kind.openToOthers(mode: Int(failure.mode), madeOwnerOnly: false)
            return (nil, CredentialsProblem(kind, path: path, detail: failure.detail))
        } catch {
            return (nil, CredentialsProblem(.unreadable, path: path, detail: AtomicFile.detail(of: error)))
        }
        guard let contents else { return (nil, nil) }
        let exposed = contents.formerMode.map { mode in
            CredentialsProblem(.openToOthers(mode: Int(mode), madeOwnerOnly: true), path: path, detail: "")
        }
        do {
            return (try JSONDecoder().decode(StoredCredentials.self, from: contents.data).session, exposed)
        } catch {
            return (nil, CredentialsProblem(.corrupt, path: path, detail: detail(of: error)))
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
