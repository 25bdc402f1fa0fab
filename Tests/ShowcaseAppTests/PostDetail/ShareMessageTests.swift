import Foundation
import ShowcaseApp
import XCTest

final class ShareMessageTests: ShowcaseAppTestCase {
    private let start = Date(timeIntervalSinceReferenceDate: 1_000)
    private let end = Date(timeIntervalSinceReferenceDate: 4_600)
    private var chat: LiveChat { LiveChat(host: "rrhoover", start: start, end: end) }

    func testBeforeTheChatTheUserHasSignedUp() {
        XCTAssertEqual(chat.shareMessage(at: start.addingTimeInterval(-3_600)), "I signed up to chat with @rrhoover")
    }

    func testWhileTheChatIsLiveTheUserIsChatting() {
        XCTAssertEqual(chat.shareMessage(at: start.addingTimeInterval(1_800)), "I am chatting with @rrhoover")
    }

    func testAfterTheChatTheUserThanksTheHost() {
        XCTAssertEqual(chat.shareMessage(at: end.addingTimeInterval(86_400)), "Thanks @rrhoover for the LIVE Chat")
    }

    func testTheStartIsLiveAndTheInstantBeforeIsNot() {
        XCTAssertEqual(chat.phase(at: start.addingTimeInterval(-0.001)), .upcoming)
        XCTAssertEqual(chat.phase(at: start), .live)
        XCTAssertEqual(chat.shareMessage(at: start), "I am chatting with @rrhoover")
    }

    func testTheEndIsOverAndTheInstantBeforeIsLive() {
        XCTAssertEqual(chat.phase(at: end.addingTimeInterval(-0.001)), .live)
        XCTAssertEqual(chat.phase(at: end), .over)
        XCTAssertEqual(chat.shareMessage(at: end), "Thanks @rrhoover for the LIVE Chat")
    }

    func testAChatThatEndsWhenItStartsIsNeverLive() {
        let instant = LiveChat(host: "host", start: start, end: start)
        XCTAssertEqual(instant.phase(at: start.addingTimeInterval(-1)), .upcoming)
        XCTAssertEqual(instant.phase(at: start), .over)
        let backwards = LiveChat(host: "host", start: end, end: start)
        XCTAssertEqual(backwards.phase(at: start), .upcoming)
        XCTAssertEqual(backwards.phase(at: end), .over)
    }

    func testAnAtSignInTheHostsNameIsNotDoubled() {
        let chat = LiveChat(host: "@rrhoover", start: start, end: end)
        XCTAssertEqual(chat.host, "rrhoover")
        XCTAssertEqual(chat.shareMessage(at: start), "I am chatting with @rrhoover")
    }
}
