import Presenters
import ShowcaseApp

/// What the demo does to the app for a command: an event for the screen on top, a gesture the navigator
/// handles, or a failure injected into the backend.
///
/// It is what a transcript records as `send` and what a replay performs again.
enum Intent: Equatable {
    case login(LoginEvent)
    case registration(RegistrationEvent)
    case feed(FeedEvent)
    case post(PostDetailEvent)
    /// Takes the top screen off the stack, as a swipe back or a dismissed sheet does.
    case back
    /// Makes the backend's next request fail.
    case fail(BackendFailure)
}

extension Intent {
    /// The intent `command` stands for on `screen`, or why it means nothing there.
    ///
    /// This is what a view's controls do: a field forwards what is typed, a button sends its event. A
    /// control the screen does not show (a retry button without an error, the 999th row of a list of
    /// 20) cannot be used.
    static func of(_ command: Command, on screen: Screen, canGoBack: Bool) -> Result<Intent, CommandError> {
        switch (command, screen) {
        case (.email(let text), .login): return .success(.login(.emailChanged(text)))
        case (.email(let text), .registration): return .success(.registration(.emailChanged(text)))
        case (.password(let text), .login): return .success(.login(.passwordChanged(text)))
        case (.password(let text), .registration): return .success(.registration(.passwordChanged(text)))
        case (.age(let text), .registration): return .success(.registration(.ageChanged(text)))
        case (.login, .login): return .success(.login(.loginTapped))
        case (.register, .login): return .success(.login(.registerTapped))
        case (.register, .registration): return .success(.registration(.registerTapped))
        case (.dismiss, .login(let presenter)):
            return presenter.currentState.failure == nil ? nothingToDismiss : .success(.login(.errorDismissed))
        case (.dismiss, .registration(let presenter)):
            return presenter.currentState.failure == nil
                ? nothingToDismiss : .success(.registration(.errorDismissed))
        case (.refresh, .feed): return .success(.feed(.refresh))
        case (.more, .feed): return .success(.feed(.reachedEnd))
        case (.retry, .feed(let presenter)):
            return presenter.currentState.failure == nil
                ? .failure(CommandError("there is nothing to retry: no load failed")) : .success(.feed(.retry))
        case (.open(let number), .feed(let presenter)):
            let items = presenter.currentState.items
            guard number <= items.count else {
                let shown = items.isEmpty ? "no post is shown" : "the posts shown are 1 to \(items.count)"
                return .failure(CommandError("there is no post \(number): \(shown)"))
            }
            return .success(.feed(.select(id: items[number - 1].id)))
        case (.back, .postDetail): return .success(.post(.backTapped))
        case (.back, _):
            return canGoBack ? .success(.back) : .failure(CommandError("there is no screen to go back to"))
        case (.fail(let failure), _): return .success(.fail(failure))
        default:
            return .failure(CommandError("'\(command.name)' does nothing on the \(screen.name) screen"))
        }
    }

    private static var nothingToDismiss: Result<Intent, CommandError> {
        .failure(CommandError("there is no error message to dismiss"))
    }
}

extension Command {
    /// The word that starts the command.
    var name: String {
        switch self {
        case .email: return "email"
        case .password: return "password"
        case .age: return "age"
        case .login: return "login"
        case .register: return "register"
        case .dismiss: return "dismiss"
        case .refresh: return "refresh"
        case .more: return "more"
        case .open: return "open"
        case .back: return "back"
        case .retry: return "retry"
        case .fail: return "fail"
        case .state: return "state"
        case .wait: return "wait"
        case .help: return "help"
        case .quit: return "quit"
        }
    }
}
