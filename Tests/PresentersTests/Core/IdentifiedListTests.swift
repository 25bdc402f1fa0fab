import Foundation
import XCTest

@testable import Presenters

/// The list behaves as an array of its elements, finds them by id, and records its insertions and
/// removals so that a reader at one version gets exactly the edits since, or learns that it cannot.
final class IdentifiedListTests: XCTestCase {
    private struct Item: Identifiable, Equatable, Hashable, Codable {
        let id: Int
        var value = 0
    }

    private func items(_ ids: Int...) -> IdentifiedList<Item> {
        IdentifiedList(ids.map { Item(id: $0) })
    }

    /// The list that `edits` make of `ids`, as a reader of the journal would rebuild it.
    private func replay(_ edits: ArraySlice<ListEdit<Int>>, on ids: [Int]) -> [Int] {
        var ids = ids
        for edit in edits {
            if edit.isInsertion {
                ids.insert(edit.id, at: edit.index)
            } else {
                XCTAssertEqual(ids[edit.index], edit.id, "a removal names the element where it was")
                ids.remove(at: edit.index)
            }
        }
        return ids
    }

    func testFindsReplacesAndRemovesElementsById() {
        var list = items(1, 2, 3)

        XCTAssertEqual(list[id: 2], Item(id: 2))
        XCTAssertEqual(list.index(id: 3), 2)
        XCTAssertNil(list[id: 4])
        list[id: 2] = Item(id: 2, value: 7)
        list[id: 4] = Item(id: 4)
        list[id: 1] = nil
        XCTAssertEqual(list.remove(id: 3), Item(id: 3))
        XCTAssertNil(list.remove(id: 3))

        XCTAssertEqual(Array(list), [Item(id: 2, value: 7), Item(id: 4)])
        XCTAssertEqual(list.ids, [2, 4])
    }

    func testEveryInsertionAndRemovalIsRecordedWhereItHappened() {
        var list = items(1, 2, 3, 4)
        let start = list.journal.version

        list.remove(at: 1)
        list.insert(Item(id: 5), at: 0)
        list.append(contentsOf: [Item(id: 6), Item(id: 7)])
        list.removeAll { $0.id == 3 || $0.id == 6 }
        list[0] = Item(id: 8)
        list.swapAt(0, 1)
        list.removeFirst()

        let edits = list.journal.edits(since: start)
        XCTAssertEqual(edits.map { replay($0, on: [1, 2, 3, 4]) }, list.ids)
        XCTAssertEqual(list.ids, [8, 4, 7])
    }

    func testWritingAnElementWithItsOwnIdRecordsNothing() {
        var list = items(1, 2)
        let start = list.journal.version

        list[1].value = 5
        list[id: 1] = Item(id: 1, value: 3)

        XCTAssertEqual(list.journal.version, start)
        XCTAssertEqual(list.journal.edits(since: start)?.count, 0)
        XCTAssertEqual(Array(list), [Item(id: 1, value: 3), Item(id: 2, value: 5)])
    }

    func testAReaderAtAnyKeptVersionGetsTheEditsSinceIt() {
        var list = items()
        var versions = [(list.journal.version, list.ids)]
        for id in 0..<40 {
            list.append(Item(id: id))
            if id % 3 == 0 { list.remove(at: list.count / 2) }
            versions.append((list.journal.version, list.ids))
        }
        for (version, ids) in versions {
            XCTAssertEqual(list.journal.edits(since: version).map { replay($0, on: ids) }, list.ids)
        }
    }

    func testCopiesEditedApartShareNoVersionAfterTheirCommonOne() {
        var first = items(1, 2, 3)
        let common = first.journal.version
        var second = first

        first.remove(at: 0)
        second.remove(at: 2)

        XCTAssertNotEqual(first.journal.version, second.journal.version)
        XCTAssertNil(second.journal.edits(since: first.journal.version), "first's edit is not second's")
        XCTAssertNil(first.journal.edits(since: second.journal.version))
        XCTAssertEqual(second.journal.edits(since: common).map { replay($0, on: [1, 2, 3]) }, [1, 2])
    }

    func testAListBuiltAnewOrAssignedHasNoEditsFromAnother() {
        let old = items(1, 2)
        var list = old
        list = items(1, 2)

        XCTAssertNil(list.journal.edits(since: old.journal.version))
        XCTAssertEqual(list, old, "equality sees the elements only")
        XCTAssertEqual(list.hashValue, old.hashValue)
    }

    func testEditsBeyondTheWindowAreForgottenOldestFirst() {
        var list = items()
        let start = list.journal.version
        list.append(Item(id: 0))
        let afterFirst = list.journal.version
        for id in 1...(2 * ListJournal<Int>.window) { list.append(Item(id: id)) }

        XCTAssertNil(list.journal.edits(since: start), "the oldest edits are forgotten")
        XCTAssertNil(list.journal.edits(since: afterFirst))
        XCTAssertGreaterThanOrEqual(list.journal.edits.count, ListJournal<Int>.window)
        XCTAssertLessThanOrEqual(list.journal.edits.count, 2 * ListJournal<Int>.window)

        let beforePage = list.journal.version
        list.append(contentsOf: (1_000..<1_000 + ListJournal<Int>.window + 1).map { Item(id: $0) })
        XCTAssertNil(list.journal.edits(since: beforePage), "a larger edit than the window is not kept")
        XCTAssertEqual(list.journal.edits(since: list.journal.version)?.count, 0)
    }

    func testCodesAndPrintsAsAnArrayOfItsElements() throws {
        let list = items(1, 2)

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(list)
        XCTAssertEqual(data, try encoder.encode([Item(id: 1), Item(id: 2)]))
        XCTAssertEqual(try JSONDecoder().decode(IdentifiedList<Item>.self, from: data), list)
        XCTAssertEqual(list.description, [Item(id: 1), Item(id: 2)].description)
        XCTAssertEqual(Mirror(reflecting: list).children.count, 2)
        XCTAssertEqual(Mirror(reflecting: list).displayStyle, .collection)
    }
}
