import Presenters

/// A tab of the app's tab bar: the screens a signed-in user reaches from anywhere, over whatever is shown.
/// Like the rest of the app, they need a login: while nobody is signed in, `Navigator.open(_:)` refuses
/// them with a ``TabError``.
public enum AppTab: String, CaseIterable, Hashable, Sendable {
    /// The venues around the user.
    case venues
    /// The gallery of images.
    case gallery
}

/// Why a tab did not open: nobody is signed in.
public struct TabError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The tab that did not open.
    public let tab: AppTab

    /// The error of `tab`, refused while nobody is signed in.
    public init(tab: AppTab) {
        self.tab = tab
    }

    /// What the user is told.
    public var message: String { "log in first: the \(tab.rawValue) tab opens once you are logged in" }

    public var description: String { message }
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
