import Presenters
import ShowcaseApp

/// The production composition root with every presenter it builds reporting its trace (events, states,
/// routes) to the demo, which prints the routes and writes the transcript.
final class TracingCompositionRoot: CompositionRoot {
    /// One thing a presenter did, for the demo: the screen's name, when, what, and the route's text.
    struct Entry {
        let screen: String
        let time: RxTime
        /// `.event`, `.state`, `.route` or `.failure`.
        let kind: Transcript.Entry.Kind
        let description: String
        /// How the demo shows the route, as in `feed` or `post #98`; `nil` unless `kind` is `.route`.
        let route: String?
    }

    let production: ProductionCompositionRoot
    private let report: (Entry) -> Void

    init(_ production: ProductionCompositionRoot, report: @escaping (Entry) -> Void) {
        self.production = production
        self.report = report
    }

    func makeLogin() -> LoginPresenter {
        traced(production.makeLogin(), "login", RouteRendering.text)
    }

    func makeRegistration() -> RegistrationPresenter {
        traced(production.makeRegistration(), "registration", RouteRendering.text)
    }

    func makeFeed() -> FeedPresenter {
        traced(production.makeFeed(), "feed", RouteRendering.text)
    }

    func makePostDetail(post: Post) -> PostDetailPresenter {
        traced(production.makePostDetail(post: post), "post", RouteRendering.text)
    }

    private func traced<Event, State, Route>(
        _ presenter: Presenter<Event, State, Route>, _ screen: String, _ routeText: @escaping (Route) -> String
    ) -> Presenter<Event, State, Route> {
        let report = self.report
        presenter.onTrace = { time, trace in
            switch trace {
            case .event(let event): report(Entry(screen, time, .event, String(describing: event)))
            case .state(let state): report(Entry(screen, time, .state, String(describing: state)))
            case .failure(let error): report(Entry(screen, time, .failure, String(describing: error)))
            case .route(let route):
                report(Entry(screen, time, .route, String(describing: route), route: routeText(route)))
            }
        }
        return presenter
    }
}

extension TracingCompositionRoot.Entry {
    fileprivate init(
        _ screen: String, _ time: RxTime, _ kind: Transcript.Entry.Kind, _ description: String, route: String? = nil
    ) {
        self.init(screen: screen, time: time, kind: kind, description: description, route: route)
    }
}
