import Foundation
import Observation
import Presenters
import ShowcaseApp

/// The screen on top as a SwiftUI view draws it: its adapter's lines read the fields of an
/// `ObservedPresenter` of its presenter under `withObservationTracking`, and the screen is drawn again when
/// a field it read changed, not when only fields it does not show did (the gallery's positions awaited,
/// say).
///
/// Observation tells of a change before it is made (`onChange` runs in the model's `willSet`), so the
/// screen only notes that it is out of date then, and is drawn once the presenter's state has reached the
/// model, as a view is drawn at the next frame: the screen follows the presenter's states after the model,
/// which subscribed first, so that each state is applied to the model before the screen hears of it.
/// Everything runs on the main thread: the app's work runs there (on the main queue in real time), and a
/// state that arrives elsewhere reaches the model and the screen through the main queue, in that order.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
final class ObservedScreen<Adapter: ScreenAdapter> {
    private let model: ObservedPresenter<Adapter.Event, Adapter.State, Adapter.Route>
    private let show: ([String]) -> Void
    /// What the screen read when it was last drawn.
    private var shown: ReadFields<Adapter.State>?
    /// Whether a field the screen read changed since it was drawn.
    private var isOutOfDate = false
    private var isStopped = false
    private var states: Disposable?

    /// Draws the screen of `presenter` with `show` now, and again at each change of what it shows, until
    /// `stop()`.
    init(_ presenter: Adapter.ScreenPresenter, show: @escaping ([String]) -> Void) {
        model = ObservedPresenter(presenter)
        self.show = show
        // The routes are the navigator's, which follows the presenter itself: the screen drops its copies.
        model.onRoute { _ in }
        draw()
        states = presenter.state.subscribe(onNext: { [weak self] _ in
            guard Thread.isMainThread else {
                // After the model's own hop, which the main queue runs first.
                return DispatchQueue.main.async { MainActor.assumeIsolated { self?.stateApplied() } }
            }
            MainActor.assumeIsolated { self?.stateApplied() }
        })
    }

    /// Stops drawing the screen; its model lets the presenter go.
    func stop() {
        isStopped = true
        states?.dispose()
        states = nil
    }

    /// Draws the screen again if what it showed changed.
    private func stateApplied() {
        guard isOutOfDate, !isStopped else { return }
        draw()
    }

    private func draw() {
        isOutOfDate = false
        let fields = ModelFields(model)
        let previous = shown.map { shown in
            var read = shown
            read.unread = fields
            return ShownState(reading: read)
        }
        let lines = withObservationTracking {
            Adapter.lines(ShownState(reading: fields), after: previous)
        } onChange: { [weak self] in
            // Before the change: the screen is drawn once it is made.
            MainActor.assumeIsolated { self?.isOutOfDate = true }
        }
        shown = ReadFields(values: fields.values)
        show(lines)
    }
}

/// The fields of a model, each read through it, so that whoever tracks the reading observes that field; and
/// the values read, which the next drawing reads as what was shown.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
private final class ModelFields<Event, State: Equatable, Route>: StateFields {
    let model: ObservedPresenter<Event, State, Route>
    private(set) var values: [AnyKeyPath: Any] = [:]

    init(_ model: ObservedPresenter<Event, State, Route>) {
        self.model = model
    }

    func value<Value: Equatable>(of field: KeyPath<State, Value>) -> Value {
        // Read on the main thread only, where the screen is drawn: the key path does not leave it.
        let model = self.model
        nonisolated(unsafe) let field = field
        let value = MainActor.assumeIsolated { Read(value: model[field]) }.value
        values[field] = value
        return value
    }
}

/// A value read on the main actor, handed back to the drawing that runs there.
private struct Read<Value>: @unchecked Sendable {
    let value: Value
}
