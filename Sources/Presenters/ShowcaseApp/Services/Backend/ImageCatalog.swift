import Foundation
import Presenters

/// The backend's images: 40 of them, the same on every run, listed 12 a page; each one's bytes follow
/// from its id, and the images whose id is a multiple of 17 are gone (404) for good.
enum ImageCatalog {
    static let count = 40
    static let pageSize = 12

    /// The page of images after `id`, or the first page.
    static func page(after id: Int?) -> [GalleryImage] {
        let first = max((id ?? 0) + 1, 1)
        guard first <= count else { return [] }
        return (first...min(count, first + pageSize - 1)).map { GalleryImage(id: $0, title: title($0)) }
    }

    /// The bytes of the image `id`, or `nil` when there is no such image or it is gone.
    static func bytes(of id: Int) -> Data? {
        guard id >= 1, id <= count, id % 17 != 0 else { return nil }
        return Data(repeating: UInt8(id % 256), count: 1_000 + (id * 7_919) % 9_000)
    }

    private static func title(_ id: Int) -> String {
        let subjects = ["Harbour", "Canal", "Bridge", "Market", "Tower", "Garden", "Station"]
        return "\(subjects[id % subjects.count]) \(id)"
    }
}
