import Presenters

/// The gallery of images.
public enum GalleryScreen: ScreenKind {
    public typealias Event = GalleryEvent
    public typealias State = GalleryState
    public typealias Route = GalleryRoute
    public static let name = "gallery"

    public static let appearEvent: GalleryEvent? = .list(.appear)

    /// The gallery: it loads its first page when it first appears.
    public static func maker(id: Int?, in root: CompositionRoot) -> ((Never?) -> GalleryPresenter)? {
        id == nil ? { _ in root.makeGalleryPresenter() } : nil
    }

    /// Its back button takes it off the stack.
    public static func request(for route: GalleryRoute, in root: CompositionRoot) -> AppNavigationRequest {
        switch route {
        case .back: return .back
        }
    }
}

extension CompositionRoot {
    /// The gallery's presenter, over the gallery feature root's use case, through the root's answers.
    public func makeGalleryPresenter() -> GalleryPresenter {
        GalleryPresenter(
            useCase: gallery.gallery.recorded(by: answers(GalleryScreen.self)),
            scheduler: scheduler)
    }
}
