import Presenters
import ShowcaseApp

@testable import Demo

extension Intent {
    /// What the line typed does on `screen`: its intent, or why it is none (a line that reads as no
    /// command, or as a command of the demo's own, such as `wait`).
    static func typed(_ line: String, on screen: Screen) -> Result<Intent, CommandError> {
        Command.parse(line, on: AdaptedScreen(screen)).flatMap { command in
            guard case .intent(let intent) = command else { return .failure(CommandError("not an intent")) }
            return .success(intent)
        }
    }
}

extension ScreenAdapter {
    /// The screen's `event`, as the demo sends it: `FeedScreen.intent(.appear)`.
    static func intent(_ event: Event) -> Intent { .send(event, to: Self.self) }

    /// The event that the screen's command typed as `line` sends on the screen showing `state`, or why it
    /// cannot; `nil` if the screen has no such command.
    static func event(for line: String, in state: State) -> Result<Event, CommandError>? {
        let words = line.split(separator: " ", maxSplits: 1)
        return event(String(words[0]), words.count > 1 ? String(words[1]) : "", in: state)
    }
}
