import Presenters

/// The gallery of images.
public enum GalleryScreen: ScreenKind {
    public typealias Event = GalleryEvent
    public typealias State = GalleryState
    public typealias Route = GalleryRoute
    public static let name = "gallery"

    public static func maker(id: Int?, in root: CompositionRoot) -> (() -> Screen)? {
        id == nil ? root.makeGallery : nil
    }
}

extension CompositionRoot {
    /// The gallery's presenter, over the gallery feature root's use case, through the root's answers.
    public func makeGalleryPresenter() -> GalleryPresenter {
        GalleryPresenter(
            useCase: gallery.gallery.recorded(by: answers(GalleryScreen.self)),
            scheduler: scheduler)
    }

    /// The gallery: it loads its first page when it first appears, and its back button takes it off the
    /// stack.
    public func makeGallery() -> Screen {
        screen(GalleryScreen.self, makeGalleryPresenter(), appear: .list(.appear)) { route in
            switch route {
            case .back: return .back
            }
        }
    }
}
