import Presenters

/// A kind of screen of the app: the types of the presenter that runs it, its name, how the composition root
/// builds it from a ``ScreenID``, and what each of its routes asks of the navigation.
///
/// Each feature declares one, as `FeedScreen`; a view layer extends it with how it shows the screen, and
/// finds it again from a ``Screen`` through ``Screen/kind``.
public protocol ScreenKind {
    /// What the screen's view reports.
    associatedtype Event
    /// What the screen shows.
    associatedtype State: Equatable
    /// Where the screen leads.
    associatedtype Route
    /// What a screen that leads here may give the screen to show at once while it loads by its id (the post
    /// of a row of the feed): a ``ScreenID``'s seed. None, unless the kind says so.
    associatedtype Seed: Sendable = Never
    /// The screen's kind, as a view would title it: `login`, `feed`, `post`.
    static var name: String { get }
    /// What builds the presenter of the screen of this kind showing the thing `id` (`nil`: a screen that
    /// shows no one thing), given the seed its ``ScreenID`` carries, if any; `nil` if the kind takes no such
    /// id. The one way a screen is built: for a route, a tab, a link and a restored navigation alike.
    static func maker(id: Int?, in root: CompositionRoot) -> ((Seed?) -> Presenter<Event, State, Route>)?
    /// The event the presenter gets each time the screen comes on top, as a view controller's
    /// `viewWillAppear` would send it; none unless the kind says so.
    static var appearEvent: Event? { get }
    /// What `route` asks of the navigation: a request of the app's navigation value, naming the screen it
    /// leads to by its ``ScreenID``.
    static func request(for route: Route, in root: CompositionRoot) -> AppNavigationRequest
    /// Whether the screen, showing `state`, found that what it shows no longer exists (a post deleted):
    /// a restored navigation then goes back to the feed. Never, unless the kind says so.
    static func isGone(_ state: State) -> Bool
}

extension ScreenKind {
    /// The presenter that runs a screen of this kind.
    public typealias ScreenPresenter = Presenter<Event, State, Route>

    public static var appearEvent: Event? { nil }

    public static func isGone(_ state: State) -> Bool { false }

    /// Whether the kind takes the id `id`; builds nothing.
    static func takes(id: Int?, in root: CompositionRoot) -> Bool {
        maker(id: id, in: root) != nil
    }

    /// The screen `id` of this kind over `root`'s collaborators, or `nil` if the kind takes no such id.
    static func screen(_ id: ScreenID, in root: CompositionRoot) -> Screen? {
        guard let make = maker(id: id.id, in: root) else { return nil }
        return Screen(self, id: id, presenter: make(id.seed as? Seed), root: root)
    }
}

/// A screen of the app with the presenter that runs it, as the navigator keeps it: what a view layer renders
/// and sends events to. The composition root builds it from its ``ScreenID``
/// (``CompositionRoot/screen(_:)``).
///
/// The navigator knows no screen by name: it applies the request its kind says each route makes.
public struct Screen: CustomStringConvertible {
    /// What kind of screen this is, the key to the presenter's types.
    public let kind: any ScreenKind.Type
    /// Which screen this is, as the navigation value names it.
    public let id: ScreenID
    /// The presenter, for identity and ownership; ``presenter(as:)`` gives it with its types.
    public let presenter: AnyObject
    /// What each route of the screen asks of the navigation, as it comes.
    public let requests: Observable<AppNavigationRequest>
    /// Tells the presenter that its screen is about to appear.
    private let appear: () -> Void
    /// Completes with one element once the screen finds that what it shows no longer exists.
    let gone: Observable<ScreenID>

    /// The screen `id` of `kind`, run by `presenter`.
    init<Kind: ScreenKind>(_ kind: Kind.Type, id: ScreenID, presenter: Kind.ScreenPresenter, root: CompositionRoot) {
        self.kind = kind
        self.id = id
        self.presenter = presenter
        requests = presenter.routes.map { Kind.request(for: $0, in: root) }
        self.appear = { [weak presenter] in
            if let appear = Kind.appearEvent, let presenter { presenter.send(appear) }
        }
        gone = presenter.state.filter(Kind.isGone).take(1).map { _ in id }
    }

    /// The screen's kind, as a view would title it: `login`, `registration`, `feed`, `post`.
    public var name: String { kind.name }

    /// `feed`, `post #98`: its ``id``.
    public var description: String { id.description }

    /// The presenter with its types, if the screen is of `kind`.
    public func presenter<Kind: ScreenKind>(as kind: Kind.Type) -> Kind.ScreenPresenter? {
        ObjectIdentifier(self.kind) == ObjectIdentifier(kind) ? presenter as? Kind.ScreenPresenter : nil
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
