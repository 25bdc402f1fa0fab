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
public protocol GalleryUseCase {
    /// The next page of images after the image `id`, or the first page when `id` is `nil`.
    func images(after id: Int?) -> Single<[GalleryImage]>
    /// The image `id`: `.loaded` at once from the cache, or `.queued` while it waits for a download slot,
    /// `.downloading`, then `.loaded`; fails as the download fails. Disposing cancels the download.
    func image(id: Int) -> Observable<ImageLoad>
}

/// Lists the images from the repository and loads each one from the cache, or else downloads it through
/// the download queue and keeps it in the cache.
public struct GalleryInteractor: GalleryUseCase {
    private let repository: any ImagesRepository
    private let cache: ImageCache?
    private let queue: DownloadQueue
    private let cacheFailed: (ImageCacheError) -> Void

    /// An interactor over `repository`, with the images kept in `cache` (none if `nil`) and downloaded
    /// through `queue`; `cacheFailed` hears every error of the cache, which then acts as a miss.
    public init(
        repository: any ImagesRepository, cache: ImageCache?, queue: DownloadQueue,
        cacheFailed: @escaping (ImageCacheError) -> Void = { _ in }
    ) {
        self.repository = repository
        self.cache = cache
        self.queue = queue
        self.cacheFailed = cacheFailed
    }

    public func images(after id: Int?) -> Single<[GalleryImage]> {
        repository.images(after: id)
    }

    public func image(id: Int) -> Observable<ImageLoad> {
        let key = "image-\(id)"
        let (cache, cacheFailed, repository, queue) = (self.cache, self.cacheFailed, self.repository, self.queue)
        return Observable.deferred {
            if let cache, case .hit(let bytes) = Self.attempt(cacheFailed, { try cache.lookup(key) }) {
                return .just(.loaded(bytes: bytes.count, fromCache: true))
            }
            return queue.enqueue(repository.imageData(id: id)).map { progress -> ImageLoad in
                switch progress {
                case .waiting: return .queued
                case .started: return .downloading
                case .finished(let bytes):
                    if let cache { _ = Self.attempt(cacheFailed) { try cache.store(bytes, for: key) } }
                    return .loaded(bytes: bytes.count, fromCache: false)
                }
            }
        }
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

/// The gallery's use case through `answers`, named `gallery.images` and `gallery.image`: its own, or
/// recorded, or replayed from a recording without calling it.
struct GalleryUseCaseAnswers: GalleryUseCase {
    let base: any GalleryUseCase
    let answers: Answers

    func images(after id: Int?) -> Single<[GalleryImage]> {
        answers("gallery.images", to: id) { base.images(after: $0) }
    }

    func image(id: Int) -> Observable<ImageLoad> {
        answers("gallery.image", to: id) { base.image(id: $0) }
    }
}

/// A gallery use case that fails the test that calls it, naming the call (`gallery.images`,
/// `gallery.image`): what a test root puts where the test does not provide it.
public struct UnimplementedGalleryUseCase: GalleryUseCase {
    private let unimplemented: Unimplemented

    /// A use case that reports its calls through `unimplemented`.
    public init(_ unimplemented: Unimplemented) {
        self.unimplemented = unimplemented
    }

    public func images(after id: Int?) -> Single<[GalleryImage]> {
        unimplemented.reportCall(to: "gallery.images")
        return .error(UnimplementedDependency(name: "gallery.images"))
    }

    public func image(id: Int) -> Observable<ImageLoad> {
        unimplemented.reportCall(to: "gallery.image")
        return .error(UnimplementedDependency(name: "gallery.image"))
    }
}
