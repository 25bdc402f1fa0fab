import Foundation
import Presenters

/// The gallery feature's collaborators: its use case, over the images endpoint, a download queue and the
/// image cache on disk, which the composition root holds and a test replaces.
public struct GalleryFeatureRoot {
    /// The most downloads that run at once.
    public static let downloadLimit = 4
    /// The most bytes the image cache keeps: 256 KB, a few dozen images of the backend.
    public static let cacheCapacity = 256 * 1_024

    /// Lists the images and loads each one, from the cache first.
    public var gallery: GalleryUseCase

    /// A feature root with `gallery`.
    public init(gallery: GalleryUseCase) {
        self.gallery = gallery
    }

    /// The feature as the app ships: the images from `client`, at most `downloadLimit` downloads at once
    /// on `scheduler`, kept in `cache` if there is one.
    public static func production(client: any APIClient, cache: ImageCache?, scheduler: any SchedulerType)
        -> GalleryFeatureRoot
    {
        GalleryFeatureRoot(
            gallery: .live(
                repository: RemoteImagesRepository(client: client), cache: cache,
                queue: DownloadQueue(limit: downloadLimit, scheduler: scheduler)))
    }

    /// The feature as a test root starts it: its use case fails the test that calls it.
    public static func unimplemented(_ unimplemented: Unimplemented) -> GalleryFeatureRoot {
        GalleryFeatureRoot(gallery: .unimplemented(unimplemented))
    }
}

extension CompositionRoot {
    /// Keeps the gallery's images on disk in `directory`, within `GalleryFeatureRoot.cacheCapacity`, from
    /// the next gallery built on; throws if the cache cannot be opened there, and the gallery then goes
    /// without.
    public func keepImages(in directory: URL) throws {
        let cache = try ImageCache(directory: directory, capacity: GalleryFeatureRoot.cacheCapacity)
        gallery = .production(client: backend, cache: cache, scheduler: scheduler)
    }
}
