import XCTest

@testable import Demo

final class TranscriptTests: XCTestCase {
    func testWritesAndReadsEntries() {
        let entries = [
            Transcript.Entry.input(.text("email a b"), at: 0), .input(.invalidUTF8(lossy: "a\u{FFFD}"), at: 1),
            .input(.tooLong(byteCount: 2_000), at: 2),
            Transcript.Entry(time: 3, kind: .send, text: "login loginTapped"),
            Transcript.Entry(time: 300, kind: .state, text: "login LoginState(email: \"a b\")"),
        ]
        XCTAssertEqual(
            entries.map(\.line),
            [
                #"0 input "email a b""#, "1 input-not-utf8 \"a\u{FFFD}\"", "2 input-too-long 2000",
                "3 send login loginTapped", #"300 state login LoginState(email: "a b")"#,
            ])
        for entry in entries {
            XCTAssertEqual(Transcript.Entry(line: entry.line[...]), entry, entry.line)
        }
        XCTAssertEqual(
            entries.compactMap(\.input),
            [.text("email a b"), .invalidUTF8(lossy: "a\u{FFFD}"), .tooLong(byteCount: 2_000)])
    }

    func testParsesATranscriptWithItsClock() throws {
        let text = """
            # Demo transcript: real time in milliseconds
            0 input "login"

            # a note
            12 send login loginTapped
            """
        let transcript = try Transcript.parse(text).get()
        XCTAssertFalse(transcript.virtual)
        XCTAssertEqual(
            transcript.entries,
            [
                Transcript.Entry(time: 0, kind: .input, text: #""login""#),
                Transcript.Entry(time: 12, kind: .send, text: "login loginTapped"),
            ])
        XCTAssertTrue(try Transcript.parse(Transcript.header(virtual: true) + "\n").get().virtual)
    }

    func testRefusesAnotherFileOrABadLineAndSaysWhere() {
        XCTAssertEqual(
            Transcript.parse("hello\n"),
            .failure(
                CommandError(
                    "line 1: not a demo transcript (it should start with '\(Transcript.header(virtual: true))')")))
        let header = Transcript.header(virtual: true)
        for bad in [
            "-1 input \"x\"", "0 shout \"x\"", "0 input x", "0 send login fly", "0 input-too-long many", "zero",
        ] {
            XCTAssertEqual(
                Transcript.parse(header + "\n0 input \"ok\"\n" + bad + "\n"),
                .failure(CommandError("line 3: cannot read '\(bad)'")), bad)
        }
    }
}
