import Presenters

/// A feature of the app with a screen of its own: the types of the presenter that runs it, its name, what
/// its screen does as it appears, and what each of its routes asks of the navigation.
///
/// Each feature declares one in its folder, as `FeedScreen`, with the case of ``AppScreen`` that names its
/// screen; a view layer extends it with how it shows the screen.
public protocol AppFeature {
    /// What the screen's view reports.
    associatedtype Event
    /// What the screen shows.
    associatedtype State: Equatable
    /// Where the screen leads.
    associatedtype Route
    /// The feature's name, as a view would title its screen and a saved navigation names it: `login`,
    /// `feed`, `post`.
    static var name: String { get }
    /// The feature's screen showing the thing `id` (`nil`: a screen that shows no one thing), as a saved
    /// navigation names it; `nil` if the feature takes no such id.
    static func screen(id: Int?) -> AppScreen?
    /// The use cases the feature's presenter calls, each built by the root when a screen first needs it:
    /// what a test that goes through every call of the app reads.
    static var useCases: [any AppUseCase.Type] { get }
    /// The tab whose first screen is the feature's (its screen that shows no one thing), if it has one: the
    /// tab bar shows it there. None unless the feature says so.
    static var tab: AppTab? { get }
    /// The links that open the feature's screen, each read by the app's ``DeepLinkParser``; none unless
    /// the feature says so.
    static var links: [LinkForm] { get }
    /// The forms of the requests the feature declares (its `APIRequest`s), as a server reads them back from
    /// HTTP; none unless the feature says so.
    static var requests: [RequestForm] { get }
    /// The event the presenter gets each time the screen comes on top, as a view controller's
    /// `viewWillAppear` would send it; none unless the feature says so.
    static var appearEvent: Event? { get }
    /// What `route` asks of the navigation: a request of the app's navigation value, naming the screen it
    /// leads to by its ``AppScreen``.
    static func request(for route: Route, in root: CompositionRoot) -> AppNavigationRequest
    /// Whether the screen, showing `state`, found that what it shows no longer exists (a post deleted):
    /// a restored navigation then goes back to the feed. Never, unless the feature says so.
    static func isGone(_ state: State) -> Bool
}

extension AppFeature {
    /// The presenter that runs the feature's screen.
    public typealias ScreenPresenter = Presenter<Event, State, Route>

    public static var appearEvent: Event? { nil }

    public static var useCases: [any AppUseCase.Type] { [] }

    public static var links: [LinkForm] { [] }

    public static var requests: [RequestForm] { [] }

    public static var tab: AppTab? { nil }

    public static func isGone(_ state: State) -> Bool { false }
}

/// A screen of the app with the presenter that runs it, as the navigator keeps it: what a view layer renders
/// and sends events to. The composition root builds it from its ``AppScreen``
/// (``CompositionRoot/screen(_:)``).
///
/// The navigator knows no screen by name: it applies the request its feature says each route makes.
public struct Screen: CustomStringConvertible {
    /// Which screen this is, as the navigation value names it.
    public let id: AppScreen
    /// The presenter, for identity and ownership; ``presenter(as:)`` gives it with its types.
    private let presenter: AnyObject
    /// What each route of the screen asks of the navigation, as it comes.
    public let requests: Observable<AppNavigationRequest>
    /// Tells the presenter that its screen is about to appear.
    private let appear: () -> Void
    /// Completes with one element once the screen finds that what it shows no longer exists.
    let gone: Observable<AppScreen>

    /// The screen `id` of `Feature`, run by `presenter`.
    init<Feature: AppFeature>(
        _ feature: Feature.Type, _ id: AppScreen, _ presenter: Feature.ScreenPresenter, root: CompositionRoot
    ) {
        self.id = id
        self.presenter = presenter
        requests = presenter.routes.map { Feature.request(for: $0, in: root) }
        self.appear = { [weak presenter] in
            if let appear = Feature.appearEvent, let presenter { presenter.send(appear) }
        }
        gone = presenter.state.filter(Feature.isGone).take(1).map { _ in id }
    }

    /// The feature whose screen this is: the key to the presenter's types.
    public var feature: any AppFeature.Type { id.feature }

    /// The screen's feature's name, as a view would title it: `login`, `registration`, `feed`, `post`.
    public var name: String { id.name }

    /// `feed`, `post #98`: its ``id``.
    public var description: String { id.description }

    /// The presenter with its types, if the screen is `Feature`'s.
    public func presenter<Feature: AppFeature>(as feature: Feature.Type) -> Feature.ScreenPresenter? {
        self.feature == feature ? presenter as? Feature.ScreenPresenter : nil
    }

    /// Tells the screen's presenter it is about to appear, as a navigator does for the screen on top.
    public func willAppear() {
        appear()
    }
}

extension Screen: Equatable {
    /// Two screens are the same when they run the same presenter.
    public static func == (lhs: Screen, rhs: Screen) -> Bool {
        lhs.presenter === rhs.presenter
    }
}

/// How a screen came onto the navigator's stack.
public enum Presentation: Hashable, Sendable {
    /// The bottom of the stack: the screen the app starts with, or the one that replaced the others.
    case root
    /// Pushed onto the screen below, as in a navigation controller.
    case push
    /// Presented modally over the screen below.
    case modal
}

/// A screen shown by the navigator, under the modal or in it, and how it got there.
public struct NavigationEntry: Equatable, CustomStringConvertible {
    public let screen: Screen
    public let presentation: Presentation

    /// `screen`, shown with `presentation`.
    public init(_ screen: Screen, _ presentation: Presentation) {
        self.screen = screen
        self.presentation = presentation
    }

    public var description: String { "\(screen.name) (\(presentation))" }
}
