import Foundation

/// The TCP sockets this process holds open, read from the system's tables: what proves that no descriptor
/// of a connection is left after a test, on the server's side or on the client's.
public enum SocketTable {
    /// The sockets of this process whose local or remote port is `port` on any address, or `nil` where
    /// the system does not show its tables (anywhere but Linux).
    ///
    /// A socket is counted by its inode: the entries of `/proc/net/tcp` whose port matches, kept only if one
    /// of this process's descriptors (`/proc/self/fd`) is that socket. A connection closed and waiting out
    /// its TIME_WAIT belongs to no descriptor, and is not counted.
    public static func descriptors(onPort port: UInt16) -> Int? {
        #if os(Linux)
        guard let table = try? String(contentsOfFile: "/proc/self/net/tcp", encoding: .utf8),
            let links = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")
        else { return nil }
        let ours = Set(
            links.compactMap { link -> String? in
                guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(link)"),
                    target.hasPrefix("socket:[")
                else { return nil }
                return String(target.dropFirst("socket:[".count).dropLast())
            })
        let hexPort = String(format: "%04X", port)
        return table.split(separator: "\n").dropFirst().filter { line in
            let columns = line.split(separator: " ")
            guard columns.count > 9 else { return false }
            let onPort = columns[1].hasSuffix(":" + hexPort) || columns[2].hasSuffix(":" + hexPort)
            return onPort && ours.contains(String(columns[9]))
        }.count
        #else
        return nil
        #endif
    }
}
