import Presenters

/// A screen of the app, as a navigation value names it: a case per screen, with the id of the one thing it
/// shows, if it shows one. It is what is saved and restored: each screen is built from it, and the compiler
/// checks that every case is built, shown and linked.
///
/// ```swift
/// print(AppScreen.post(id: 98), AppScreen.feed)
/// // Prints: post #98 feed
/// ```
///
/// A route that leads to a screen which can show something at once (the post of a row of the feed, while
/// its detail loads; the query of a link to the search) gives it as a value of its case: what the screen
/// shows at its first build, which is no part of which screen it is, never compared, hashed nor saved.
public enum AppScreen: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The login, where a signed-out app starts.
    case login
    /// The registration form, presented over the login.
    case registration
    /// The feed of posts, the first screen of its tab.
    case feed
    /// The detail of the post `id`, showing `post` at once while it loads, if given.
    case post(id: Int, showing: Post? = nil)
    /// The collection `id` and its posts.
    case collection(id: Int)
    /// The user `id` and their posts.
    case user(id: Int)
    /// The venues around the user, the first screen of its tab.
    case venues
    /// The detail of the venue `id`.
    case venue(id: Int)
    /// The gallery of images, the first screen of its tab.
    case gallery
    /// The search, the first screen of its tab, opened at `query` (a link's) and searching it as it appears.
    case search(query: String = "")
    /// The topics of the catalog.
    case topics
    /// The topic `id` and its posts.
    case topic(id: Int)

    /// The feature whose screen this is: what builds its presenter and says where its routes lead.
    public var feature: any AppFeature.Type {
        switch self {
        case .login: return LoginScreen.self
        case .registration: return RegistrationScreen.self
        case .feed: return FeedScreen.self
        case .post: return PostDetailScreen.self
        case .collection: return CollectionScreen.self
        case .user: return UserScreen.self
        case .venues: return VenuesScreen.self
        case .venue: return VenueDetailScreen.self
        case .gallery: return GalleryScreen.self
        case .search: return SearchScreen.self
        case .topics: return TopicsScreen.self
        case .topic: return TopicScreen.self
        }
    }

    /// Every feature of the app, each with a screen of its own: what the registries of the tests and the
    /// demo's help go through.
    public static var features: [any AppFeature.Type] {
        [
            LoginScreen.self, RegistrationScreen.self, FeedScreen.self, PostDetailScreen.self, CollectionScreen.self,
            UserScreen.self, VenuesScreen.self, VenueDetailScreen.self, GalleryScreen.self, SearchScreen.self,
            TopicsScreen.self, TopicScreen.self,
        ]
    }

    /// The screen the feature named `name` shows for the id `id`, as a saved navigation names it; `nil` if
    /// the app has no such feature, or it takes no such id.
    public init?(name: String, id: Int?) {
        guard let screen = Self.features.lazy.compactMap({ $0.screen(id: id) }).first(where: { $0.name == name })
        else { return nil }
        self = screen
    }

    /// The screen's presenter over `root`'s collaborators, with what the case gives it to show at once.
    func build(in root: CompositionRoot) -> Screen {
        switch self {
        case .login: return Screen(LoginScreen.self, self, root.loginPresenter(), root: root)
        case .registration: return Screen(RegistrationScreen.self, self, root.registrationPresenter(), root: root)
        case .feed: return Screen(FeedScreen.self, self, root.feedPresenter(), root: root)
        case .post(let id, let post):
            return Screen(PostDetailScreen.self, self, root.postDetailPresenter(id: id, post: post), root: root)
        case .collection(let id):
            return Screen(CollectionScreen.self, self, root.collectionPresenter(id: id), root: root)
        case .user(let id): return Screen(UserScreen.self, self, root.userPresenter(id: id), root: root)
        case .venues: return Screen(VenuesScreen.self, self, root.venuesPresenter(), root: root)
        case .venue(let id):
            return Screen(VenueDetailScreen.self, self, root.venueDetailPresenter(id: id), root: root)
        case .gallery: return Screen(GalleryScreen.self, self, root.galleryPresenter(), root: root)
        case .search(let query):
            return Screen(SearchScreen.self, self, root.searchPresenter(query: query), root: root)
        case .topics: return Screen(TopicsScreen.self, self, root.topicsPresenter(), root: root)
        case .topic(let id): return Screen(TopicScreen.self, self, root.topicPresenter(id: id), root: root)
        }
    }

    /// The name of the screen's feature: `feed`, `post`.
    public var name: String { feature.name }

    /// The id of what the screen shows, if it shows one thing: the post's, the venue's.
    public var id: Int? {
        switch self {
        case .login, .registration, .feed, .venues, .gallery, .search, .topics: return nil
        case .post(let id, _), .collection(let id), .user(let id), .venue(let id), .topic(let id): return id
        }
    }

    /// `feed`, `post #98`.
    public var description: String { id.map { "\(name) #\($0)" } ?? name }

    /// Two screens are the same when they are of one feature and show the same thing, whatever they show at
    /// once.
    public static func == (lhs: AppScreen, rhs: AppScreen) -> Bool {
        lhs.name == rhs.name && lhs.id == rhs.id
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(id)
    }

    private enum CodingKeys: String, CodingKey {
        case kind, id
    }

    /// Reads `{"kind":"post","id":98}`, as every version saved it.
    /// - Throws: an ``UnknownScreen`` for a name the app has no screen for, or an id its feature does not
    ///   take.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .kind)
        let id = try container.decodeIfPresent(Int.self, forKey: .id)
        guard let screen = AppScreen(name: name, id: id) else { throw UnknownScreen(name: name, id: id) }
        self = screen
    }

    /// Writes `{"kind":"post","id":98}`: the feature's name and the id, never what the screen shows at once.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .kind)
        try container.encodeIfPresent(id, forKey: .id)
    }
}

/// A screen that a saved navigation or a recording names, which the app does not have: no feature of that
/// name, or one that takes no such id (a post without one).
public struct UnknownScreen: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name of the feature, as it was saved.
    public let name: String
    /// The id saved with it, if any.
    public let id: Int?

    /// The screen named `name` with the id `id`, which the app does not have.
    public init(name: String, id: Int?) {
        self.name = name
        self.id = id
    }

    /// `the app has no screen wizard`, `the app has no screen feed #3`.
    public var description: String { "the app has no screen \(id.map { "\(name) #\($0)" } ?? name)" }
}

/// Where the user is in the app: the login alone, or the tabs of the signed-in app with their stacks, and
/// maybe a modal; see ``Navigator``.
public typealias AppNavigation = NavigationState<AppTab, AppScreen>

/// What a route, a link or a gesture asks of the app's navigation.
public typealias AppNavigationRequest = NavigationRequest<AppTab, AppScreen>

/// Why a request does not apply to the app's navigation.
public typealias AppNavigationRefusal = NavigationRefusal<AppTab, AppScreen>

extension NavigationState where Tab == AppTab, Destination == AppScreen {
    /// The login alone, where a signed-out app starts and where logging out leads.
    public static var signedOut: AppNavigation { AppNavigation(root: .login) }

    /// The signed-in app: its tabs, each with its first screen, the feed's selected.
    public static var signedIn: AppNavigation { signedIn(feed: []) }

    /// The signed-in app with `screens` pushed on the feed, as a link opens them; the feed's tab selected.
    public static func signedIn(feed screens: [AppScreen]) -> AppNavigation {
        signedIn(showing: screens, in: .feed)
    }

    /// The signed-in app with `screens` pushed on the first screen of `tab`, as a link opens them, that tab
    /// selected: a post on the feed, a search for a text on the search's tab.
    public static func signedIn(showing screens: [AppScreen], in tab: AppTab) -> AppNavigation {
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
