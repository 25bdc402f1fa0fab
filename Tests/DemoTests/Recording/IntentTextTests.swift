import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

final class IntentTextTests: XCTestCase {
    /// Every intent of the demo: each screen's appear event and the example of each of its commands (those it
    /// can use on the screen as it first shows over the simulator), every tab, backend failure and answer of
    /// the device, and the texts whose quoting is the hard part.
    private var every: [Intent] {
        ScreenAdapters.all.flatMap { Self.intents(of: $0).map(\.intent) } + AppTab.allCases.map(Intent.tab)
            + BackendFailure.allCases.map(Intent.fail) + [.location(.allowed), .location(.denied), .back]
            + Self.quoted
    }

    /// Texts with spaces and quotes, numbers with signs and fractions, and the events of the commands the
    /// walk does not reach.
    private static var quoted: [Intent] {
        [
            .send(LoginEvent.passwordChanged("pass word\"1"), to: LoginScreen.self),
            .send(RegistrationEvent.emailChanged(""), to: RegistrationScreen.self),
            .send(PostDetailEvent.draftChanged("a \"b\""), to: PostDetailScreen.self),
            .send(PostDetailEvent.editComment(id: 3, text: "c d"), to: PostDetailScreen.self),
            .send(PostDetailEvent.scrolled(offset: -40), to: PostDetailScreen.self),
            .send(PostDetailEvent.scrolled(offset: 12.5), to: PostDetailScreen.self),
            .send(GalleryEvent.itemsAppearing(0...7), to: GalleryScreen.self),
            .send(GalleryEvent.itemsDisappearing(3...3), to: GalleryScreen.self),
            .send(SearchEvent.typed("tiny \"notes\""), to: SearchScreen.self),
            .send(GalleryEvent.retryImage(id: 17), to: GalleryScreen.self),
            .send(SearchEvent.retry, to: SearchScreen.self),
            .send(SearchEvent.select(id: 7), to: SearchScreen.self),
            .link("producthunt://post/98"), .link("a \"quoted\" link"),
        ]
    }

    /// The intents of the screens of `adapter`'s kind: its appear event, and the example of each of its
    /// commands typed on a screen over the simulator, signed in. Each command is typed on the screen once it
    /// has appeared, and on one whose next requests fail, where each command's intent is sent in turn, so
    /// that a retry or a dismissal has something to act on; a command that cannot be used on either gives
    /// nothing.
    private static func intents(of adapter: any ScreenAdapter.Type) -> [(command: String, intent: Intent)] {
        var intents: [(command: String, intent: Intent)] = []
        for failing in [false, true] {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
            let app = AppUnderTest(scheduler: scheduler, user: .signedIn(demoSession))
            let root = app.root
            guard let id = adapter.screen(id: nil) ?? adapter.screen(id: 1) else { return [] }
            let screen = root.screen(id)
            let adapted = AdaptedScreen(screen)
            if failing { for _ in 0..<3 { app.backend.failNextRequest(with: .status(500)) } }
            if let appear = appearEvent(of: adapter) {
                _ = appear.send(to: screen)
                if !intents.contains(where: { $0.command == "appear" }) { intents.append(("appear", .event(appear))) }
            }
            scheduler.start()
            for _ in 0..<2 {
                for command in adapter.declaredCommands.map(\.help.example) {
                    let words = command.split(separator: " ", maxSplits: 1).map(String.init)
                    guard case .success(let intent)? = adapted.intent(words[0], words.count > 1 ? words[1] : "") else {
                        continue
                    }
                    if !intents.contains(where: { $0.command == command }) { intents.append((command, intent)) }
                    if failing, case .event(let event) = intent {
                        _ = event.send(to: screen)
                        scheduler.start()
                    }
                }
            }
        }
        return intents
    }

    private static func appearEvent<Adapter: ScreenAdapter>(of adapter: Adapter.Type) -> ScreenEvent? {
        Adapter.appearEvent.map { ScreenEvent($0, to: Adapter.self) }
    }

    private static let demoSession = Session(email: "demo@example.com", token: "token")

    func testWritesEachIntentOnOneLine() {
        XCTAssertEqual(LoginScreen.intent(.emailChanged("a b")).text, #"login emailChanged "a b""#)
        XCTAssertEqual(FeedScreen.intent(.select(id: 42)).text, "feed select 42")
        XCTAssertEqual(Intent.back.text, "navigator back")
        XCTAssertEqual(Intent.fail(.server).text, "backend fail server")
    }

    func testEveryCommandOfEveryScreenGivesAnIntentThatReadsBack() {
        var unreached: [String] = []
        for adapter in ScreenAdapters.all {
            let given = Self.intents(of: adapter)
            for (command, intent) in given {
                XCTAssertEqual(Intent(text: intent.text[...]), intent, "\(adapter.name) \(command): \(intent.text)")
            }
            unreached += adapter.declaredCommands.map(\.help.example).filter { example in
                !given.contains { $0.command == example }
            }.map { "\(adapter.name) \($0)" }
        }
        XCTAssertEqual(
            unreached, Self.unreached,
            "commands the walk does not reach: reach them, or list them here and their events in `quoted`")
    }

    /// The commands the walk over each screen does not reach: a retry of one image, and a search that finds
    /// nothing for its example and keeps no failure (the command after it clears the field). Their events are
    /// among `quoted`.
    private static let unreached = ["gallery retry 5", "search retry", "search open 1"]

    func testReadsBackEveryIntent() {
        for intent in every {
            XCTAssertEqual(Intent(text: intent.text[...]), intent, intent.text)
        }
    }

    func testRefusesTextsItDoesNotWrite() {
        let texts = [
            "", "login", "login loginTapped now", "login emailChanged", "login emailChanged demo", "feed select",
            "feed select x", "feed select +42", "post emailChanged \"a\"", "backend fail meteor", "navigator forward",
            "backend", "backend fail", "venues teleport", "tabs nowhere",
            "device location maybe", "venue select 1",
            "gallery itemsAppearing 7-3", "gallery itemsAppearing -1-3", "gallery itemsDisappearing",
            "gallery retryImage",
        ]
        for text in texts {
            XCTAssertNil(Intent(text: text[...]), text)
        }
    }
}
