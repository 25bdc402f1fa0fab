import Presenters
import ShowcaseApp

/// How the demo shows a kind of screen and what its commands do there: the demo's view of one screen.
///
/// A screen's adapter is an extension of its kind (`extension FeedScreen: ScreenAdapter` in
/// `FeedAdapter.swift`), so the shell finds it from the screen on top without a list of screens. Its
/// events, states and routes are `Codable`, as a recording of the session writes them.
protocol ScreenAdapter: ScreenKind where Event: Codable, State: Codable, Route: Codable {
    /// The screen showing `state`, as lines of text; `previous` is what it showed last, if it was shown.
    static func lines(_ state: State, after previous: State?) -> [String]
    /// The event `command` sends on the screen showing `state`: `nil` when the command is none of the
    /// screen's controls, a failure when the control cannot be used now (the 999th row of a list of 20).
    static func event(for command: Command, in state: State) -> Result<Event, CommandError>?
    /// How the demo writes `event` after the screen's name (what it sends, and its recording's notes), as in `emailChanged "demo@example.com"`.
    static func text(of event: Event) -> String
    /// The event that `text` writes, or `nil` if `text` is none that `text(of:)` writes.
    static func event(from text: Substring) -> Event?
}

extension ScreenAdapter {
    /// Whether `text` is an event of the screen exactly as `text(of:)` writes it.
    static func writesEvent(_ text: Substring) -> Bool {
        event(from: text).map { self.text(of: $0) == text } ?? false
    }
}

/// The adapters of the app's screens.
enum ScreenAdapters {
    /// The adapter of every kind of screen the app lists that the demo can show.
    static var all: [any ScreenAdapter.Type] {
        CompositionRoot.screenKinds.compactMap { $0 as? any ScreenAdapter.Type }
    }

    /// The adapter of the screens named `name`.
    static func named(_ name: Substring) -> (any ScreenAdapter.Type)? {
        all.first { $0.name == name }
    }
}

/// An event as the demo writes it: its name, then its argument if it carries one (quoted text, or a
/// number), as in `loginTapped`, `emailChanged "a b"` or `select 42`.
enum EventText {
    /// `name "text"`.
    static func typed(_ name: String, _ text: String) -> String {
        name + " " + Quoting.quote(text)
    }

    /// `120`, `-40`, `12.5`: a number of points, without a fraction when it has none.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// The name and the argument of `text`, split at its first space.
    static func split(_ text: Substring) -> (name: Substring, argument: Substring?) {
        guard let space = text.firstIndex(of: " ") else { return (text, nil) }
        return (text[..<space], text[text.index(after: space)...])
    }
}

/// A screen bound to its adapter: what the shell asks of the screen on top, without its types.
struct AdaptedScreen {
    let screen: Screen
    /// The lines of the screen as it is now.
    let lines: () -> [String]
    /// Calls `show` with the screen's lines now and at every change, until disposed.
    let render: (_ show: @escaping ([String]) -> Void) -> Disposable
    /// The event a command sends, written as `text(of:)` writes it.
    let eventText: (Command) -> Result<String, CommandError>?
    /// Sends the event written as `text`; false if `text` writes none.
    let send: (Substring) -> Bool
    /// Calls `failed` with each error of the presenter's effects that nothing turned into state, and then,
    /// if there is a recorder, has it record the presenter under `name`.
    let follow: (_ failed: @escaping (Error) -> Void, _ recorder: SessionRecorder?, _ name: String) -> Void

    /// `screen` bound to its adapter, or `nil` if the demo has none for its kind.
    init?(_ screen: Screen) {
        guard let adapter = screen.kind as? any ScreenAdapter.Type else { return nil }
        self.init(adapter, screen)
    }

    private init?<Adapter: ScreenAdapter>(_ adapter: Adapter.Type, _ screen: Screen) {
        guard let presenter = screen.presenter(as: Adapter.self) else { return nil }
        self.screen = screen
        lines = { Adapter.lines(presenter.currentState, after: nil) }
        render = { show in
            var shown: Adapter.State?
            return presenter.state.subscribe(onNext: { state in
                show(Adapter.lines(state, after: shown))
                shown = state
            })
        }
        eventText = { command in Adapter.event(for: command, in: presenter.currentState)?.map(Adapter.text(of:)) }
        send = { text in
            guard let event = Adapter.event(from: text) else { return false }
            presenter.send(event)
            return true
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
