import Presenters
import XCTest

/// The field-level differences a failed check shows, for each kind of value `Mirror` can look into. Each
/// test sends the actual state to a presenter that takes it as it is, and expects another in a step.
final class FieldDifferencesTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private let log = FailureLog()

    /// The lines under the step's title that `actual`, sent, and `expected`, asserted, make.
    private func differences(expected: Board, actual: Board) -> [String] {
        let log = FailureLog()
        let test = PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler] in
            Presenter<Board, Board, Never>(initialState: Board(), scheduler: scheduler, reduce: .replace) { next, _ in
                .mutate(next)
            }
        }
        test.send(actual) { $0 = expected }
        test.finish()
        return log.messages.flatMap { $0.components(separatedBy: "\n").dropFirst() }
    }

    func testAnArraysElementIsNamedByItsIndex() {
        let items = (1...4).map { Item(id: $0, votes: $0) }
        var actual = Board(items: items)
        actual.items[3].votes = 4
        var expected = actual
        expected.items[3].votes = 5

        XCTAssertEqual(differences(expected: expected, actual: actual), ["  items[3].votes: expected 5, actual 4"])
    }

    func testAnArrayOfIdentifiableElementsNamesEachByItsID() {
        let expected = Shelf(books: [Book(id: 7, title: "Dune"), Book(id: 3, title: "Emma")])
        let actual = Shelf(books: [Book(id: 7, title: "Dune"), Book(id: 3, title: "Ema")])

        XCTAssertEqual(
            shelfDifferences(expected: expected, actual: actual),
            [#"  books[id: 3].title: expected "Emma", actual "Ema""#])
    }

    func testIdentifiableElementsWithTheSameIDAreNamedByTheirIndex() {
        let expected = Shelf(books: [Book(id: 1, title: "A"), Book(id: 1, title: "B")])
        let actual = Shelf(books: [Book(id: 1, title: "A"), Book(id: 1, title: "C")])

        XCTAssertEqual(
            shelfDifferences(expected: expected, actual: actual), [#"  books[1].title: expected "B", actual "C""#])
    }

    func testAPropertyWrapperIsNamedAsTheProperty() {
        XCTAssertEqual(
            shelfDifferences(expected: Shelf(label: "new"), actual: Shelf(label: "old")),
            [#"  label: expected "new", actual "old""#])
    }

    /// The lines under the step's title that `actual`, sent, and `expected`, asserted, make.
    private func shelfDifferences(expected: Shelf, actual: Shelf) -> [String] {
        let log = FailureLog()
        let test = PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler] in
            Presenter<Shelf, Shelf, Never>(initialState: Shelf(), scheduler: scheduler, reduce: .replace) { next, _ in
                .mutate(next)
            }
        }
        test.send(actual) { $0 = expected }
        test.finish()
        return log.messages.flatMap { $0.components(separatedBy: "\n").dropFirst() }
    }

    func testAnArrayOfAnotherLengthNamesTheElementsOnlyOneHas() {
        let expected = Board(items: [Item(id: 1)])
        let actual = Board(items: [Item(id: 1), Item(id: 2)])

        XCTAssertEqual(
            differences(expected: expected, actual: actual),
            ["  items[1]: expected nothing, actual Item(id: 2, votes: 0, tags: [])"])
    }

    func testAnOptionalIsLookedIntoWhenBothHoldAValue() {
        XCTAssertEqual(
            differences(expected: Board(selected: Item(id: 1, votes: 2)), actual: Board(selected: Item(id: 1))),
            ["  selected?.votes: expected 2, actual 0"])
        XCTAssertEqual(
            differences(expected: Board(selected: nil), actual: Board(selected: Item(id: 1))),
            ["  selected: expected nil, actual Item(id: 1, votes: 0, tags: [])"])
    }

    func testAnEnumsCaseAndPayloadAreNamed() {
        XCTAssertEqual(
            differences(expected: Board(phase: .loading(page: 2)), actual: Board(phase: .loading(page: 1))),
            ["  phase.loading.page: expected 2, actual 1"])
        XCTAssertEqual(
            differences(
                expected: Board(phase: .failed("offline", retries: 1)), actual: Board(phase: .failed("", retries: 2))),
            [
                "  phase.failed.0: expected \"offline\", actual \"\"",
                "  phase.failed.retries: expected 1, actual 2",
            ])
        XCTAssertEqual(
            differences(
                expected: Board(phase: .loaded([Item(id: 1, votes: 3)])), actual: Board(phase: .loaded([Item(id: 1)]))),
            [
                "  phase.loaded[0].votes: expected 3, actual 0"
            ])
        XCTAssertEqual(
            differences(expected: Board(phase: .loading(page: 1)), actual: Board(phase: .idle)),
            ["  phase: expected loading(page: 1), actual idle"])
    }

    func testADictionarysEntriesAreNamedByTheirKeysInOrder() {
        let expected = Board(counts: ["b": 2, "a": 1, "d": 4])
        let actual = Board(counts: ["c": 3, "b": 3, "a": 1])

        XCTAssertEqual(
            differences(expected: expected, actual: actual),
            [
                "  counts[\"b\"]: expected 2, actual 3",
                "  counts[\"c\"]: expected nothing, actual 3",
                "  counts[\"d\"]: expected 4, actual nothing",
            ])
    }

    func testASetIsShownWholeInTheOrderOfItsMembers() {
        XCTAssertEqual(
            differences(expected: Board(tags: ["b", "a"]), actual: Board(tags: ["c", "a"])),
            ["  tags: expected [\"a\", \"b\"], actual [\"a\", \"c\"]"])
    }

    func testATuplesElementsAndAnObjectsPropertiesAreNamed() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler] in
            Presenter<Pair, Pair, Never>(initialState: Pair(), scheduler: scheduler, reduce: .replace) { next, _ in
                .mutate(next)
            }
        }

        test.send(Pair(pair: (1, "b"), owner: Owner(name: "Bob"))) {
            $0 = Pair(pair: (2, "b"), owner: Owner(name: "Ada"))
        }
        test.finish()

        XCTAssertEqual(
            log.messages.first?.components(separatedBy: "\n").dropFirst(),
            ["  pair.0: expected 2, actual 1", "  owner.name: expected \"Ada\", actual \"Bob\""])
    }

    func testManyDifferencesAreCounted() {
        let expected = Board(items: (0..<25).map { Item(id: $0, votes: 1) })
        let actual = Board(items: (0..<25).map { Item(id: $0) })

        let lines = differences(expected: expected, actual: actual)

        XCTAssertEqual(lines.count, 21)
        XCTAssertEqual(lines.first, "  items[0].votes: expected 1, actual 0")
        XCTAssertEqual(lines.last, "  ... and 5 more")
    }

    func testOneDifferenceMoreThanTheLinesShownIsCounted() {
        let expected = Board(items: (0..<21).map { Item(id: $0, votes: 1) })
        let actual = Board(items: (0..<21).map { Item(id: $0) })

        let lines = differences(expected: expected, actual: actual)

        XCTAssertEqual(lines.count, 21)
        XCTAssertEqual(lines.last, "  ... and 1 more")
    }

    func testAFieldThatDiffersButReadsTheSameIsNamed() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler] in
            Presenter<Envelope, Envelope, Never>(
                initialState: Envelope(seal: Seal(id: 0)), scheduler: scheduler, reduce: .replace
            ) {
                next, _ in .mutate(next)
            }
        }

        test.send(Envelope(seal: Seal(id: 1))) { $0.seal = Seal(id: 2) }
        test.finish()

        XCTAssertEqual(
            log.messages,
            ["state after send(Envelope(seal: sealed)) at 0 differs:\n  seal: expected sealed, actual sealed"])
    }

    func testAStateThatIsAnEnumIsNamedByItsCase() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler] in
            Presenter<ValueState, ValueState, Never>(
                initialState: .initial, scheduler: scheduler, reduce: .replace
            ) { next, _ in
                .mutate(next)
            }
        }

        test.send(.prepared(value: 1)) { $0 = .prepared(value: 2) }
        test.send(.touched) { $0 = .prepared(value: 1) }
        test.finish()

        XCTAssertEqual(
            log.messages,
            [
                "state after send(prepared(value: 1)) at 0 differs:\n  prepared.value: expected 2, actual 1",
                "state after send(touched) at 0 differs:\n  expected prepared(value: 1), actual touched",
            ])
    }

    func testAFailedAssertStatesNamesTheTimeAndTheFieldsOfItsFirstDifference() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler] in
            Presenter<Board, Board, Never>(initialState: Board(), scheduler: scheduler, reduce: .replace) { next, _ in
                .mutate(next)
            }
        }
        test.send(Board(title: "b"), at: 150)
        test.run()

        test.assertStates([.next(0, Board()), .next(140, Board(title: "a"))])
        test.finish()

        XCTAssertEqual(
            log.messages.first?.components(separatedBy: "\n").suffix(3),
            ["#2 field by field:", "  time: expected 140, actual 150", "  title: expected \"a\", actual \"b\""])
    }
}

private struct Item: Equatable {
    var id: Int
    var votes = 0
    var tags: Set<String> = []
}

private enum Phase: Equatable {
    case idle
    case loading(page: Int)
    case loaded([Item])
    case failed(String, retries: Int)
}

private struct Board: Equatable {
    var items: [Item] = []
    var selected: Item?
    var phase = Phase.idle
    var counts: [String: Int] = [:]
    var tags: Set<String> = []
    var title = ""
}

private struct Pair: Equatable {
    var pair = (0, "")
    var owner = Owner(name: "")

    static func == (lhs: Pair, rhs: Pair) -> Bool {
        lhs.pair == rhs.pair && lhs.owner == rhs.owner
    }
}

private final class Owner: Equatable {
    let name: String

    init(name: String) {
        self.name = name
    }

    static func == (lhs: Owner, rhs: Owner) -> Bool {
        lhs.name == rhs.name
    }
}

private struct Envelope: Equatable {
    var seal: Seal
}

/// A value that `==` tells apart but that reads the same and shows nothing to look into.
private struct Seal: Equatable, CustomStringConvertible, CustomReflectable {
    let id: Int
    var description: String { "sealed" }
    var customMirror: Mirror { Mirror(self, children: [:]) }
}

private struct Book: Identifiable, Equatable {
    let id: Int
    var title: String
}

/// Trims what is set, as a property wrapper of the user's own would.
@propertyWrapper
private struct Trimmed: Equatable {
    private var text = ""

    init(wrappedValue: String) {
        text = wrappedValue.trimmingCharacters(in: .whitespaces)
    }

    var wrappedValue: String {
        get { text }
        set { text = newValue.trimmingCharacters(in: .whitespaces) }
    }
}

private struct Shelf: Equatable {
    var books: [Book] = []
    @Trimmed var label = ""
}
