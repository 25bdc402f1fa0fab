import Foundation
import Presenters

/// An image of the gallery, as its list describes it before its bytes are downloaded.
public struct GalleryImage: Identifiable, Hashable, Codable, Sendable, CustomStringConvertible {
    /// Ids grow in the gallery's order, from 1.
    public let id: Int
    public let title: String

    /// The image `id`, titled `title`.
    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }

    public var description: String { "#\(id) \(title)" }
}

/// Lists the gallery's images and downloads their bytes.
public protocol ImagesRepository {
    /// The next page of images after the image `id`, or the first page when `id` is `nil`, in the gallery's
    /// order; an empty page means there are no more.
    func images(after id: Int?) -> Single<[GalleryImage]>
    /// The bytes of the image `id`; fails with `APIError.notFound` when the image is gone for good, and
    /// with `APIError.server` or `.network` when a later try may work. Disposing cancels the download.
    func imageData(id: Int) -> Single<Data>
}
