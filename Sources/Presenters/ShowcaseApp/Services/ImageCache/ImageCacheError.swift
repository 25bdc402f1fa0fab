import Foundation

/// Why the image cache could not do what it was asked; the cache itself stays usable.
public enum ImageCacheError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The key cannot name a file: it must be 1 to 100 letters, digits, `-` or `_`.
    case invalidKey(String)
    /// The image is larger than the whole cache may hold.
    case tooLarge(key: String, bytes: Int, capacity: Int)
    /// The file system refused an operation on `path`.
    case io(operation: String, path: String, reason: String)

    public var description: String {
        switch self {
        case .invalidKey(let key): return "invalid cache key '\(key)'"
        case .tooLarge(let key, let bytes, let capacity):
            return "'\(key)' has \(bytes) bytes, more than the cache's \(capacity)"
        case .io(let operation, let path, let reason): return "could not \(operation) \(path): \(reason)"
        }
    }
}
