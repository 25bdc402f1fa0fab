import Presenters

/// A screen of the app with the presenter that runs it: what a view layer renders and sends events to.
public enum Screen: CustomStringConvertible {
    case login(LoginPresenter)
    case registration(RegistrationPresenter)
    case feed(FeedPresenter)
    case postDetail(PostDetailPresenter)

    /// The screen's kind, as a view would title it: `login`, `registration`, `feed`, `post`.
    public var name: String {
        switch self {
        case .login: return "login"
        case .registration: return "registration"
        case .feed: return "feed"
        case .postDetail: return "post"
        }
    }

    public var description: String { name }

    /// The presenter, for identity and ownership.
    var presenter: AnyObject {
        switch self {
        case .login(let presenter): return presenter
        case .registration(let presenter): return presenter
        case .feed(let presenter): return presenter
        case .postDetail(let presenter): return presenter
        }
    }

    /// Tells the presenter that its screen is about to appear, as a view controller's `viewWillAppear`
    /// would: the feed loads its first page then.
    func appear() {
        if case .feed(let presenter) = self { presenter.send(.appear) }
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
