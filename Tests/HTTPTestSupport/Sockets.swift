import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX socket calls the loopback server makes, over IPv4 on `127.0.0.1` only.
public enum Sockets {
    /// Why a socket call failed: the call and `errno`.
    public struct Failure: Error, CustomStringConvertible {
        public let call: String
        public let code: Int32

        public var description: String { "\(call): \(String(cString: strerror(code)))" }
    }

    /// A new TCP socket, or the failure.
    public static func tcp() throws -> Int32 {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(call: "socket", code: errno) }
        return descriptor
    }

    /// A socket bound to `127.0.0.1:port` (`0` for a free port the system picks) and listening.
    public static func listening(port: UInt16) throws -> Int32 {
        let descriptor = try tcp()
        do {
            var reuse: Int32 = 1
            // A port whose last connections are in TIME_WAIT can be listened on again at once.
            setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
            try attach(descriptor, port: port)
            guard listen(descriptor, 16) == 0 else { throw Failure(call: "listen", code: errno) }
            return descriptor
        } catch {
            close(descriptor)
            throw error
        }
    }

    /// A port of `127.0.0.1` that nothing listens on: bound for a moment to find it free, then released,
    /// so that a connection to it is refused.
    public static func closedPort() throws -> UInt16 {
        let descriptor = try tcp()
        defer { close(descriptor) }
        try attach(descriptor, port: 0)
        return try port(of: descriptor)
    }

    /// The local port `descriptor` is bound to.
    public static func port(of descriptor: Int32) throws -> UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard result == 0 else { throw Failure(call: "getsockname", code: errno) }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Connects a new socket to `127.0.0.1:port` and closes it: `nil` if the connection was made, the
    /// failure (`ECONNREFUSED` when nothing listens) otherwise.
    public static func connectionFailure(toPort port: UInt16) -> Int32? {
        guard let descriptor = try? tcp() else { return errno }
        defer { close(descriptor) }
        var address = loopback(port: port)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        return result == 0 ? nil : errno
    }

    /// Waits at most `milliseconds` for `descriptor` to have something to read (bytes, or the peer's
    /// close): whether it has.
    public static func readable(_ descriptor: Int32, milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) > 0
    }

    /// Writes all of `bytes`: whether they were all written (`false` when the peer went away).
    public static func write(_ descriptor: Int32, _ bytes: Data) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, noSignal)
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }

    /// Closes `descriptor` with a reset (RST) rather than an orderly end (FIN): the peer reads an error.
    public static func reset(_ descriptor: Int32) {
        var linger = linger(l_onoff: 1, l_linger: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
        close(descriptor)
    }

    /// `send`'s flag that keeps a write to a closed peer from raising `SIGPIPE`.
    private static var noSignal: Int32 {
        #if canImport(Glibc)
        return Int32(MSG_NOSIGNAL)
        #else
        return 0
        #endif
    }

    /// Binds `descriptor` to `127.0.0.1:port`.
    private static func attach(_ descriptor: Int32, port: UInt16) throws {
        #if canImport(Darwin)
        var noSigPipe: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &noSigPipe, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var address = loopback(port: port)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else { throw Failure(call: "bind", code: errno) }
    }

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
        return address
    }
}
