import Presenters
import ShowcaseApp

/// What the demo does to the app for a command: an event for the screen on top, a gesture the navigator
/// handles, or a failure injected into the backend.
///
/// It is what a recording of the session notes as `send` and what a replay performs again.
enum Intent: Equatable {
    /// An event for the screen on top, typed as its presenter takes it.
    case event(ScreenEvent)
    /// Goes back, as a swipe back or a dismissed sheet does: the top screen off, or the modal dismissed.
    case back
    /// Makes the backend's next request fail.
    case fail(BackendFailure)
    /// Shows a tab of the app's tab bar, with its stack as it was left.
    case tab(AppTab)
    /// Grants or refuses the app the device's location.
    case location(InMemoryLocationService.Permission)
    /// Opens a link, as the system hands it to the app.
    case link(String)

    /// The intent of sending `event` to a screen of `adapter`'s kind.
    static func send<Adapter: ScreenAdapter>(_ event: Adapter.Event, to adapter: Adapter.Type) -> Intent {
        .event(ScreenEvent(event, to: adapter))
    }
}

/// An event for a screen of one kind, as its presenter takes it: what one of the screen's controls sends.
struct ScreenEvent: Equatable {
    /// The name of the kind of screen the event is for.
    let screen: String
    /// The event as `EventText` writes it after the screen's name, as a recording notes it.
    let text: String
    private let event: AnyHashable
    private let deliver: (Screen) -> Bool

    /// `event` for a screen of `adapter`'s kind.
    init<Adapter: ScreenAdapter>(_ event: Adapter.Event, to adapter: Adapter.Type) {
        screen = Adapter.name
        text = EventText.text(of: event)
        self.event = AnyHashable(event)
        deliver = { screen in
            guard let presenter = screen.presenter(as: Adapter.self) else { return false }
            presenter.send(event)
            return true
        }
    }

    /// Sends the event to the presenter of `screen`; false if `screen` is not of the kind it is for.
    func send(to screen: Screen) -> Bool {
        deliver(screen)
    }

    static func == (lhs: ScreenEvent, rhs: ScreenEvent) -> Bool {
        lhs.screen == rhs.screen && lhs.event == rhs.event
    }
}
