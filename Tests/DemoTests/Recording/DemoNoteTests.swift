import Presenters
import ShowcaseApp
import XCTest

@testable import Demo

final class DemoNoteTests: XCTestCase {
    private let notes: [DemoNote] = [
        .input(.text("email a \"b\"")), .input(.invalidUTF8(lossy: "a\u{FFFD}")), .input(.tooLong(byteCount: 2_000)),
        .send(LoginScreen.intent(.emailChanged("a b"))), .send(.back), .send(.fail(.network)),
    ]

    func testWritesEachNoteOnOneLineAndReadsItBack() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let recorder = SessionRecorder(scheduler: scheduler)

        for note in notes { note.write(to: recorder) }

        XCTAssertEqual(
            recorder.recording.entries.map(\.description),
            [
                #"0 note input "email a \"b\"""#, "0 note input-not-utf8 \"a\u{FFFD}\"", "0 note input-too-long 2000",
                #"0 note send "login emailChanged \"a b\"""#, #"0 note send "navigator back""#,
                #"0 note send "backend fail network""#,
            ])
        let read = try Recording(parsing: recorder.recording.text).entries.map { try DemoNote($0) }
        XCTAssertEqual(read, notes)
    }

    func testIgnoresOtherEntriesAndRefusesANoteItDoesNotWrite() throws {
        let recording = try Recording(
            parsing: """
                # presenter recording v1
                # time: milliseconds
                0 state login {}
                0 note bookmark "here"
                0 note input-too-long "many"
                0 note send "login fly"
                """)
        XCTAssertNil(try DemoNote(recording.entries[0]))
        XCTAssertNil(try DemoNote(recording.entries[1]))
        XCTAssertThrowsError(try DemoNote(recording.entries[2])) { error in
            XCTAssertEqual("\(error)", "line 5: a 'input-too-long' note holds a number")
        }
        XCTAssertThrowsError(try DemoNote(recording.entries[3])) { error in
            XCTAssertEqual("\(error)", "line 6: 'login fly' is nothing the demo sends")
        }
    }
}
