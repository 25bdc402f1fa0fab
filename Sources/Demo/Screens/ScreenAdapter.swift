import Foundation
import Presenters
import ShowcaseApp

/// How the demo shows a kind of screen and what its commands do there: the demo's view of one screen.
///
/// A screen's adapter is an extension of its feature (`extension FeedScreen: ScreenAdapter` in
/// `FeedAdapter.swift`), listed in ``ScreenAdapters/all``; the shell finds it from the feature of the screen
/// on top through ``AppScreen/adapter``. Its events, states and routes are `Codable`, as a recording
/// of the session writes them; the demo's notes write an event as `EventText` derives it from its `Codable`
/// form.
protocol ScreenAdapter: AppFeature where Event: Codable & Hashable, State: Codable, Route: Codable {
    /// The screen showing `state`, as lines of text; `previous` is what it showed last, if it was shown.
    /// Each field read of `state` is one whose change draws the screen again; one not read is not shown.
    static func lines(_ state: ShownState<State>, after previous: ShownState<State>?) -> [String]
    /// The screen's commands, each one of its controls: its line in `help`, and the event it sends on the
    /// screen showing a state (or why the control cannot be used then).
    static var commands: [ScreenCommand<State, Event>] { get }
    /// What the screen's lines need explained (what a mark means), shown the first time the screen is
    /// shown in a run, and in `help`; none by default.
    static var legend: [String] { get }
}

extension ScreenAdapter {
    static var legend: [String] { [] }

    /// The screen showing the state value `state`, after `previous` if given.
    static func lines(_ state: State, after previous: State? = nil) -> [String] {
        lines(ShownState(state), after: previous.map { ShownState($0) })
    }

    /// The screen's commands, without its types.
    static var declaredCommands: [DeclaredCommand] {
        commands.map { DeclaredCommand(help: $0.help, isSecret: $0.isSecret, check: $0.check) }
    }

    /// The event that the screen's command `name` (in lower case) sends with `argument` on the screen
    /// showing `state`, or why it cannot; `nil` if the screen has no such command.
    static func event(_ name: String, _ argument: String, in state: State) -> Result<Event, CommandError>? {
        commands.first { $0.answers(to: name) }?.perform(argument, state)
    }

    /// The event written as `text` after the screen's name, if it is one of the screen's exactly as
    /// `EventText` writes it, or as the demo wrote it before (`EventText.formerTexts`).
    static func screenEvent(from text: Substring) -> ScreenEvent? {
        let current = EventText.formerTexts[name]?[text] ?? text
        return EventText.event(Event.self, from: current).map { ScreenEvent($0, to: Self.self) }
    }
}

/// The adapters of the app's screens.
enum ScreenAdapters {
    /// The adapter of every feature, in the order the app lists its features (`AppScreen.features`): the
    /// one list of the demo's screens, which `IntentTests` checks against the app's.
    static var all: [any ScreenAdapter.Type] {
        [
            LoginScreen.self, RegistrationScreen.self, FeedScreen.self, PostDetailScreen.self, CollectionScreen.self,
            UserScreen.self, VenuesScreen.self, VenueDetailScreen.self, GalleryScreen.self, SearchScreen.self,
            TopicsScreen.self, TopicScreen.self,
        ]
    }

    /// The adapter of `feature`, if the demo has one.
    static func of(_ feature: any AppFeature.Type) -> (any ScreenAdapter.Type)? {
        all.first { ObjectIdentifier($0) == ObjectIdentifier(feature) }
    }

    /// The adapter of the screens named `name`.
    static func named(_ name: Substring) -> (any ScreenAdapter.Type)? {
        all.first { $0.name == name }
    }
}

/// A screen bound to its adapter: what the shell asks of the screen on top, without its types.
struct AdaptedScreen {
    let screen: Screen
    /// The lines of the screen as it is now.
    let lines: () -> [String]
    /// Calls `show` with the screen's lines now and at every change, until disposed.
    let render: (_ show: @escaping ([String]) -> Void) -> Disposable
    /// The adapter of the screen's kind.
    let adapter: any ScreenAdapter.Type
    /// The intent of the screen's command `name` (in lower case) with `argument` on the screen as it is now,
    /// or why it cannot be used; `nil` if the screen has no such command.
    let intent: (_ name: String, _ argument: String) -> Result<Intent, CommandError>?
    /// Calls `failed` with each error of the presenter's effects that nothing turned into state, and then,
    /// if there is a recorder, has it record the presenter under `name`.
    let follow: (_ failed: @escaping (Error) -> Void, _ recorder: SessionRecorder?, _ name: String) -> Void

    /// `screen` bound to the adapter of its feature.
    init(_ screen: Screen) {
        self.init(screen.id.adapter, screen)
    }

    private init<Adapter: ScreenAdapter>(_ adapter: Adapter.Type, _ screen: Screen) {
        guard let presenter = screen.presenter(as: Adapter.self) else {
            // `AppScreen.adapter` names the adapter of the screen's own feature.
            preconditionFailure("\(screen) is not a screen of \(Adapter.name)")
        }
        self.screen = screen
        self.adapter = adapter
        lines = { Adapter.lines(presenter.currentState, after: nil) }
        render = { show in
            if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
                // Drawn on the main thread, where the app's work runs and `show` is called.
                nonisolated(unsafe) let show = show
                let screen = MainActor.assumeIsolated { ObservedScreen<Adapter>(presenter, show: show) }
                return Disposables.create {
                    guard Thread.isMainThread else { return DispatchQueue.main.async { screen.stop() } }
                    MainActor.assumeIsolated { screen.stop() }
                }
            }
            // Without Observation, every state is drawn, and the adapter prints what changed.
            var shown: Adapter.State?
            return presenter.state.subscribe(onNext: { state in
                show(Adapter.lines(state, after: shown))
                shown = state
            })
        }
        intent = { name, argument in
            Adapter.event(name, argument, in: presenter.currentState)?.map { .event(ScreenEvent($0, to: Adapter.self)) }
        }
        follow = { failed, recorder, name in
            presenter.onTrace = { _, trace in
                if case .failure(let error) = trace { failed(error) }
            }
            // After the hook above, which the recorder calls in turn.
            recorder?.record(presenter, as: name)
        }
    }
}

extension AppScreen {
    /// The demo's adapter of the screen's feature, found from the feature.
    var adapter: any ScreenAdapter.Type {
        guard let adapter = ScreenAdapters.of(feature) else {
            preconditionFailure("the demo has no adapter of the \(name) screen: list it in ScreenAdapters.all")
        }
        return adapter
    }
}
