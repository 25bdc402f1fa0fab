import Foundation

/// The file `--record` writes the session's recording into, one line at a time as the session goes, so
/// that a session that is interrupted still leaves what happened so far.
final class RecordingFile {
    /// What the demo is told not to write into: the file's device and inode, the same through any path.
    struct Identity: Equatable {
        let device: UInt64
        let inode: UInt64

        /// The identity of the file at `path`, symbolic links followed, or `nil` if there is none.
        init?(path: String) {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            self.init(status)
        }

        init(_ status: stat) {
            // `dev_t` is signed on Darwin: any mapping that keeps distinct values distinct will do.
            device = UInt64(truncatingIfNeeded: status.st_dev)
            inode = UInt64(truncatingIfNeeded: status.st_ino)
        }
    }

    private let file: FileDescriptor
    private let path: String

    /// The file at `path`, opened as a shell's `>` opens it: a regular file is emptied, a symbolic link is
    /// followed, a FIFO or a device is written into, and a missing file is created; but a regular file is
    /// readable by its owner only, mode 0600, before anything is written into it, as a recording holds what
    /// the user typed and what the app answered.
    /// - Parameter protected: a file never to write into, the recording being replayed.
    /// - Returns: the file, or why the demo cannot record there.
    static func create(path: String, protecting protected: Identity? = nil) -> Result<RecordingFile, CommandError> {
        var number: Int32
        repeat {
            // Opening a FIFO waits for its reader, and a signal may interrupt the wait.
            number = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        } while number == -1 && errno == EINTR
        guard number != -1 else {
            let error = SystemError(code: errno)
            if error.code == EISDIR { return .failure(CommandError("cannot record into '\(path)': it is a directory")) }
            return .failure(CommandError("cannot write the recording to '\(path)': \(error)"))
        }
        let file = FileDescriptor(number)
        var status = stat()
        if fstat(number, &status) == 0, Identity(status) == protected {
            file.close()
            return .failure(CommandError("cannot record into '\(path)': it is the recording being replayed"))
        }
        if status.st_mode & S_IFMT == S_IFREG {
            // A file that was there keeps its mode through `open`, and a umask may have taken the owner's bits
            // from a new one: made 0600 before the first line. A FIFO or a device is left as it is: its mode
            // is its owner's choice, and what it is given is not kept.
            if status.st_mode & 0o777 != 0o600, fchmod(number, 0o600) != 0 {
                let error = SystemError(code: errno)
                file.close()
                return .failure(
                    CommandError("cannot make the recording '\(path)' readable by its owner only: \(error)"))
            }
            // Emptied only now, once it is known not to be the replayed file.
            if ftruncate(number, 0) != 0 {
                let error = SystemError(code: errno)
                file.close()
                return .failure(CommandError("cannot write the recording to '\(path)': \(error)"))
            }
        }
        return .success(RecordingFile(file: file, path: path))
    }

    private init(file: FileDescriptor, path: String) {
        self.file = file
        self.path = path
    }

    deinit {
        file.close()
    }

    /// Writes `line` and a line feed at once; if the file refuses it, the demo stops, since a recording
    /// that misses entries could not be replayed.
    func write(_ line: String) {
        if let error = file.writeAll(line + "\n") {
            Program.stop("cannot write the recording to '\(path)': \(error)")
        }
    }
}
