import Presenters

/// What the gallery's view reports.
public enum GalleryEvent: Hashable, Codable, Sendable {
    /// An event of the list of images: it appears, is refreshed, reaches its end, retries its page.
    case list(PagedListEvent)
    /// The items at these positions (from 0) are about to appear: their images are prefetched, and the
    /// next page is loaded when the range reaches the end of the list. Positions not listed yet are
    /// remembered, and their images prefetched when their page lands.
    case itemsAppearing(ClosedRange<Int>)
    /// The items at these positions went out of view: their downloads are cancelled, and those not listed
    /// yet are no longer awaited.
    case itemsDisappearing(ClosedRange<Int>)
    /// The retry button of the image `id`, shown when its download failed and may work again.
    case retryImage(id: Int)
    /// The back button was tapped.
    case backTapped
}

/// Why an image could not be shown.
public enum ImageFailure: Hashable, Codable, Sendable {
    /// The download failed for a reason that may pass (no connection, a server error): it has a retry.
    case retryable(RequestFailure)
    /// The image is gone for good (404): no retry.
    case gone

    /// The failure `error` stands for: an image not found is gone.
    public init(_ error: Swift.Error) {
        let cause = RequestFailure(error: error)
        self = cause == .notFound ? .gone : .retryable(cause)
    }
}

/// Where one image of the gallery stands.
public enum ImagePhase: Hashable, Codable, Sendable {
    /// Not asked for: the placeholder shimmers.
    case placeholder
    /// Waiting for a download slot: still the placeholder.
    case queued
    /// Downloading.
    case downloading
    /// Shown, `bytes` long, read from the cache or downloaded.
    case shown(bytes: Int, fromCache: Bool)
    /// Failed; a retryable failure has its own retry button.
    case failed(ImageFailure)

    /// Whether a download of the image is waiting or running.
    public var isLoading: Bool {
        self == .queued || self == .downloading
    }
}

/// What the gallery shows: the list of images, paged, and the phase of each image.
public struct GalleryState: Hashable, Codable, Sendable {
    /// The images listed so far, with the list's loading, end and failure.
    public var list: PagedListState<GalleryImage, RequestFailure>
    /// The phase of each image that left its placeholder, by id.
    public var phases: [Int: ImagePhase]
    /// The positions on screen that no item was listed at yet: their images are prefetched when their page
    /// lands.
    public var awaited: ClosedRange<Int>?

    /// A gallery's state; the defaults are those of a gallery that has not appeared.
    public init(
        list: PagedListState<GalleryImage, RequestFailure> = .init(), phases: [Int: ImagePhase] = [:],
        awaited: ClosedRange<Int>? = nil
    ) {
        self.list = list
        self.phases = phases
        self.awaited = awaited
    }

    /// The phase of the image `id`.
    public func phase(of id: Int) -> ImagePhase {
        phases[id] ?? .placeholder
    }
}

/// Where the gallery leads.
public enum GalleryRoute: Hashable, Codable, Sendable {
    /// Back to the screen below.
    case back
}
