import Presenters
import ShowcaseApp

@testable import Demo

extension Intent {
    /// The login screen's `event`, as the demo sends it.
    static func login(_ event: LoginEvent) -> Intent { .send(event, to: LoginScreen.self) }
    /// The registration form's `event`, as the demo sends it.
    static func registration(_ event: RegistrationEvent) -> Intent { .send(event, to: RegistrationScreen.self) }
    /// The feed's `event`, as the demo sends it.
    static func feed(_ event: FeedEvent) -> Intent { .send(event, to: FeedScreen.self) }
    /// The post detail's `event`, as the demo sends it.
    static func post(_ event: PostDetailEvent) -> Intent { .send(event, to: PostDetailScreen.self) }
    /// A collection's `event`, as the demo sends it.
    static func collection(_ event: PostShelfEvent) -> Intent { .send(event, to: CollectionScreen.self) }
    /// A user screen's `event`, as the demo sends it.
    static func user(_ event: PostShelfEvent) -> Intent { .send(event, to: UserScreen.self) }
    /// The venues screen's `event`, as the demo sends it.
    static func venues(_ event: VenuesEvent) -> Intent { .send(event, to: VenuesScreen.self) }
    /// The venue detail's `event`, as the demo sends it.
    static func venue(_ event: VenueDetailEvent) -> Intent { .send(event, to: VenueDetailScreen.self) }
    /// The gallery's `event`, as the demo sends it.
    static func gallery(_ event: GalleryEvent) -> Intent { .send(event, to: GalleryScreen.self) }
    /// The search's `event`, as the demo sends it.
    static func search(_ event: SearchEvent) -> Intent { .send(event, to: SearchScreen.self) }

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
    /// The event that the screen's command typed as `line` sends on the screen showing `state`, or why it
    /// cannot; `nil` if the screen has no such command.
    static func event(for line: String, in state: State) -> Result<Event, CommandError>? {
        let words = line.split(separator: " ", maxSplits: 1)
        return event(String(words[0]), words.count > 1 ? String(words[1]) : "", in: state)
    }
}
