import Presenters

/// A tab of the app's tab bar: the screens the user reaches from anywhere, over whatever is shown.
public enum AppTab: String, CaseIterable, Hashable, Sendable {
    /// The venues around the user.
    case venues
    /// The gallery of images.
    case gallery
}

extension CompositionRoot {
    /// The screen the tab `tab` opens, pushed on top of the stack.
    public func makeScreen(for tab: AppTab) -> Screen {
        switch tab {
        case .venues: return makeVenues()
        case .gallery: return makeGallery()
        }
    }
}
