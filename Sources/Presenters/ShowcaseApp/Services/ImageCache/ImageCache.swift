import Foundation

/// Keeps downloaded images in a directory on disk, so that an image already there is shown without a
/// request, within a size in bytes, evicting the least recently used.
///
/// - The directory is mode 0700 and each file in it mode 0600: only their owner can read them.
/// - Each image is one file, `<key>.img`, written atomically: to a temporary file of a name no other
///   writer uses first, then renamed over the old one, so that a reader sees the old file or the new one,
///   never half of one, even with two processes on one directory. A crash before the rename leaves a
///   `.tmp` file, which the next cache opened on the directory deletes once it is a minute old: a younger
///   one may be another process's write in progress.
/// - A file starts with a header that says the payload's length and checksum: a file cut short or
///   damaged is found out when read, counts as a miss (`Lookup.corrupt`), and is deleted, so that the
///   next download replaces it.
/// - The order of use is kept in the file `index`, one key a line, least recently used first, rewritten
///   atomically at each change: it survives a restart without depending on the clock or on file dates.
///   A file the index does not list (a crash between the rename and the index) is adopted as the least
///   recently used; a key whose file is gone is dropped.
/// - Every error of the file system is thrown as an `ImageCacheError`; the cache never traps.
///
/// ```swift
/// let cache = try ImageCache(directory: caches.appendingPathComponent("images"), capacity: 1_000_000)
/// try cache.store(bytes, for: "image-7")
/// print(try cache.lookup("image-7") == .hit(bytes))
/// // Prints: true
/// ```
public final class ImageCache: @unchecked Sendable {
    // Sendable: every access to the mutable state below holds `lock`.

    /// What the cache holds for a key.
    public enum Lookup: Hashable, Sendable {
        /// The image, read whole and checked.
        case hit(Data)
        /// No image for the key.
        case miss
        /// A file was there but was not a whole image (cut short, damaged): it was deleted, so it is a miss.
        case corrupt
    }

    /// The directory the images are kept in.
    public let directory: URL
    /// The most bytes the files of the images may take together, headers included.
    public let capacity: Int
    private let fileManager: FileManager
    private let lock = NSLock()
    /// The keys of the files, least recently used first.
    private var order: [String] = []
    /// The size of each key's file, in bytes.
    private var sizes: [String: Int] = [:]

    /// A cache in `directory`, created if needed (mode 0700, or made so), holding at most `capacity` bytes; it deletes what an
    /// interrupted write left, reads the order of use back from its index, and evicts down to `capacity`.
    /// - Throws: `ImageCacheError.io` when the directory cannot be created or read.
    public init(directory: URL, capacity: Int, fileManager: FileManager = .default) throws {
        self.directory = directory
        self.capacity = capacity
        self.fileManager = fileManager
        try Self.makeOwnerOnlyDirectory(directory.path)
        try recover()
    }

    /// The keys of the images held, least recently used first.
    public var keysByRecency: [String] {
        lock.lock()
        defer { lock.unlock() }
        return order
    }

    /// The bytes the images' files take together.
    public var totalBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return sizes.values.reduce(0, +)
    }

    /// The image kept for `key`, which becomes the most recently used; a file that is not a whole image is
    /// deleted and reported as `corrupt`.
    /// - Throws: `ImageCacheError.invalidKey`, or `.io` when the file cannot be read or deleted.
    public func lookup(_ key: String) throws -> Lookup {
        try Self.validate(key)
        lock.lock()
        defer { lock.unlock() }
        let url = file(for: key)
        guard fileManager.fileExists(atPath: url.path) else {
            if sizes[key] != nil {
                forget(key)
                try writeIndex()
            }
            return .miss
        }
        let contents: Data
        do {
            contents = try Data(contentsOf: url)
        } catch {
            throw ImageCacheError.io(operation: "read", path: url.path, reason: Self.reason(error))
        }
        guard let payload = CacheEntry.decode(contents) else {
            try delete(url)
            forget(key)
            try writeIndex()
            return .corrupt
        }
        sizes[key] = contents.count
        forget(key, size: false)
        order.append(key)
        try writeIndex()
        return .hit(payload)
    }

    /// Keeps `data` for `key`, replacing what was kept, as the most recently used image, then evicts the
    /// least recently used ones until the cache fits its capacity.
    /// - Returns: the keys evicted, least recently used first.
    /// - Throws: `ImageCacheError.invalidKey`, `.tooLarge` when the image alone is larger than the
    ///   capacity, or `.io` when the file cannot be written; what was kept for the key before stays then.
    @discardableResult
    public func store(_ data: Data, for key: String) throws -> [String] {
        try Self.validate(key)
        let entry = CacheEntry.encode(data)
        guard entry.count <= capacity else {
            throw ImageCacheError.tooLarge(key: key, bytes: entry.count, capacity: capacity)
        }
        lock.lock()
        defer { lock.unlock() }
        try write(entry, to: file(for: key))
        forget(key)
        sizes[key] = entry.count
        order.append(key)
        let evicted = try evict()
        try writeIndex()
        return evicted
    }

    /// Deletes the image kept for `key`, if any.
    /// - Throws: `ImageCacheError.invalidKey`, or `.io` when the file cannot be deleted.
    public func remove(_ key: String) throws {
        try Self.validate(key)
        lock.lock()
        defer { lock.unlock() }
        let url = file(for: key)
        if fileManager.fileExists(atPath: url.path) { try delete(url) }
        forget(key)
        try writeIndex()
    }

    // MARK: - Files

    private static let entryExtension = "img"
    private static let temporaryExtension = "tmp"
    private static let indexName = "index"

    private func file(for key: String) -> URL {
        directory.appendingPathComponent(key).appendingPathExtension(Self.entryExtension)
    }

    /// Deletes what interrupted writes left, finds the images' files and their sizes, and reads their order
    /// of use from the index.
    private func recover() throws {
        let names: [String]
        do {
            names = try fileManager.contentsOfDirectory(atPath: directory.path).sorted()
        } catch {
            throw ImageCacheError.io(operation: "list", path: directory.path, reason: Self.reason(error))
        }
        var found: [String: Int] = [:]
        for name in names {
            let url = directory.appendingPathComponent(name)
            if url.pathExtension == Self.temporaryExtension {
                if isLeftOver(url) { try? fileManager.removeItem(at: url) }
            } else if url.pathExtension == Self.entryExtension {
                let key = url.deletingPathExtension().lastPathComponent
                guard (try? Self.validate(key)) != nil else { continue }
                let attributes = try? fileManager.attributesOfItem(atPath: url.path)
                found[key] = (attributes?[.size] as? NSNumber)?.intValue ?? 0
            }
        }
        let indexed = readIndex().filter { found[$0] != nil }
        var seen = Set<String>()
        let listed = indexed.filter { seen.insert($0).inserted }
        let adopted = found.keys.filter { !seen.contains($0) }.sorted()
        order = adopted + listed
        sizes = found
        _ = try evict()
        try writeIndex()
    }

    /// Whether a temporary file was left by a write that will not finish: one written to a minute ago or
    /// more. A younger one may belong to another process writing now, whose rename needs it.
    private func isLeftOver(_ url: URL) -> Bool {
        guard let modified = (try? fileManager.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
        else { return true }
        return Date().timeIntervalSince(modified) >= 60
    }

    private func readIndex() -> [String] {
        let url = directory.appendingPathComponent(Self.indexName)
        guard let data = fileManager.contents(atPath: url.path) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    private func writeIndex() throws {
        let text = order.map { $0 + "\n" }.joined()
        try write(Data(text.utf8), to: directory.appendingPathComponent(Self.indexName))
    }

    /// Writes `data` to a temporary file, mode 0600, then renames it over `url`: `url` holds the old content
    /// or the new one, never part of either.
    private func write(_ data: Data, to url: URL) throws {
        do {
            try AtomicFile.write(data, to: url.path)
        } catch let failure as AtomicFile.Failure {
            throw ImageCacheError.io(operation: failure.operation, path: url.path, reason: failure.detail)
        }
    }

    /// Creates the directory at `path` and those missing above it, mode 0700, or makes an existing one mode
    /// 0700 if others may open it: the cache's directory is its own, and one that others cannot open keeps
    /// the files in it to its owner, those an older version wrote with a wider mode too.
    private static func makeOwnerOnlyDirectory(_ path: String) throws {
        func failure(_ code: Int32) -> ImageCacheError {
            ImageCacheError.io(operation: "create", path: path, reason: String(cString: strerror(code)))
        }
        if let code = createMissing(path) { throw failure(code) }
        var status = stat()
        guard stat(path, &status) == 0 else { throw failure(errno) }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw failure(ENOTDIR) }
        if status.st_mode & 0o077 != 0, chmod(path, AtomicFile.ownerOnlyDirectory) != 0 { throw failure(errno) }
    }

    /// Creates the directory at `path`, if there is none, and those missing above it, each mode 0700; the
    /// error number if the system refused.
    private static func createMissing(_ path: String) -> Int32? {
        var status = stat()
        if stat(path, &status) == 0 { return nil }
        guard errno == ENOENT else { return errno }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path, let code = createMissing(parent) { return code }
        guard mkdir(path, AtomicFile.ownerOnlyDirectory) == 0 else { return errno == EEXIST ? nil : errno }
        // A umask may have taken the owner's bits too; it can never have added any for others.
        return chmod(path, AtomicFile.ownerOnlyDirectory) == 0 ? nil : errno
    }

    private func delete(_ url: URL) throws {
        do {
            try fileManager.removeItem(at: url)
        } catch {
            throw ImageCacheError.io(operation: "delete", path: url.path, reason: Self.reason(error))
        }
    }

    /// Deletes the least recently used images, but the most recently used one, while the cache holds more
    /// than its capacity; returns their keys.
    private func evict() throws -> [String] {
        var evicted: [String] = []
        var total = sizes.values.reduce(0, +)
        while total > capacity, order.count > 1 {
            let key = order[0]
            try delete(file(for: key))
            total -= sizes[key] ?? 0
            forget(key)
            evicted.append(key)
        }
        return evicted
    }

    private func forget(_ key: String, size: Bool = true) {
        order.removeAll { $0 == key }
        if size { sizes[key] = nil }
    }

    private static func validate(_ key: String) throws {
        let allowed = key.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x2D || byte == 0x5F
        }
        guard allowed, (1...100).contains(key.utf8.count) else { throw ImageCacheError.invalidKey(key) }
    }

    private static func reason(_ error: Swift.Error) -> String {
        (error as NSError).localizedDescription
    }
}
