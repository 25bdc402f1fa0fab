import Presenters
import XCTest

/// Failures planted in a to-do list's tests, as a user would get them wrong, and the reports they print: no
/// line wider than 118 columns (120 once Swift Testing indents it), the differing entries only, a property wrapper by the name the code wrote,
/// a pulse's count only where it is what differs, and the rows of an `IdentifiedList` named by id.
final class ReadableFailuresTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private let log = FailureLog()

    private func makeTest() -> PresenterTest<TodoEvent, TodoState, TodoRoute> {
        PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler] in
            makeTodoPresenter(scheduler: scheduler)
        }
    }

    /// Fails unless every line of every message is at most 118 columns wide.
    private func assertFits(_ messages: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(messages.isEmpty, "a failure was planted", file: file, line: line)
        for message in messages {
            for text in message.split(separator: "\n") where text.count > 118 {
                XCTFail("\(text.count) columns: \(text)", file: file, line: line)
            }
            XCTAssertFalse(message.contains("_message"), message, file: file, line: line)
        }
    }

    func testAWrongTitleAndAWrongTimeInAThreeRowListShowTheRowsThatDifferAndTheRowByItsID() {
        let test = makeTest()
        test.send(.load(TodoRow.three), at: 100)
        test.send(.rename(id: "c", title: "Free-range eggs"), at: 160)
        test.run()

        var loaded = TodoState()
        loaded.rows = IdentifiedList(TodoRow.three)
        var renamed = loaded
        renamed.rows[id: "c"]?.title = "Free range eggs"
        test.assertStates([.next(0, TodoState()), .next(100, loaded), .next(150, renamed)])
        test.finish()

        assertFits(log.messages)
        XCTAssertEqual(
            log.messages.first?.components(separatedBy: "\n"),
            [
                "states differ from #3:",
                "     expected                                                  actual",
                // Row 1 is left out: it is the same on both sides, and not next to a row that differs.
                "  2  .next(100, TodoState(rows: [TodoRow(id: \"a\", title: \"…    "
                    + ".next(100, TodoState(rows: [TodoRow(id: \"a\", title: \"M…",
                "→ 3  .next(150, TodoState(rows: [TodoRow(id: \"a\", title: \"…    "
                    + ".next(160, TodoState(rows: [TodoRow(id: \"a\", title: \"M…",
                "#3 field by field:",
                "  time: expected 150, actual 160",
                "  rows[id: \"c\"].title: expected \"Free range eggs\", actual \"Free-range eggs\"",
            ])
    }

    func testAWrongTitleAtTheRightTimeIsCutToTheRowThatHoldsIt() {
        let test = makeTest()
        test.send(.load(TodoRow.three), at: 100)
        test.send(.rename(id: "c", title: "Free-range eggs"), at: 160)
        test.run()

        var loaded = TodoState()
        loaded.rows = IdentifiedList(TodoRow.three)
        var renamed = loaded
        renamed.rows[id: "c"]?.title = "Free range eggs"
        test.assertStates([.next(0, TodoState()), .next(100, loaded), .next(160, renamed)])
        test.finish()

        assertFits(log.messages)
        let lines = log.messages.first?.components(separatedBy: "\n") ?? []
        XCTAssertEqual(lines.count, 6, lines.joined(separator: "\n"))
        // The arrow's line starts at the row that differs, and shows where: "Free range" and "Free-range".
        let arrow = lines.first { $0.hasPrefix("→ 3  ") } ?? ""
        XCTAssertTrue(arrow.contains("…TodoRow(id: \"c\", title: \"Free range eggs\""), arrow)
        XCTAssertTrue(arrow.contains("…TodoRow(id: \"c\", title: \"Free-range eggs\""), arrow)
        XCTAssertEqual(
            lines.suffix(2),
            ["#3 field by field:", "  rows[id: \"c\"].title: expected \"Free range eggs\", actual \"Free-range eggs\""])
    }

    func testOnlyTheEntriesThatDifferAreListedEachWithItsNeighbours() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler] in
            Presenter<Int, Int, Never>(initialState: 0, scheduler: scheduler, reduce: .replace) { next, _ in
                .mutate(next)
            }
        }
        for value in 1...10 { test.send(value, at: value * 10) }
        test.run()

        var expected: RecordedEvents<Int> = [.next(0, 0)] + (1...10).map { .next($0 * 10, $0) }
        expected[3] = .next(30, 30)
        expected[8] = .next(80, 80)
        test.assertStates(expected)
        test.finish()

        XCTAssertEqual(
            log.messages,
            [
                """
                states differ from #4:
                      expected         actual
                   3  .next(20, 2)     .next(20, 2)
                →  4  .next(30, 30)    .next(30, 3)
                   5  .next(40, 4)     .next(40, 4)
                      ...
                   8  .next(70, 7)     .next(70, 7)
                   9  .next(80, 80)    .next(80, 8)
                  10  .next(90, 9)     .next(90, 9)
                #4 field by field:
                  expected 30, actual 3
                """
            ])
    }

    func testAWrongPulseNamesTheFieldTheCodeWroteAndItsValueWithoutACount() {
        let test = makeTest()

        test.send(.save) { $0.message = "Done" }
        test.finish()

        assertFits(log.messages)
        XCTAssertEqual(
            log.messages, ["state after send(save) at 0 differs:\n  message: expected \"Done\", actual \"Saved\""])
    }

    func testAPulseSetOnceTooOftenShowsItsCountsAsWhatDiffers() {
        let test = makeTest()
        test.send(.save, at: 10)
        test.send(.save, at: 20)
        test.run()

        var once = TodoState()
        once.message = "Saved"
        test.assertStates([.next(0, TodoState()), .next(10, once), .next(20, once)])
        test.finish()

        assertFits(log.messages)
        XCTAssertEqual(
            log.messages.first?.components(separatedBy: "\n"),
            [
                "states differ from #3:",
                "     expected                                                  actual",
                "  2  .next(10, TodoState(rows: [], filter: \"\", message: \"S…    "
                    + ".next(10, TodoState(rows: [], filter: \"\", message: \"Sa…",
                // The two read the same but for the pulse's settings: the line shows them, and where.
                "→ 3  …message: \"Saved\" (set once)))                            "
                    + "…message: \"Saved\" (set twice)))",
                "#3 field by field:",
                "  message: expected \"Saved\" (set once), actual \"Saved\" (set twice)",
            ])
    }

    func testAStepWithAWrongNestedFieldNamesTheRowByID() {
        let test = makeTest()
        test.send(.load(TodoRow.three)) { $0.rows = IdentifiedList(TodoRow.three) }

        test.send(.rename(id: "b", title: "Rye bread")) { $0.rows[id: "b"]?.title = "Rye" }
        test.finish()

        assertFits(log.messages)
        XCTAssertEqual(
            log.messages,
            [
                "state after send(rename(id: \"b\", title: \"Rye bread\")) at 0 differs:\n"
                    + "  rows[id: \"b\"].title: expected \"Rye\", actual \"Rye bread\""
            ])
    }

    func testARowMissingOrAddedOrMovedIsNamedByIDAndTheOrderByTheIDs() {
        let test = makeTest()
        test.send(.load(TodoRow.three)) { $0.rows = IdentifiedList(TodoRow.three) }

        test.send(.load([TodoRow.three[2], TodoRow.three[0], TodoRow(id: "d", title: "Tea")])) {
            $0.rows = IdentifiedList(TodoRow.three)
        }
        test.finish()

        assertFits(log.messages)
        XCTAssertEqual(
            log.messages.first?.components(separatedBy: "\n"),
            [
                "state after send(load([TodoRow(id: \"c\", title: \"Eggs\", note: \"from the farm …) at 0 differs:",
                "  rows[id: \"b\"]:",
                "    expected TodoRow(id: \"b\", title: \"Bread\", note: \"from the farm shop, the big box\", done: false)",
                "    actual   nothing",
                "  rows[id: \"d\"]:",
                "    expected nothing",
                "    actual   TodoRow(id: \"d\", title: \"Tea\", note: \"from the farm shop, the big box\", done: false)",
                "  rows.map(\\.id): expected [\"a\", \"b\", \"c\"], actual [\"c\", \"a\", \"d\"]",
            ])
    }

    func testARouteMissingInAStepAndInATimeline() {
        let test = makeTest()
        test.send(.load(TodoRow.three)) { $0.rows = IdentifiedList(TodoRow.three) }
        test.send(.open(id: "x"), route: .detail(id: "x"))
        test.send(.open(id: "c"), at: 30)
        test.send(.open(id: "z"), at: 40)
        test.run()

        test.assertRoutes([.next(30, .detail(id: "c")), .next(40, .detail(id: "z"))])
        test.finish()

        assertFits(log.messages)
        XCTAssertEqual(
            log.messages,
            [
                "routes after send(open(id: \"x\")) at 0 differ: expected [.next(0, detail(id: \"x\"))], actual []",
                """
                routes differ from #2:
                     expected                      actual
                  1  .next(30, detail(id: "c"))    .next(30, detail(id: "c"))
                → 2  .next(40, detail(id: "z"))
                """,
            ])
    }

    func testMarblesDrawTheDifferenceAndNameTheRowByID() {
        let test = makeTest()
        var loaded = TodoState()
        loaded.rows = IdentifiedList(TodoRow.three)
        var wrong = loaded
        wrong.rows[id: "a"]?.done = true

        test.assertMarbles(
            events: "-l", values: ["l": .load(TodoRow.three)],
            states: "iL", values: ["i": TodoState(), "L": wrong])
        test.finish()

        assertFits(log.messages)
        let lines = log.messages.first?.components(separatedBy: "\n") ?? []
        XCTAssertEqual(lines.first, "states differ, drawn from tick 0 at 10 ticks a frame:")
        XCTAssertEqual(lines.last, "  rows[id: \"a\"].done: expected true, actual false")
    }

    func testStatesNotAssertedThatAreTooWideAreShownByWhatChangedFromTheStateBefore() {
        let test = makeTest()
        test.send(.load(TodoRow.three)) { $0.rows = IdentifiedList(TodoRow.three) }
        test.send(.rename(id: "c", title: "Free-range eggs"), at: 160)
        test.send(.save, at: 170)
        test.advance(to: 170)
        test.send(.rename(id: "a", title: "Oat milk")) { $0.rows[id: "a"]?.title = "Oat milk" }
        test.finish()

        assertFits(log.messages)
        XCTAssertEqual(
            log.messages.first?.components(separatedBy: "\n"),
            [
                "states were emitted before send(rename(id: \"a\", title: \"Oat milk\")) that the test did not assert:",
                "  .next(160) changed from the state before it:",
                "    rows[id: \"c\"].title: was \"Eggs\", now \"Free-range eggs\"",
                "  .next(170) changed from the state before it:",
                "    message: was nil, now \"Saved\"",
            ])
    }

    func testAStateNotAssertedThatFitsIsShownWholeAndOneWithNothingBeforeItIsBrokenBetweenWords() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler] in
            Presenter<TodoEvent, TodoState, TodoRoute>(
                initialState: TodoState(rows: IdentifiedList(TodoRow.three)), scheduler: scheduler,
                reduce: .replace
            ) { _, state in
                var next = state
                next.filter = "e"
                return .mutate(next)
            }
        }
        test.send(.save, at: 10)
        test.run()
        test.finish()

        assertFits(log.messages)
        let lines = log.messages.first?.components(separatedBy: "\n") ?? []
        XCTAssertEqual(lines.first, "states were emitted that the test did not assert:")
        XCTAssertTrue(
            lines.dropFirst().first?.hasPrefix("  .next(0, TodoState(rows: [TodoRow(id: \"a\"") == true, "\(lines)")
        XCTAssertTrue(lines.count > 3, "the first state is broken between words: \(lines)")
        XCTAssertEqual(
            lines.suffix(2), ["  .next(10) changed from the state before it:", "    filter: was \"\", now \"e\""])
    }

    func testTheExplorersReportKeepsTheFailureReadable() {
        var failures: [TestFailure] = []
        var loaded = TodoState()
        loaded.rows = IdentifiedList(TodoRow.three)
        loaded.rows[id: "b"]?.done = true

        PresenterTest.explore(
            failureReporter: FailureReporter { failures.append($0) }, presenter: makeTodoPresenter
        ) { test in
            test.send(.load(TodoRow.three), at: 10)
            test.run()
            test.assertStates([.next(0, TodoState()), .next(10, loaded)])
            test.finish()
        }

        assertFits(failures.map(\.message))
        let message = failures.first?.message ?? ""
        XCTAssertTrue(message.contains("\n  rows[id: \"b\"].done: expected true, actual false\n"), message)
        XCTAssertTrue(message.contains("in the only order tried"), message)
    }
}

private struct TodoRow: Identifiable, Equatable {
    let id: String
    var title: String
    var note = "from the farm shop, the big box"
    var done = false

    static let three = [
        TodoRow(id: "a", title: "Milk"), TodoRow(id: "b", title: "Bread"), TodoRow(id: "c", title: "Eggs"),
    ]
}

private struct TodoState: Equatable {
    var rows: IdentifiedList<TodoRow> = []
    var filter = ""
    @Pulse var message: String? = nil
}

private enum TodoEvent {
    case load([TodoRow])
    case rename(id: String, title: String)
    case save
    case open(id: String)
}

private enum TodoRoute: Equatable {
    case detail(id: String)
}

private func makeTodoPresenter(scheduler: TestScheduler) -> Presenter<TodoEvent, TodoState, TodoRoute> {
    Presenter(initialState: TodoState(), scheduler: scheduler, reduce: .replace) { event, state in
        var next = state
        switch event {
        case .load(let rows): next.rows = IdentifiedList(rows)
        case .rename(let id, let title): next.rows[id: id]?.title = title
        case .save: next.message = "Saved"
        case .open(let id): return next.rows[id: id] == nil ? .none : .route(.detail(id: id))
        }
        return .mutate(next)
    }
}
