import Presenters
import ShowcaseApp

/// What the demo does to the app for a command: an event for the screen on top, a gesture the navigator
/// handles, or a failure injected into the backend.
///
/// It is what a recording of the session notes as `send` and what a replay performs again.
enum Intent: Equatable {
    /// An event for the screen on top: the screen's name, and the event as the screen's adapter writes it.
    case event(screen: String, event: String)
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
        .event(screen: Adapter.name, event: Adapter.text(of: event))
    }
}

extension Intent {
    /// The intent `command` stands for on `screen`, or why it means nothing there.
    ///
    /// This is what a view's controls do: a field forwards what is typed, a button sends its event. A
    /// control the screen does not show (a retry button without an error, the 999th row of a list of
    /// 20) cannot be used. `back` is the screen's own back button if it has one, the navigator's
    /// otherwise, which says why when there is nothing to go back to.
    static func of(_ command: Command, on screen: AdaptedScreen) -> Result<Intent, CommandError> {
        switch (command, screen.eventText(command)) {
        case (_, .success(let event)?): return .success(.event(screen: screen.screen.name, event: event))
        case (_, .failure(let error)?): return .failure(error)
        case (.back, nil): return .success(.back)
        case (.fail(let failure), nil): return .success(.fail(failure))
        case (.tab(let tab), nil): return .success(.tab(tab))
        case (.location(let permission), nil): return .success(.location(permission))
        case (.link(let link), nil): return .success(.link(link))
        default:
            return .failure(CommandError("'\(command.name)' does nothing on the \(screen.screen.name) screen"))
        }
    }
}
