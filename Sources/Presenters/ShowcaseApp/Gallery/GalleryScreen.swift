import Presenters

/// The gallery of images.
public enum GalleryScreen: AppFeature {
    public typealias Event = GalleryEvent
    public typealias State = GalleryState
    public typealias Route = GalleryRoute
    public static let name = "gallery"
    public static var useCases: [any AppUseCase.Type] { [GalleryFeatureRoot.self] }
    /// The first screen of its tab.
    public static let tab: AppTab? = .gallery

    public static let appearEvent: GalleryEvent? = .list(.appear)

    /// Its screen shows no one thing: it takes no id.
    public static func screen(id: Int?) -> AppScreen? {
        id == nil ? .gallery : nil
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
    public func galleryPresenter() -> GalleryPresenter {
        makeGalleryPresenter(
            useCase: self[GalleryFeatureRoot.self].gallery.recorded(by: answers(GalleryScreen.self)),
            scheduler: scheduler)
    }
}
