import Presenters
import ShowcaseApp

/// A route as the line `-> ...` names it.
enum RouteRendering {
    static func text(_ route: LoginRoute) -> String {
        switch route {
        case .feed: return "feed"
        case .registration: return "registration"
        }
    }

    static func text(_ route: RegistrationRoute) -> String {
        switch route {
        case .feed: return "feed"
        }
    }

    static func text(_ route: FeedRoute) -> String {
        switch route {
        case .postDetail(let post): return "post #\(post.id)"
        }
    }

    static func text(_ route: PostDetailRoute) -> String {
        switch route {
        case .back: return "back"
        }
    }
}
