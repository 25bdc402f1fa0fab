import PresentersXCTest
import ShowcaseApp

/// A use case of the app whose every call a test makes once, declared in its feature's tests
/// (`<Feature>Calls.swift`): what the feature's `<Feature>CallsTests` checks with `assertEachCallMakesItsValues`,
/// and `UseCaseValuesTests` finds for every use case of the app.
protocol ExercisedUseCase: AppUseCase {
    /// Makes each call of the use case once, with arguments the catalog has.
    func callEachOnce() -> [Observable<Void>]
    /// The names of its calls that take no request; none unless it says so.
    static var callsTakingNothing: [String] { get }
}

extension ExercisedUseCase {
    static var callsTakingNothing: [String] { [] }
}

/// A feature whose screen makes requests, each of which times out, declared in the feature's tests
/// (`<Feature>Calls.swift`): the rows the feature's `<Feature>CallsTests` checks with `assertEachRequestTimesOut`,
/// and `RequestTimeoutTableTests` finds for every feature of the app.
protocol TimedRequests: AppFeature where State: Equatable, Route: Equatable {
    /// A row for each kind of request the screen makes.
    static var timeoutRows: [RequestTimeoutRow<Event, State, Route>] { get }
}

/// One kind of request, on the screen that makes it, which times out 10 s after it is made.
struct RequestTimeoutRow<Event, State: Equatable, Route: Equatable> {
    /// What does not answer in a row.
    enum Hanging {
        /// The next request to the backend.
        case backend
        /// The first request for the device's location.
        case location
    }

    /// What the server's timeout says.
    static var server: String { "The server took too long to answer." }

    /// What the request is, as a failure names it.
    let name: String
    /// The use case's call that does not answer, by its declared name.
    let call: String
    /// What does not answer.
    var hanging = Hanging.backend
    /// The screen, built by the root.
    let screen: (CompositionRoot) -> Presenter<Event, State, Route>
    /// The events that bring the screen to the request, answered before anything hangs.
    var before: [Event] = []
    /// The events that make the request.
    let request: [Event]
    /// The ticks between the events and the request: the device finds the user before the venues are
    /// asked for.
    var madeAfter: TestTime = 0
    /// What the screen says about the request, if anything.
    let says: (State) -> String?
    /// What it says once the request timed out.
    let timedOut: String
    /// The events of the retry.
    let retry: [Event]
    /// Whether the screen shows what the retry brought.
    let succeeded: (State) -> Bool
    /// The routes the retry leads to.
    var routes: [Route] = []
    /// The subscriptions the screen keeps while it lives: those following the store's votes.
    var following = 0
}

extension Observable {
    /// The call's answer, whatever it is: what a test that only makes the call needs.
    var made: Observable<Void> { map { _ in () } }
}

extension PrimitiveSequence where Trait == SingleTrait {
    /// The call's answer, whatever it is: what a test that only makes the call needs.
    var made: Observable<Void> { asObservable().map { _ in () } }
}
