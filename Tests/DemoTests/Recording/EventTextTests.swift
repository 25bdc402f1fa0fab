import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

/// The text of each event, derived from its `Codable` form, is the text the demo wrote for it when each
/// screen wrote its own, and reads back as the same event, so that the recordings made then replay. A
/// screen added since needs no line here: `IntentTextTests` reads back each of its commands' events.
final class EventTextTests: XCTestCase {
    /// An event of each case of each screen's events, and its text as the demo has always written it.
    private static var written: [(screen: String, events: [(event: AnyHashable, text: String)])] {
        [
            texts(
                LoginScreen.self,
                [
                    (.emailChanged("demo@example.com"), #"emailChanged "demo@example.com""#),
                    (.passwordChanged("hunter22"), #"passwordChanged "********""#),
                    (.loginTapped, "loginTapped"), (.registerTapped, "registerTapped"),
                    (.errorDismissed, "errorDismissed"),
                ]),
            texts(
                RegistrationScreen.self,
                [
                    (.emailChanged(""), #"emailChanged """#),
                    (.passwordChanged("pass word\"1"), #"passwordChanged "***********""#),
                    (.ageChanged("30"), #"ageChanged "30""#), (.registerTapped, "registerTapped"),
                    (.errorDismissed, "errorDismissed"),
                ]),
            texts(
                FeedScreen.self,
                [
                    (.appear, "appear"), (.refresh, "refresh"), (.reachedEnd, "reachedEnd"), (.retry, "retry"),
                    (.select(id: 42), "select 42"), (.openCollection(id: 3), "openCollection 3"),
                    (.openUser(id: 2), "openUser 2"), (.logOutTapped, "logOutTapped"),
                ]),
            texts(
                GalleryScreen.self,
                [
                    (.itemsAppearing(0...7), "itemsAppearing 0-7"),
                    (.itemsDisappearing(3...3), "itemsDisappearing 3-3"),
                    (.retryImage(id: 17), "retryImage 17"), (.backTapped, "backTapped"),
                ]),
            texts(
                PostDetailScreen.self,
                [
                    (.appear, "appear"), (.retry, "retry"), (.comments(.appear), "comments appear"),
                    (.comments(.refresh), "comments refresh"), (.comments(.reachedEnd), "comments reachedEnd"),
                    (.comments(.retry), "comments retry"), (.draftChanged("a \"b\"\n"), #"draftChanged "a \"b\"\n""#),
                    (.sendTapped, "sendTapped"),
                    (.editComment(id: 12, text: "two words"), #"editComment 12 "two words""#),
                    (.backTapped, "backTapped"), (.voteTapped, "voteTapped"), (.scrolled(offset: -40), "scrolled -40"),
                    (.scrolled(offset: 12.5), "scrolled 12.5"), (.scrolled(offset: 0), "scrolled 0"),
                    (.shareTapped, "shareTapped"),
                ]),
            texts(
                SearchScreen.self,
                [
                    (.appear, "appear"), (.typed("tiny notes"), #"typed "tiny notes""#), (.typed(""), #"typed """#),
                    (.reachedEnd, "reachedEnd"), (.retry, "retry"), (.select(id: 7), "select 7"),
                ]),
            texts(VenuesScreen.self, [(.appear, "appear"), (.retry, "retry"), (.select(id: 4), "select 4")]),
            texts(VenueDetailScreen.self, [(.appear, "appear"), (.retry, "retry"), (.backTapped, "backTapped")]),
            texts(CollectionScreen.self, shelf), texts(UserScreen.self, shelf),
        ]
    }

    private static var shelf: [(PostShelfEvent, String)] {
        [
            (.appear, "appear"), (.retry, "retry"), (.posts(.appear), "posts appear"),
            (.posts(.refresh), "posts refresh"),
            (.posts(.reachedEnd), "posts reachedEnd"), (.posts(.retry), "posts retry"), (.select(id: 5), "select 5"),
            (.backTapped, "backTapped"),
        ]
    }

    private static func texts<Adapter: ScreenAdapter>(_ adapter: Adapter.Type, _ events: [(Adapter.Event, String)])
        -> (screen: String, events: [(event: AnyHashable, text: String)])
    {
        (Adapter.name, events.map { (AnyHashable($0.0), $0.1) })
    }

    func testEachEventIsWrittenAsTheDemoWroteIt() throws {
        for (screen, events) in Self.written {
            let adapter = try XCTUnwrap(ScreenAdapters.named(screen[...]), screen)
            for (event, text) in events {
                XCTAssertEqual(Self.text(of: event, adapter), text, screen)
            }
        }
    }

    func testEachEventReadsBackFromItsText() throws {
        for (screen, events) in Self.written {
            let adapter = try XCTUnwrap(ScreenAdapters.named(screen[...]), screen)
            for (event, text) in events {
                let read = try XCTUnwrap(adapter.screenEvent(from: text[...]), "\(screen) \(text)")
                XCTAssertEqual(read, ScreenEvent(event, adapter), "\(screen) \(text)")
            }
        }
    }

    func testTheGalleryWritesItsListsEventsWithTheirCaseAndReadsThemAsItWroteThemBefore() {
        for (event, text) in [
            ("appear", PagedListEvent.appear), ("refresh", .refresh), ("reachedEnd", .reachedEnd), ("retry", .retry),
        ].map({ ($0.1, $0.0) }) {
            let intent = GalleryScreen.intent(.list(event))

            XCTAssertEqual(intent.text, "gallery list \(text)")
            XCTAssertEqual(Intent(text: intent.text[...]), intent)
            XCTAssertEqual(Intent(text: "gallery \(text)"), intent, "as a recording made before holds it")
        }
    }

    func testReadsBackOnlyTheTextsItWrites() {
        let refused: [(any ScreenAdapter.Type, String)] = [
            (PostDetailScreen.self, "scrolled nan"), (PostDetailScreen.self, "scrolled 1e3"),
            (PostDetailScreen.self, "scrolled inf"), (PostDetailScreen.self, "scrolled"),
            (PostDetailScreen.self, "scrolled 12.50"), (PostDetailScreen.self, "shareTapped now"),
            (PostDetailScreen.self, "voteTapped 1"), (PostDetailScreen.self, #"editComment x "y""#),
            (PostDetailScreen.self, #"editComment 12"#), (PostDetailScreen.self, #"editComment 12 "x" "y""#),
            (PostDetailScreen.self, "comments dance"), (PostDetailScreen.self, "comments"),
            (PostDetailScreen.self, #"draftChanged "unclosed"#), (PostDetailScreen.self, #"draftChanged "a"b""#),
            (PostDetailScreen.self, #"draftChanged "bad \q""#), (PostDetailScreen.self, "draftChanged word"),
            (FeedScreen.self, "select +42"), (FeedScreen.self, "select 042"), (FeedScreen.self, "select  42"),
            (FeedScreen.self, "select 42 "), (FeedScreen.self, " select 42"), (FeedScreen.self, "select \"42\""),
            (FeedScreen.self, "select 99999999999999999999"), (FeedScreen.self, "appear {}"),
            (FeedScreen.self, "Appear"), (FeedScreen.self, ""), (FeedScreen.self, "select [42]"),
            (GalleryScreen.self, "itemsAppearing 7-3"), (GalleryScreen.self, "itemsAppearing 3"),
            (GalleryScreen.self, "itemsAppearing 0-"), (GalleryScreen.self, "list"), (GalleryScreen.self, "list list"),
            (LoginScreen.self, #"passwordChanged "hunter22""#), (LoginScreen.self, #"emailChanged "a" "b""#),
        ]
        for (adapter, text) in refused {
            XCTAssertNil(adapter.screenEvent(from: text[...]), "\(adapter.name) \(text)")
        }
    }

    func testASecretIsWrittenAsItsStandInAndReadsBackAsOne() throws {
        let text = EventText.text(of: RegistrationEvent.passwordChanged("hunter22"))
        let read = try XCTUnwrap(EventText.event(RegistrationEvent.self, from: text[...]))

        XCTAssertEqual(text, #"passwordChanged "********""#)
        guard case .passwordChanged(let secret) = read else { return XCTFail("read \(read)") }
        XCTAssertTrue(secret.isRedacted)
        XCTAssertEqual(secret.value, "********")
    }

    func testWritesAnyCodableValueByTheSameRules() throws {
        let values: [(Probe, String)] = [
            (.plain, "plain"), (.labelled(count: -3, flag: true, ratio: 0.25), "labelled -3 true 0.25"),
            (.nested(.labelled(count: 1, flag: false, ratio: 2)), "nested labelled 1 false 2"),
            (.record(Probe.Record(name: "a b", tags: ["x", ""])), #"record "a b" ["x" ""]"#),
            (.record(Probe.Record(name: "", tags: [])), #"record "" []"#), (.optional(nil), "optional"),
            (.optional(4), "optional 4"),
        ]
        for (value, text) in values {
            XCTAssertEqual(EventText.text(of: value), text)
            XCTAssertEqual(EventText.event(Probe.self, from: text[...]), value, text)
        }
    }

    /// A value of every shape that synthesized coding writes.
    private indirect enum Probe: Codable, Equatable {
        struct Record: Codable, Equatable {
            let name: String
            let tags: [String]
        }

        case plain
        case labelled(count: Int, flag: Bool, ratio: Double)
        case nested(Probe)
        case record(Record)
        case optional(Int?)
    }

    private static func text(of event: AnyHashable, _ adapter: any ScreenAdapter.Type) -> String? {
        func text<Adapter: ScreenAdapter>(_ adapter: Adapter.Type) -> String? {
            (event.base as? Adapter.Event).map { ScreenEvent($0, to: adapter).text }
        }
        return text(adapter)
    }
}

extension ScreenEvent {
    /// `event`, which must be one of `adapter`'s events.
    fileprivate init(_ event: AnyHashable, _ adapter: any ScreenAdapter.Type) {
        func make<Adapter: ScreenAdapter>(_ adapter: Adapter.Type) -> ScreenEvent {
            ScreenEvent(event.base as! Adapter.Event, to: adapter)
        }
        self = make(adapter)
    }
}
