import XCTest

@testable import Demo

final class InputLineTests: XCTestCase {
    func testSplitsLinesAcrossChunks() {
        var splitter = LineSplitter()
        XCTAssertEqual(splitter.feed(Array("log".utf8)), [])
        XCTAssertEqual(splitter.feed(Array("in\nmore\nwa".utf8)), [.text("login"), .text("more")])
        XCTAssertEqual(splitter.feed(Array("it 2s\n".utf8)), [.text("wait 2s")])
        XCTAssertNil(splitter.finish())
    }

    func testKeepsEmptyLinesAndDropsTheCarriageReturnOfWindowsLineEnds() {
        var splitter = LineSplitter()
        XCTAssertEqual(splitter.feed(Array("\nstate\r\n\r\n".utf8)), [.text(""), .text("state"), .text("")])
    }

    func testTheLastLineNeedsNoLineBreak() {
        var splitter = LineSplitter()
        XCTAssertEqual(splitter.feed(Array("help\nquit".utf8)), [.text("help")])
        XCTAssertEqual(splitter.finish(), .text("quit"))
    }

    func testInvalidUTF8IsFlaggedWhereReadLineWouldReplaceIt() {
        let bytes: [UInt8] = Array("email ".utf8) + [0xFF, 0xFE] + Array("x".utf8)
        // What `readLine()` does: a line that reads as a valid command with a mangled argument.
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "email \u{FFFD}\u{FFFD}x")

        var splitter = LineSplitter()
        XCTAssertEqual(splitter.feed(bytes + [0x0A]), [.invalidUTF8(lossy: "email \u{FFFD}\u{FFFD}x")])
    }

    func testATruncatedMultibyteCharacterIsInvalid() {
        var splitter = LineSplitter()
        XCTAssertEqual(splitter.feed(Array("caf".utf8) + [0xC3, 0x0A]), [.invalidUTF8(lossy: "caf\u{FFFD}")])
        XCTAssertEqual(splitter.feed(Array("café\n".utf8)), [.text("café")])
    }

    func testEncodingsThatUTF8ForbidsAreInvalid() {
        var splitter = LineSplitter()
        // An overlong "/", a UTF-16 surrogate, a scalar above U+10FFFF, a lone continuation byte.
        for bytes: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80]] {
            guard case .invalidUTF8(let lossy) = splitter.feed(bytes + [0x0A]).first else {
                return XCTFail("\(bytes) read as text")
            }
            XCTAssertTrue(lossy.unicodeScalars.allSatisfy { $0 == "\u{FFFD}" }, lossy)
        }
        // The replacement character itself, typed, is text like any other.
        XCTAssertEqual(splitter.feed(Array("email \u{FFFD}\n".utf8)), [.text("email \u{FFFD}")])
    }

    func testALineLongerThanTheLimitIsRefusedAndTheNextOneIsRead() {
        var splitter = LineSplitter()
        let limit = LineSplitter.longestLine
        let longest = [UInt8](repeating: UInt8(ascii: "a"), count: limit)
        XCTAssertEqual(splitter.feed(longest + [0x0A]), [.text(String(repeating: "a", count: limit))])
        XCTAssertEqual(
            splitter.feed(longest + Array("bc\nstate\n".utf8)), [.tooLong(byteCount: limit + 2), .text("state")])
        XCTAssertEqual(splitter.feed(longest + [0x62]), [])
        XCTAssertEqual(splitter.finish(), .tooLong(byteCount: limit + 1))
    }

    func testShowsEachLineForTheEcho() {
        XCTAssertEqual(InputLine.text("login").shown, "login")
        XCTAssertEqual(InputLine.invalidUTF8(lossy: "a\u{FFFD}").shown, "a\u{FFFD}")
        XCTAssertEqual(InputLine.tooLong(byteCount: 5_000).shown, "(a line of 5000 bytes)")
    }
}
