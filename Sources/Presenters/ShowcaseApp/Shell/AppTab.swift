import Presenters

/// A tab of the app's tab bar: the screens a signed-in user reaches from anywhere, each with a stack of its
/// own that is kept while another tab is shown. Like the rest of the app, they need a login: while nobody
/// is signed in, `Navigator.open(_:)` refuses them with a ``TabError``.
public enum AppTab: String, CaseIterable, Hashable, Codable, Sendable {
    /// The feed of posts, where the app starts once signed in.
    case feed
    /// The venues around the user.
    case venues
    /// The gallery of images.
    case gallery
    /// The search of posts by text.
    case search

    /// The first screen of the tab's stack: that of the feature whose ``AppFeature/tab`` it is.
    public var root: AppScreen {
        for feature in AppScreen.features where feature.tab == self {
            if let screen = feature.screen(id: nil) { return screen }
        }
        // Every tab is a feature's: `AppTabTests` checks it.
        preconditionFailure("no feature shows the \(rawValue) tab")
    }
}

/// Why a tab was not shown: nobody is signed in, or the navigation refused it (it is shown already).
public struct TabError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The tab that was not shown.
    public let tab: AppTab
    /// Why the navigation refused it, if a user is signed in; `nil`: nobody is.
    public let refusal: AppNavigationRefusal?

    /// The error of `tab`, refused while nobody is signed in.
    public init(tab: AppTab) {
        self.init(tab: tab, refusal: nil)
    }

    /// The error of `tab`, refused by the navigation for `refusal`.
    public init(tab: AppTab, refusal: AppNavigationRefusal?) {
        self.tab = tab
        self.refusal = refusal
    }

    /// What the user is told.
    public var message: String {
        refusal?.message ?? "log in first: the \(tab.rawValue) tab opens once you are logged in"
    }

    public var description: String { message }
}
