import Presenters
import XCTest

/// What a replay says when the presenter no longer does what the recording says, or when the recording
/// cannot be read as the presenter's types.
final class RecordingReplayFailureTests: PresentersTestCase {
    private let log = FailureLog()

    private func replay(
        _ text: String = LookupFixture.recording, errorTypes: [any (Error & Codable).Type] = [LookupFailure.self],
        words: @escaping (Answers, String) -> Observable<[String]> = { answers, query in
            answers("words", to: query, from: unreachable)
        }
    ) throws {
        try RecordingReplay(Recording(parsing: text), errorTypes: errorTypes).run(
            presenterNamed: "lookup", failureReporter: log.reporter
        ) { answers, scheduler in
            makeLookupPresenter(words: { words(answers, $0) }, scheduler: scheduler)
        }
    }

    func testARequestThatDiffersFromTheRecordedOneIsReported() throws {
        try replay(words: { answers, query in answers("words", to: query.uppercased(), from: unreachable) })

        XCTAssertEqual(
            log.messages.prefix(2),
            [
                #"replaying lookup: the presenter subscribed to words#1 with "SW", the recording (line 6) has "sw""#,
                #"replaying lookup: the presenter subscribed to words#2 with "SWI", the recording (line 10) has "swi""#,
            ])
        XCTAssertEqual(log.messages.count, 3)
    }

    func testASubscriptionTheRecordingDoesNotHaveGetsNoAnswer() throws {
        try replay(words: { answers, query in
            Observable.merge(
                answers("words", to: query, from: unreachable), answers("words", to: query, from: unreachable))
        })

        XCTAssertEqual(
            log.messages.first,
            #"replaying lookup: the presenter subscribed to words#2 with "sw", the recording (line 10) has "swi""#)
        XCTAssertTrue(
            log.messages.contains(
                "replaying lookup: the presenter subscribed to words#5, which the recording does not have: it gets no "
                    + "answer"),
            "\(log.messages)")
    }

    func testRecordedSubscriptionsThePresenterNeverMadeAreReported() throws {
        try replay(words: { _, query in Observable.just([query]) })

        XCTAssertEqual(
            log.messages.last,
            """
            replaying lookup: the presenter never subscribed to answers the recording has:
              words#1 (line 6)
              words#2 (line 10)
              words#3 (line 16)
              words#4 (line 21)
            """)
    }

    func testAnErrorOfATypeTheReplayDoesNotReadIsReported() throws {
        try replay(errorTypes: [])

        XCTAssertEqual(
            log.messages.first,
            "replaying lookup: line 17: the error type 'LookupFailure' is not one the replay reads: add it to the "
                + "replay's errorTypes")
    }

    func testAnEntryThatIsNotOfThePresentersTypesFailsWithItsLine() {
        let text = LookupFixture.recording.replacingOccurrences(
            of: #"{"typed":{"_0":"swi"}}"#, with: #"{"typed":{"_0":5}}"#)

        XCTAssertThrowsError(try replay(text)) { error in
            XCTAssertEqual(
                "\(error)", #"line 7: bad JSON for LookupEvent: '{"typed":{"_0":5}}' has no String at 'typed._0'"#)
        }
        XCTAssertEqual(log.messages, [])
    }

    func testAPresenterTheRecordingDoesNotHaveFailsWithTheNamesItHas() {
        XCTAssertThrowsError(
            try RecordingReplay(Recording(parsing: LookupFixture.recording)).run(
                presenterNamed: "search", failureReporter: log.reporter
            ) { answers, scheduler in
                makeLookupPresenter(words: { answers("words", to: $0, from: unreachable) }, scheduler: scheduler)
            }
        ) { error in
            XCTAssertEqual("\(error)", "the recording has no presenter named 'search'; it has lookup")
        }
    }
}
