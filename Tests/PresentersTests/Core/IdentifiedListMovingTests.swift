import Foundation
import PresentersXCTest
import XCTest

/// Moving the elements of an `IdentifiedList`, by id or by offsets as SwiftUI's `onMove` reports them: the
/// elements land where they should, and a moved row keeps its child presenter and the request it has in
/// flight.
final class IdentifiedListMovingTests: PresentersTestCase {
    private struct Row: Identifiable, Equatable {
        let id: String
    }

    private func list(_ ids: String...) -> IdentifiedList<Row> {
        IdentifiedList(ids.map(Row.init))
    }

    func testAMoveByIdPutsTheElementAtTheIndexGiven() {
        var rows = list("a", "b", "c", "d")

        XCTAssertTrue(rows.move(id: "d", to: 0))
        XCTAssertEqual(rows.ids, ["d", "a", "b", "c"])
        XCTAssertTrue(rows.move(id: "d", to: 3))
        XCTAssertEqual(rows.ids, ["a", "b", "c", "d"])
        XCTAssertTrue(rows.move(id: "b", to: 2))
        XCTAssertEqual(rows.ids, ["a", "c", "b", "d"])
        XCTAssertTrue(rows.move(id: "a", to: 0))
        XCTAssertEqual(rows.ids, ["a", "c", "b", "d"])
        XCTAssertFalse(rows.move(id: "z", to: 0))
        XCTAssertEqual(rows.ids, ["a", "c", "b", "d"])
    }

    func testAMoveByOffsetsFollowsSwiftUIsOnMove() {
        var rows = list("a", "b", "c", "d")
        rows.move(fromOffsets: [0, 2], toOffset: 4)
        XCTAssertEqual(rows.ids, ["b", "d", "a", "c"])

        rows = list("a", "b", "c", "d")
        rows.move(fromOffsets: [3], toOffset: 0)
        XCTAssertEqual(rows.ids, ["d", "a", "b", "c"])

        rows = list("a", "b", "c", "d")
        rows.move(fromOffsets: [1, 2], toOffset: 1)
        XCTAssertEqual(rows.ids, ["a", "b", "c", "d"])

        rows = list("a", "b", "c", "d")
        rows.move(fromOffsets: [0], toOffset: 2)
        XCTAssertEqual(rows.ids, ["b", "a", "c", "d"])
    }

    func testAMovedRowKeepsItsChildAndItsRequestInFlight() {
        let scheduler = TestScheduler(initialClock: 0)
        let notes = Notes(scheduler: scheduler, latency: 50)
        let rows = ChildPresenters { (row: NoteRowState) in
            Presenter<NoteRowEvent, NoteRowState, Never>(
                initialState: row, scheduler: scheduler, reduce: .replace
            ) { _, row in
                .run({ try await notes.save(row.id) }, map: { NoteRowState(id: row.id, isSaved: true) })
            }
        }
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) {
            let list = Presenter<MoveEvent, NoteListState, Never>(
                initialState: NoteListState(rows: [NoteRowState(id: "a"), NoteRowState(id: "b"), NoteRowState(id: "c")]
                ),
                scheduler: scheduler,
                reduce: .inPlace { state, event in
                    switch event {
                    case .moveID(let id, let index): state.rows.move(id: id, to: index)
                    case .moveOffsets(let source, let destination):
                        state.rows.move(fromOffsets: source, toOffset: destination)
                    case .save: break
                    }
                    return .changed
                },
                effects: { event, _ -> Effect<MoveEvent, Never> in
                    if case .save(let id) = event { return .send(.save, to: rows, id: id) }
                    return .mutate(event)
                })
            list.embed(rows, state: \.rows)
            return list
        }
        weak let childOfC = rows["c"]

        test.send(.save("c"), at: 10)
        test.send(.moveID("c", 0), at: 20)
        test.send(.moveOffsets([0], 3), at: 30)
        test.run()

        let (a, b, c) = (NoteRowState(id: "a"), NoteRowState(id: "b"), NoteRowState(id: "c"))
        test.assertStates([
            .next(0, NoteListState(rows: [a, b, c])),
            .next(20, NoteListState(rows: [c, a, b])),
            .next(30, NoteListState(rows: [a, b, c])),
            .next(60, NoteListState(rows: [a, b, NoteRowState(id: "c", isSaved: true)])),
        ])
        XCTAssertTrue(rows["c"] === childOfC, "the moved row got a new child")
        XCTAssertEqual(notes.calls, ["save c"])
        XCTAssertEqual(notes.log.lines, [], "the move cancelled the row's request")
        test.finish()
    }
}

private enum MoveEvent: Equatable {
    case save(String)
    case moveID(String, Int)
    case moveOffsets(IndexSet, Int)
}
