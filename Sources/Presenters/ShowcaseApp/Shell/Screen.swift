import Presenters

/// A kind of screen of the app: the types of the presenter that runs it, its name, and how it is built
/// again from a ``ScreenID``.
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
    /// The screen's kind, as a view would title it: `login`, `feed`, `post`.
    static var name: String { get }
    /// What builds the screen of this kind showing the thing `id` (`nil`: a screen that shows no one thing),
    /// as a restored navigation, a tab or a link asks for it; `nil` if the kind takes no such id.
    static func maker(id: Int?, in root: CompositionRoot) -> (() -> Screen)?
    /// Whether the screen, showing `state`, found that what it shows no longer exists (a post deleted):
    /// a restored navigation then goes back to the feed. Never, unless the kind says so.
    static func isGone(_ state: State) -> Bool
}

extension ScreenKind {
    /// The presenter that runs a screen of this kind.
    public typealias ScreenPresenter = Presenter<Event, State, Route>

    public static func isGone(_ state: State) -> Bool { false }
}

/// A screen of the app with the presenter that runs it, as the navigator keeps it: what a view layer renders
/// and sends events to.
///
/// The navigator knows no screen by name: it follows what ``navigations`` says each route of the screen does.
public struct Screen: CustomStringConvertible {
    /// What kind of screen this is, the key to the presenter's types.
    public let kind: any ScreenKind.Type
    /// Which screen this is, as the navigation value names it.
    public let id: ScreenID
    /// The presenter, for identity and ownership; ``presenter(as:)`` gives it with its types.
    public let presenter: AnyObject
    /// What each route of the screen makes the navigator do; the next screen is built when the route comes.
    let navigations: Observable<Navigation>
    /// Tells the presenter that its screen is about to appear.
    let appear: () -> Void
    /// Completes with one element once the screen finds that what it shows no longer exists.
    let gone: Observable<ScreenID>

    /// A screen of `kind` run by `presenter`.
    /// - Parameters:
    ///   - id: which screen it is; the kind alone by default.
    ///   - appear: the event the presenter gets each time the screen comes on top, as a view controller's
    ///     `viewWillAppear` would send it; none if `nil`.
    ///   - navigate: what the navigator does for a route of the screen.
    public init<Kind: ScreenKind>(
        _ kind: Kind.Type, id: ScreenID? = nil, presenter: Kind.ScreenPresenter, appear: Kind.Event? = nil,
        navigate: @escaping (Kind.Route) -> Navigation
    ) {
        let id = id ?? ScreenID(kind)
        self.kind = kind
        self.id = id
        self.presenter = presenter
        navigations = presenter.routes.map(navigate)
        self.appear = { [weak presenter] in
            if let appear, let presenter { presenter.send(appear) }
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
}

extension Screen: Equatable {
    /// Two screens are the same when they run the same presenter.
    public static func == (lhs: Screen, rhs: Screen) -> Bool {
        lhs.presenter === rhs.presenter
    }
}

/// What the navigator does for a route.
public enum Navigation: CustomStringConvertible {
    /// Puts the screen on top of the stack shown (or of the modal's).
    case push(Screen)
    /// Presents the screen modally over what is shown.
    case present(Screen)
    /// Goes back: takes the top screen off, or dismisses a modal at its first screen.
    case back
    /// A user signed in: the signed-in app, its tabs with their first screens, the feed's shown; then the
    /// link kept while nobody was signed in, if any.
    case signedIn
    /// The user signed out: the login alone, every other screen released.
    case signedOut

    /// The screen the navigation brings on top, if it brings one it built.
    public var screen: Screen? {
        switch self {
        case .push(let screen), .present(let screen): return screen
        case .back, .signedIn, .signedOut: return nil
        }
    }

    public var description: String {
        switch self {
        case .push(let screen): return "push \(screen)"
        case .present(let screen): return "present \(screen)"
        case .back: return "back"
        case .signedIn: return "signed in"
        case .signedOut: return "signed out"
        }
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
