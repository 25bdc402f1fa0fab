import Foundation

/// How an image is kept in a file of the cache: a header that says what the payload must be, then the
/// payload, so that a file cut short by a crash or damaged on disk is recognised and not shown.
///
/// The header is 16 bytes: the magic `RIMG`, the payload's length as a big-endian `UInt64`, and the
/// payload's 32-bit FNV-1a checksum, big-endian.
enum CacheEntry {
    static let magic = Data("RIMG".utf8)
    static let headerLength = 16

    /// The file's content for `payload`.
    static func encode(_ payload: Data) -> Data {
        var file = magic
        file.append(bigEndian: UInt64(payload.count))
        file.append(bigEndian: checksum(payload))
        file.append(payload)
        return file
    }

    /// The payload of `file`, or `nil` when the file is not a whole entry: too short, not an entry, or a
    /// payload whose length or checksum is not the one its header promises.
    static func decode(_ file: Data) -> Data? {
        let bytes = [UInt8](file)
        guard bytes.count >= headerLength, Data(bytes[0..<4]) == magic else { return nil }
        let length = bytes[4..<12].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let sum = bytes[12..<16].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard length == UInt64(bytes.count - headerLength) else { return nil }
        let payload = Data(bytes[headerLength...])
        return checksum(payload) == sum ? payload : nil
    }

    /// The 32-bit FNV-1a hash of `data`.
    static func checksum(_ data: Data) -> UInt32 {
        data.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 }
    }
}

extension Data {
    fileprivate mutating func append<Integer: FixedWidthInteger>(bigEndian value: Integer) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }
}
