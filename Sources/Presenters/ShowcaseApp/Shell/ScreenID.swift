import Presenters

/// Which screen of the app, as a navigation value names it: its kind's name and, for a screen that shows
/// one thing, that thing's id. It is what is saved and restored: each screen is built from it.
///
/// ```swift
/// print(ScreenID(PostDetailScreen.self, id: 98), ScreenID(FeedScreen.self))
/// // Prints: post #98 feed
/// ```
///
/// A route that leads to a screen which can show something at once (the post of a row of the feed, while
/// its detail loads) gives it as the id's ``seed``: a value for the screen's first build, which is no part
/// of which screen it is, never compared, hashed nor saved.
public struct ScreenID: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The name of the screen's kind: `feed`, `post`.
    public let kind: String
    /// The id of what the screen shows, if it shows one thing: the post's, the venue's.
    public let id: Int?
    /// What the screen may show at once when it is built, of its kind's ``ScreenKind/Seed`` type.
    public private(set) var seed: (any Sendable)?

    private enum CodingKeys: String, CodingKey {
        case kind, id
    }

    /// The screen of the kind named `kind`, showing the thing `id` if given.
    public init(kind: String, id: Int? = nil) {
        self.kind = kind
        self.id = id
    }

    /// The screen of `kind`, showing the thing `id` if given, and `seed` at once when it is built.
    public init<Kind: ScreenKind>(_ kind: Kind.Type, id: Int? = nil, seed: Kind.Seed? = nil) {
        self.init(kind: Kind.name, id: id)
        self.seed = seed
    }

    public static func == (lhs: ScreenID, rhs: ScreenID) -> Bool {
        lhs.kind == rhs.kind && lhs.id == rhs.id
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(id)
    }

    /// `feed`, `post #98`.
    public var description: String { id.map { "\(kind) #\($0)" } ?? kind }
}

/// Where the user is in the app: the login alone, or the tabs of the signed-in app with their stacks, and
/// maybe a modal; see ``Navigator``.
public typealias AppNavigation = NavigationState<AppTab, ScreenID>

/// What a route, a link or a gesture asks of the app's navigation.
public typealias AppNavigationRequest = NavigationRequest<AppTab, ScreenID>

/// Why a request does not apply to the app's navigation.
public typealias AppNavigationRefusal = NavigationRefusal<AppTab, ScreenID>

extension NavigationState where Tab == AppTab, Destination == ScreenID {
    /// The login alone, where a signed-out app starts and where logging out leads.
    public static var signedOut: AppNavigation { AppNavigation(root: ScreenID(LoginScreen.self)) }

    /// The signed-in app: its tabs, each with its first screen, the feed's selected.
    public static var signedIn: AppNavigation { signedIn(feed: []) }

    /// The signed-in app with `screens` pushed on the feed, as a link opens them; the feed's tab selected.
    public static func signedIn(feed screens: [ScreenID]) -> AppNavigation {
        signedIn(showing: screens, in: .feed)
    }

    /// The signed-in app with `screens` pushed on the first screen of `tab`, as a link opens them, that tab
    /// selected: a post on the feed, a search for a text on the search's tab.
    public static func signedIn(showing screens: [ScreenID], in tab: AppTab) -> AppNavigation {
        AppNavigation(
            tabs: AppTab.allCases.map { each in
                var stack = ScreenStack(root: each.root)
                if each == tab { screens.forEach { stack.push($0) } }
                return NavigationTab(tab: each, stack: stack)
            }, selected: tab)
    }

    /// The screens shown under the modal and in it, bottom first, as a line: `feed > post #98`.
    public var path: String {
        ([stack.description] + (modal.map { [$0.description] } ?? [])).joined(separator: " > ")
    }
}
