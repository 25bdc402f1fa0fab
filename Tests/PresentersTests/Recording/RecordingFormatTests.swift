import Foundation
import Presenters
import XCTest

final class RecordingFormatTests: XCTestCase {
    private let header = "# presenter recording v1\n# time: ticks of 1.0 s\n"

    func testReadsBackWhatItWrites() throws {
        let recording = try Recording(parsing: LookupFixture.recording)

        XCTAssertEqual(recording.text, LookupFixture.recording)
        XCTAssertEqual(try Recording(parsing: recording.text), recording)
        XCTAssertEqual(recording.timeUnit, .ticks(resolution: 1))
        XCTAssertEqual(recording.presenterNames, ["lookup"])
        XCTAssertEqual(recording.entries[3].description, #"100 subscribe lookup words#1 "sw""#)
        XCTAssertEqual(recording.entries[3].line, 6)
        XCTAssertEqual(recording.entries[3].call, RecordingEntry.Call(answer: "words", number: 1))
    }

    func testSkipsCommentsAndEmptyLinesAndReadsCarriageReturns() throws {
        let text = header + "# the initial state\r\n\r\n0 state lookup {}\r\n100 note input \"sw\"\n"

        let recording = try Recording(parsing: text)

        XCTAssertEqual(recording.entries.map(\.description), ["0 state lookup {}", #"100 note input "sw""#])
        XCTAssertEqual(recording.entries.map(\.line), [5, 6])
    }

    func testReadsMilliseconds() throws {
        let recording = try Recording(parsing: "# presenter recording v1\n# time: milliseconds\n")

        XCTAssertEqual(recording.timeUnit, .milliseconds)
        XCTAssertEqual(recording.entries, [])
    }

    func testAMalformedRecordingFailsWithTheLineAndTheReason() {
        let state = "0 state lookup {}\n"
        let subscribed = state + "10 subscribe lookup words#1 \"sw\"\n"
        let cases: [(text: String, error: String)] = [
            ("", "line 1: missing the version line '# presenter recording v1', found ''"),
            ("# presenter recording v2\n", "line 1: unsupported version 2: this library reads version 1"),
            ("# recording\n", "line 1: missing the version line '# presenter recording v1', found '# recording'"),
            (
                "# presenter recording v1\n",
                "line 2: missing the time line '# time: ticks of 1.0 s' or '# time: milliseconds', found nothing"
            ),
            (
                "# presenter recording v1\n# time: ticks of 0 s\n",
                "line 2: missing the time line '# time: ticks of 1.0 s' or '# time: milliseconds', found "
                    + "'# time: ticks of 0 s'"
            ),
            (
                header + "ten state lookup {}\n",
                "line 3: bad time 'ten': a time is a whole number of ticks or milliseconds"
            ),
            (
                header + "-1 state lookup {}\n",
                "line 3: bad time '-1': a time is a whole number of ticks or milliseconds"
            ),
            (
                header + "10 stat lookup {}\n",
                "line 3: unknown kind 'stat': the kinds are event, state, route, subscribe, next, error, completed, "
                    + "dispose, note"
            ),
            (header + "10 state look up {}\n", "line 3: bad JSON 'up {}'"),
            (header + "10 state lo@kup {}\n", "line 3: bad name 'lo@kup': a name is letters, digits and . _ - /"),
            (header + "10 state lookup\n", "line 3: missing the JSON of the state"),
            (header + "10 state lookup {\"query\":}\n", "line 3: bad JSON '{\"query\":}'"),
            (header + "10 state lookup {}\n5 event lookup {}\n", "line 4: time going back from 10 to 5"),
            (
                header + "10 event lookup {}\n",
                "line 3: no state of lookup before this event: a presenter's first entry is its state"
            ),
            (
                header + state + "10 subscribe lookup words \"sw\"\n",
                "line 4: bad subscription 'words': a subscription is an answer and a number, as in results#1"
            ),
            (
                header + state + "10 subscribe lookup words#2 \"sw\"\n",
                "line 4: lookup's words#2 is out of order: its next subscription is words#1"
            ),
            (header + state + "10 next lookup words#1 []\n", "line 4: lookup never subscribed to words#1"),
            (
                header + subscribed + "20 completed lookup words#1\n30 next lookup words#1 []\n",
                "line 6: lookup's words#1 has already ended"
            ),
            (
                header + subscribed + "20 completed lookup words#1 []\n",
                "line 5: unexpected text after the subscription: a completed entry carries nothing"
            ),
            (header + subscribed + "20 next lookup words#1\n", "line 5: missing the JSON of the next"),
        ]

        for (text, expected) in cases {
            XCTAssertThrowsError(try Recording(parsing: text), text) { error in
                XCTAssertEqual((error as? RecordingError)?.description, expected, text)
            }
        }
    }

    func testALineThatIsNotUTF8FailsWithItsNumber() {
        var data = Data((header + "0 state lookup {}\n").utf8)
        data.append(contentsOf: [0x31, 0x30, 0x20, 0xC3, 0x28, 0x0A])

        XCTAssertThrowsError(try Recording(data: data)) { error in
            XCTAssertEqual(error as? RecordingError, RecordingError(line: 4, reason: "not valid UTF-8"))
        }
    }

    func testAHugeLineAndADeepNestingAreReadWithoutTrapping() throws {
        let long = String(repeating: "w", count: 1_000_000)
        let recording = try Recording(parsing: header + "0 state lookup \"\(long)\"\n")
        XCTAssertEqual(recording.entries.first?.json?.count, 1_000_002)

        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertThrowsError(try Recording(parsing: header + "0 state lookup \(deep)\n")) { error in
            XCTAssertEqual((error as? RecordingError)?.line, 3)
        }
        XCTAssertThrowsError(try Recording(parsing: header + "0 state lookup " + long + "\n"))
    }

    func testRandomBytesAndDamagedRecordingsNeverTrap() {
        var generator = SplitMix64(seed: 17)
        let valid = Array(LookupFixture.recording.utf8)
        var rejected = 0
        for round in 0..<3000 {
            var bytes: [UInt8]
            if round % 3 == 0 {
                bytes = (0..<Int.random(in: 0..<200, using: &generator)).map { _ in
                    UInt8.random(in: 0...255, using: &generator)
                }
            } else {
                bytes = valid
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    let index = Int.random(in: 0..<bytes.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
                    case 1: bytes.remove(at: index)
                    default: bytes.insert(Array(" #\n{}\"0".utf8).randomElement(using: &generator)!, at: index)
                    }
                }
            }
            do {
                _ = try Recording(data: Data(bytes))
            } catch let error as RecordingError {
                XCTAssertNotNil(error.line, "\(error)")
                rejected += 1
            } catch {
                XCTFail("unexpected error \(error)")
            }
        }
        XCTAssertGreaterThan(rejected, 1000)
    }
}

/// A random number generator whose numbers depend only on its seed, so that a failure can be run again.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
