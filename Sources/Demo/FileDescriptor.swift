import Foundation

/// An open file written with `write(2)`, so that a failure comes back as an error to report.
///
/// `FileHandle.write(_:)` stops the process on an error (a closed pipe, a full disk), and
/// `FileHandle.write(contentsOf:)`, which throws instead, needs macOS 10.15.4 and iOS 13.4.
struct FileDescriptor {
    static let standardOutput = FileDescriptor(STDOUT_FILENO)
    static let standardError = FileDescriptor(STDERR_FILENO)

    let number: Int32

    init(_ number: Int32) {
        self.number = number
    }

    /// Whether the descriptor is open: a program may be started with a standard descriptor closed.
    var isOpen: Bool {
        fcntl(number, F_GETFD) != -1 || errno != EBADF
    }

    /// Writes the whole of `text`, going on after a signal or a partial write; the error if the system
    /// refuses part of it.
    func writeAll(_ text: String) -> SystemError? {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0)) }
    }

    /// Writes the whole of `bytes` as `writeAll(_:)` writes a text.
    func writeAll(_ bytes: UnsafeRawBufferPointer) -> SystemError? {
        var offset = 0
        while offset < bytes.count {
            let written = write(number, bytes.baseAddress! + offset, bytes.count - offset)
            if written >= 0 {
                offset += written
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                // A descriptor that another process made non-blocking: wait until it takes more.
                var ready = pollfd(fd: number, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
            } else if errno != EINTR {
                return SystemError(code: errno)
            }
        }
        return nil
    }

    func close() {
        // A close that fails leaves nothing to do: every write has already reported its own error.
        _ = Foundation.close(number)
    }
}

/// An error number of the system, told as the system tells it (`Broken pipe`).
struct SystemError: Error, Equatable, CustomStringConvertible {
    let code: Int32

    var description: String { String(cString: strerror(code)) }
}
