import Foundation

/// Writes a file whole or not at all: into a temporary file in the same directory, renamed over the file,
/// so that the file is always either the old content or the new one, never half of one.
enum AtomicFile {
    /// Why a file was not written or read, as the system said it.
    struct Failure: Error {
        let detail: String
    }

    /// Writes `data` to the file at `path`, replacing it; on failure the file is as it was.
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            throw Failure(detail: detail(of: error))
        }
        guard rename(temporary.path, path) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = unlink(temporary.path)
            throw Failure(detail: reason)
        }
    }

    /// Removes the file at `path`; a file already missing is no failure.
    static func remove(_ path: String) throws {
        guard unlink(path) == 0 || errno == ENOENT else { throw Failure(detail: String(cString: strerror(errno))) }
    }

    /// What `error` says, in the words a user is shown.
    static func detail(of error: Error) -> String {
        switch error {
        case let failure as Failure: return failure.detail
        case DecodingError.dataCorrupted: return "not JSON, or cut short"
        case DecodingError.keyNotFound(let key, _): return "no '\(key.stringValue)'"
        case let error as CocoaError:
            if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
                underlying.domain == NSPOSIXErrorDomain
            {
                return String(cString: strerror(Int32(underlying.code)))
            }
            return error.localizedDescription
        default: return "\(error)"
        }
    }
}
