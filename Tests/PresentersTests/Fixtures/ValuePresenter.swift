import Presenters

/// What the value screen's view reports.
enum ValueEvent: Hashable, Sendable {
    /// The screen is about to appear: fetch the value.
    case prepare
    /// The button was touched.
    case touch
}

/// What the value screen shows.
enum ValueState: Equatable, Sendable {
    /// Nothing fetched or touched yet.
    case initial
    /// The use case answered with `value`.
    case prepared(value: Int)
    /// The button was touched.
    case touched
}

/// The value screen: it shows a value fetched when the screen prepares, and a touched state once its
/// button is touched. It does not navigate.
typealias ValuePresenter = Presenter<ValueEvent, ValueState, Never>

/// A value screen that fetches its value from `useCase`; a second `prepare` replaces a fetch in flight.
func makeValuePresenter(useCase: any ValueUseCase, scheduler: any SchedulerType) -> ValuePresenter {
    Presenter(initialState: .initial, scheduler: scheduler, reduce: .replace) { event, _ in
        switch event {
        case .prepare: return .run(useCase.fetchValue().map { .prepared(value: $0) }, .latest("prepare"))
        case .touch: return .mutate(.touched)
        }
    }
}
