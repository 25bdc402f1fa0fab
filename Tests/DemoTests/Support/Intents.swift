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
}
