import Foundation

/// Writes a file whole or not at all, readable by its owner only: into a temporary file in the same
/// directory, created mode 0600, renamed over the file, so that the file is always either the old content or
/// the new one, never half of one, and others can read neither.
///
/// The temporary file is created with its mode (`open` with `O_CREAT | O_EXCL` and 0600), not given it
/// afterwards: the content is never in a file others could open, even for an instant, whatever the umask.
enum AtomicFile {
    /// The mode of a file kept for the user: read and written by its owner, by no one else.
    static let ownerOnly: mode_t = 0o600
    /// The mode of a directory kept for the user.
    static let ownerOnlyDirectory: mode_t = 0o700

    /// Why a file was not written or read, as the system said it.
    struct Failure: Error {
        /// What was being done: `read`, `write` (the temporary file) or `rename` (it over the file).
        var operation = "write"
        let detail: String
    }

    /// Writes `data` to the file at `path`, replacing it, mode 0600; on failure the file is as it was.
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
        if let error = writeNew(data, to: temporary) {
            _ = unlink(temporary)
            throw Failure(detail: String(cString: strerror(error)))
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = unlink(temporary)
            throw Failure(operation: "rename", detail: reason)
        }
    }

    /// Creates the file at `path`, which must not exist, mode 0600, and writes `data` into it; the error
    /// number if the system refused.
    private static func writeNew(_ data: Data, to path: String) -> Int32? {
        var number: Int32
        repeat {
            number = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, ownerOnly)
        } while number == -1 && errno == EINTR
        guard number != -1 else { return errno }
        // A umask may have taken the owner's bits too; it can never have added any for others.
        if fchmod(number, ownerOnly) != 0 {
            let error = errno
            _ = close(number)
            return error
        }
        let error = data.withUnsafeBytes { writeAll($0, to: number) }
        // A failed close may be the write's own failure, reported late (as on a network file system).
        if close(number) != 0, error == nil, errno != EINTR { return errno }
        return error
    }

    /// Writes the whole of `bytes`, going on after a signal or a partial write.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to number: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(number, bytes.baseAddress! + offset, bytes.count - offset)
            if written >= 0 {
                offset += written
            } else if errno != EINTR {
                return errno
            }
        }
        return nil
    }

    /// What `readMakingOwnerOnly` read.
    struct OwnerOnlyContents {
        let data: Data
        /// The permission bits the file had if others than its owner could open it, before it was made mode
        /// 0600; `nil` if only its owner could.
        let formerMode: mode_t?
    }

    /// A file that others than its owner can open, and that could not be made mode 0600.
    struct ExposedFile: Error {
        /// Its permission bits.
        let mode: mode_t
        /// Why its mode could not be changed, as the system said it.
        let detail: String
    }

    /// The content of the regular file at `path`, `nil` if there is none, made mode 0600 first if others
    /// than its owner could open it, through the descriptor it is read from, so that the file changed is the
    /// file read.
    /// - Throws: `ExposedFile` if others can open it and its mode cannot be changed (it is someone else's),
    ///   `Failure` if it cannot be read.
    static func readMakingOwnerOnly(_ path: String) throws -> OwnerOnlyContents? {
        var number: Int32
        repeat {
            // Not blocking: a FIFO put in the file's place is refused below, not waited on.
            number = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        } while number == -1 && errno == EINTR
        guard number != -1 else {
            if errno == ENOENT { return nil }
            throw Failure(operation: "read", detail: String(cString: strerror(errno)))
        }
        defer { _ = close(number) }
        var status = stat()
        guard fstat(number, &status) == 0 else {
            throw Failure(operation: "read", detail: String(cString: strerror(errno)))
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw Failure(operation: "read", detail: "not a regular file") }
        let mode = status.st_mode & 0o777
        let isOpenToOthers = mode & 0o077 != 0
        if isOpenToOthers, fchmod(number, ownerOnly) != 0 {
            throw ExposedFile(mode: mode, detail: String(cString: strerror(errno)))
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(number, $0.baseAddress!, $0.count) }
            if count > 0 {
                data.append(buffer, count: count)
            } else if count == 0 {
                return OwnerOnlyContents(data: data, formerMode: isOpenToOthers ? mode : nil)
            } else if errno != EINTR {
                throw Failure(operation: "read", detail: String(cString: strerror(errno)))
            }
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
