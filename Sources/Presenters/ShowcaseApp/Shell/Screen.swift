import Presenters

/// A kind of screen of the app: the types of the presenter that runs it, and its name.
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
}

extension ScreenKind {
    /// The presenter that runs a screen of this kind.
    public typealias ScreenPresenter = Presenter<Event, State, Route>
}

/// A screen of the app with the presenter that runs it, as the navigator keeps it: what a view layer renders
/// and sends events to.
///
/// The navigator knows no screen by name: it follows what ``navigations`` says each route of the screen does.
public struct Screen: CustomStringConvertible {
    /// What kind of screen this is, the key to the presenter's types.
    public let kind: any ScreenKind.Type
    /// The presenter, for identity and ownership; ``presenter(as:)`` gives it with its types.
    public let presenter: AnyObject
    /// What each route of the screen makes the navigator do; the next screen is built when the route comes.
    let navigations: Observable<Navigation>
    /// Tells the presenter that its screen is about to appear.
    let appear: () -> Void

    /// A screen of `kind` run by `presenter`.
    /// - Parameters:
    ///   - appear: the event the presenter gets each time the screen comes on top of the stack, as a view
    ///     controller's `viewWillAppear` would send it; none if `nil`.
    ///   - navigate: what the navigator does for a route of the screen.
    public init<Kind: ScreenKind>(
        _ kind: Kind.Type, presenter: Kind.ScreenPresenter, appear: Kind.Event? = nil,
        navigate: @escaping (Kind.Route) -> Navigation
    ) {
        self.kind = kind
        self.presenter = presenter
        navigations = presenter.routes.map(navigate)
        self.appear = { [weak presenter] in
            if let appear, let presenter { presenter.send(appear) }
        }
    }

    /// The screen's kind, as a view would title it: `login`, `registration`, `feed`, `post`.
    public var name: String { kind.name }

    public var description: String { name }

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
    /// Puts the screen on top of the stack.
    case push(Screen)
    /// Presents the screen modally over the top of the stack.
    case present(Screen)
    /// Makes the screen the only one, releasing every other.
    case replaceRoot(Screen)
    /// Takes the top screen off the stack.
    case back

    /// The screen the navigation brings on top, if it brings one.
    public var screen: Screen? {
        switch self {
        case .push(let screen), .present(let screen), .replaceRoot(let screen): return screen
        case .back: return nil
        }
    }

    public var description: String {
        switch self {
        case .push(let screen): return "push \(screen)"
        case .present(let screen): return "present \(screen)"
        case .replaceRoot(let screen): return "replace root with \(screen)"
        case .back: return "back"
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

/// A screen on the navigator's stack and how it got there.
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
