import Presenters
import ShowcaseApp

extension Intent {
    /// The intent as a transcript writes it: the screen or part of the app it goes to, its name, and its
    /// argument, as in `login emailChanged "demo@example.com"` or `feed select 42`.
    var text: String {
        switch self {
        case .login(.emailChanged(let email)): return "login emailChanged " + Quoting.quote(email)
        case .login(.passwordChanged(let password)): return "login passwordChanged " + Quoting.quote(password)
        case .login(.loginTapped): return "login loginTapped"
        case .login(.registerTapped): return "login registerTapped"
        case .login(.errorDismissed): return "login errorDismissed"
        case .registration(.emailChanged(let email)): return "registration emailChanged " + Quoting.quote(email)
        case .registration(.passwordChanged(let password)):
            return "registration passwordChanged " + Quoting.quote(password)
        case .registration(.ageChanged(let age)): return "registration ageChanged " + Quoting.quote(age)
        case .registration(.registerTapped): return "registration registerTapped"
        case .registration(.errorDismissed): return "registration errorDismissed"
        case .feed(.appear): return "feed appear"
        case .feed(.refresh): return "feed refresh"
        case .feed(.reachedEnd): return "feed reachedEnd"
        case .feed(.retry): return "feed retry"
        case .feed(.select(let id)): return "feed select \(id)"
        case .post(.backTapped): return "post backTapped"
        case .back: return "navigator back"
        case .fail(let failure): return "backend fail \(failure.rawValue)"
        }
    }

    /// The intent written as `text`, or `nil` if `text` is not what `text` writes.
    init?(text: Substring) {
        if let bare = Self.withoutArgument.first(where: { $0.text == text }) {
            self = bare
            return
        }
        let parts = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        let key = parts[0] + " " + parts[1]
        if key == "feed select" {
            guard let id = Int(parts[2]) else { return nil }
            self = .feed(.select(id: id))
            return
        }
        guard let typed = Quoting.unquote(parts[2]) else { return nil }
        switch key {
        case "login emailChanged": self = .login(.emailChanged(typed))
        case "login passwordChanged": self = .login(.passwordChanged(typed))
        case "registration emailChanged": self = .registration(.emailChanged(typed))
        case "registration passwordChanged": self = .registration(.passwordChanged(typed))
        case "registration ageChanged": self = .registration(.ageChanged(typed))
        default: return nil
        }
    }

    /// Every intent that carries nothing but its name.
    private static let withoutArgument: [Intent] =
        [
            .login(.loginTapped), .login(.registerTapped), .login(.errorDismissed), .registration(.registerTapped),
            .registration(.errorDismissed), .feed(.appear), .feed(.refresh), .feed(.reachedEnd), .feed(.retry),
            .post(.backTapped), .back,
        ] + BackendFailure.allCases.map(Intent.fail)
}
