import Foundation

/// The package's source tree, as a test that reads the sources finds it from its own `#filePath`.
public struct SourceTree {
    /// The package's folder: the one that holds `Package.swift` and `Sources`.
    public let root: URL

    /// The tree of the nearest folder above `file` that holds a `Package.swift` and a `Sources` folder; `nil`
    /// when the sources are not next to the tests (a test run from a copy of its bundle).
    public init?(above file: String) {
        let manager = FileManager.default
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            if manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
                manager.fileExists(atPath: folder.appendingPathComponent("Sources").path)
            {
                root = folder
                return
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// The Swift files under `path` (relative to the package's folder: `Sources/Presenters`), at any depth,
    /// in the order of their paths.
    public func swiftFiles(under path: String) -> [URL] {
        let folder = root.appendingPathComponent(path)
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }
}
