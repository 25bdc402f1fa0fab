import Foundation
import Presenters

/// Why a saved navigation was not read, written or removed.
public struct NavigationFileProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// The file exists but could not be read.
        case unreadable
        /// The file holds something that is not a saved navigation (corrupt, cut short).
        case corrupt
        /// The file names a screen the app does not have (saved by another version).
        case unknownScreen(UnknownScreen)
        /// The file was saved in another format than ``NavigationFile/format``; the number, if it has one.
        case otherFormat(Int?)
        /// The navigation could not be written: the next start does not find it.
        case writeFailed
        /// The file could not be removed: the next start would find an old navigation.
        case removeFailed
    }

    public let kind: Kind
    /// The file's path.
    public let path: String
    /// What the system or the decoder said.
    public let detail: String

    /// A problem of `kind` with the file at `path`, with `detail`.
    public init(_ kind: Kind, path: String, detail: String = "") {
        self.kind = kind
        self.path = path
        self.detail = detail
    }

    public var description: String {
        switch kind {
        case .unreadable: return "cannot read the saved navigation \(path) (\(detail))"
        case .corrupt: return "the saved navigation \(path) is corrupt (\(detail))"
        case .unknownScreen(let screen): return "the saved navigation \(path) cannot be restored: \(screen)"
        case .otherFormat(let found?):
            return
                "the saved navigation \(path) is in format \(found); this version reads format \(NavigationFile.format)"
        case .otherFormat(nil):
            return
                "the saved navigation \(path) is in an older format; this version reads format \(NavigationFile.format)"
        case .writeFailed: return "cannot save the navigation to \(path) (\(detail))"
        case .removeFailed: return "cannot remove the saved navigation \(path) (\(detail))"
        }
    }
}

/// Keeps where the user was in a JSON file, from one run of the app to the next, as
/// ``FileCredentialsStore`` keeps the session: written whole or not at all, mode 0600 (readable by its owner
/// only), and a file that cannot be used is a ``NavigationFileProblem``, never a crash.
///
/// The file names each screen by its ``AppScreen``, and says its format, so that a later version that
/// saves it differently refuses it rather than misreads it:
///
/// ```
/// {"format":1,"navigation":{"selectedTab":"feed","tabs":[{"screens":[{"kind":"feed"},{"id":98,"kind":"post"}],"tab":"feed"},...]}}
/// ```
public struct NavigationFile: Hashable, Sendable {
    /// The format this version writes and reads.
    public static let format = 1

    /// The file's path.
    public let path: String

    /// The file at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The file beside the credentials file at `credentialsPath`: its path followed by `.navigation`.
    public init(besideCredentials credentialsPath: String) {
        self.init(path: credentialsPath + ".navigation")
    }

    /// The navigation saved in the file: `nil` if there is no file, a problem if it cannot be used.
    public func read() -> Result<AppNavigation?, NavigationFileProblem> {
        guard FileManager.default.fileExists(atPath: path) else { return .success(nil) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(NavigationFileProblem(.unreadable, path: path, detail: "not a readable file"))
        }
        // A file saved before saves were owner-only is made so when it is read, as the credentials file is;
        // it holds no secret, so one that cannot be changed (someone else's) is still used.
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & 0o077 != 0 {
            _ = chmod(path, AtomicFile.ownerOnly)
        }
        let decoder = JSONDecoder()
        do {
            let format = try decoder.decode(SavedFormat.self, from: data).format
            guard format == Self.format else {
                return .failure(NavigationFileProblem(.otherFormat(format), path: path))
            }
            return .success(try decoder.decode(SavedNavigation.self, from: data).navigation)
        } catch let unknown as UnknownScreen {
            return .failure(NavigationFileProblem(.unknownScreen(unknown), path: path))
        } catch {
            return .failure(NavigationFileProblem(.corrupt, path: path, detail: Self.detail(of: error)))
        }
    }

    /// Saves `navigation` in the file, replacing what it held; `nil` if it did, or why not.
    public func save(_ navigation: AppNavigation) -> NavigationFileProblem? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        do {
            try AtomicFile.write(
                try encoder.encode(SavedNavigation(format: Self.format, navigation: navigation)), to: path)
            return nil
        } catch {
            return NavigationFileProblem(.writeFailed, path: path, detail: AtomicFile.detail(of: error))
        }
    }

    /// Removes the file, if there is one; `nil` if it is gone, or why it is not.
    public func remove() -> NavigationFileProblem? {
        do {
            try AtomicFile.remove(path)
            return nil
        } catch {
            return NavigationFileProblem(.removeFailed, path: path, detail: AtomicFile.detail(of: error))
        }
    }

    private static func detail(of error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty:
            return context.debugDescription
        case DecodingError.dataCorrupted, DecodingError.keyNotFound: return AtomicFile.detail(of: error)
        case is DecodingError: return "not a saved navigation"
        default: return AtomicFile.detail(of: error)
        }
    }
}

/// The file's format number alone, read before the rest: `nil` in a file written before it had one.
private struct SavedFormat: Decodable {
    let format: Int?
}

/// The file's content.
private struct SavedNavigation: Codable {
    let format: Int
    let navigation: AppNavigation
}
