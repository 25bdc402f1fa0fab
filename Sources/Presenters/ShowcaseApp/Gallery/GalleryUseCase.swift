import Foundation
import Presenters

/// How far the load of one image is.
public enum ImageLoad: Hashable, Codable, Sendable {
    /// Not in the cache, and every download slot is taken: it waits its turn.
    case queued
    /// Not in the cache: it is downloading.
    case downloading
    /// The image's bytes, `bytes` of them, read from the cache or downloaded (and then cached).
    case loaded(bytes: Int, fromCache: Bool)
}

/// Lists the gallery's images and loads each one's bytes, from the cache first.
public struct GalleryUseCase: UseCase {
    /// The next page of images after the image with an id, or the first page when it is `nil`.
    public var images: (Int?) -> Single<[GalleryImage]>
    /// The image with an id: `.loaded` at once from the cache, or `.queued` while it waits for a download
    /// slot, `.downloading`, then `.loaded`; fails as the download fails. Disposing cancels the download.
    public var image: (Int) -> Observable<ImageLoad>

    /// A use case that lists the images with `images` and loads each one with `image`.
    public init(images: @escaping (Int?) -> Single<[GalleryImage]>, image: @escaping (Int) -> Observable<ImageLoad>) {
        self.images = images
        self.image = image
    }

    /// Lists the images from `repository` and loads each one from `cache` (none if `nil`), or else downloads
    /// it through `queue` and keeps it in the cache; `cacheFailed` hears every error of the cache, which
    /// then acts as a miss.
    public static func live(
        repository: any ImagesRepository, cache: ImageCache?, queue: DownloadQueue,
        cacheFailed: @escaping (ImageCacheError) -> Void = { _ in }
    ) -> GalleryUseCase {
        GalleryUseCase(images: repository.images(after:)) { id in
            let key = "image-\(id)"
            return Observable.deferred {
                if let cache, case .hit(let bytes) = attempt(cacheFailed, { try cache.lookup(key) }) {
                    return .just(.loaded(bytes: bytes.count, fromCache: true))
                }
                return queue.enqueue(repository.imageData(id: id)).map { progress -> ImageLoad in
                    switch progress {
                    case .waiting: return .queued
                    case .started: return .downloading
                    case .finished(let bytes):
                        if let cache { _ = attempt(cacheFailed) { try cache.store(bytes, for: key) } }
                        return .loaded(bytes: bytes.count, fromCache: false)
                    }
                }
            }
        }
    }

    /// Its calls, each under the name a failed test and a recording give it.
    public static var calls: [UseCaseCall<GalleryUseCase>] {
        [.call("gallery.images", \.images), .call("gallery.image", \.image)]
    }

    /// Eight images on a single page, each loaded at once from the cache.
    public static var preview: GalleryUseCase {
        GalleryUseCase(
            images: { .just($0 == nil ? (1...8).map { GalleryImage(id: $0, title: "Image \($0)") } : []) },
            image: { _ in .just(.loaded(bytes: 2_048, fromCache: true)) })
    }

    private static func attempt<Value>(_ failed: (ImageCacheError) -> Void, _ body: () throws -> Value) -> Value? {
        do {
            return try body()
        } catch let error as ImageCacheError {
            failed(error)
        } catch {
            failed(.io(operation: "use", path: "", reason: "\(error)"))
        }
        return nil
    }
}
