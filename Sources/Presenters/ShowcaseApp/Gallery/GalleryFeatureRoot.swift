import Foundation
import Presenters

/// The gallery feature's collaborators: its use case, over the images endpoint, a download queue and the
/// image cache on disk, which the composition root holds and a test replaces.
public struct GalleryFeatureRoot: UseCase {
    /// The most downloads that run at once.
    public static let downloadLimit = 4
    /// The most bytes the image cache keeps: 256 KB, a few dozen images of the backend.
    public static let cacheCapacity = 256 * 1_024

    /// Lists the images and loads each one, from the cache first.
    public var gallery: GalleryUseCase
    /// Why the images are not kept on disk though the environment gave a directory: the cache could not be
    /// opened there, and the gallery goes without; `nil` otherwise.
    public var cacheFailure: (any Error)?

    /// A feature root with `gallery`.
    public init(gallery: GalleryUseCase) {
        self.gallery = gallery
    }

    /// The feature as the app ships: the images from the environment's client, at most `downloadLimit`
    /// downloads at once on its scheduler, kept on disk in its image cache directory, if it gives one,
    /// within `cacheCapacity`.
    public static func live(_ environment: AppEnvironment) -> GalleryFeatureRoot {
        var cacheFailure: (any Error)?
        let cache = environment.imageCacheDirectory.flatMap { directory in
            do {
                return try ImageCache(directory: directory, capacity: cacheCapacity)
            } catch {
                cacheFailure = error
                return nil
            }
        }
        var root = GalleryFeatureRoot(
            gallery: .live(
                repository: RemoteImagesRepository(client: environment.client), cache: cache,
                queue: DownloadQueue(limit: downloadLimit, scheduler: environment.scheduler)))
        root.cacheFailure = cacheFailure
        return root
    }

    /// The calls of its use case, under their own names.
    public static var calls: [UseCaseCall<GalleryFeatureRoot>] { UseCaseCall.calls(of: \.gallery) }

    /// The feature for previews: eight images, each loaded at once, and no cache.
    public static var preview: GalleryFeatureRoot { GalleryFeatureRoot(gallery: .preview) }
}

extension GalleryFeatureRoot: AppUseCase {
    /// The feature over the app's backend, with its cache in the environment's directory.
    public static func live(_ services: AppServices) -> GalleryFeatureRoot {
        var environment = services.environment
        environment.client = services.client
        return live(environment)
    }
}
