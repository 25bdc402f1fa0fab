import Presenters
import XCTest

final class ListChangesTests: XCTestCase {
    private struct Row: Identifiable, Equatable {
        var id: Int
        var title = ""
    }

    private func rows(_ ids: [Int]) -> [Row] { ids.map { Row(id: $0) } }

    private func path(_ section: Int, _ item: Int) -> ItemIndexPath { ItemIndexPath(section: section, item: item) }

    func testEmptyToFullInsertsEveryItem() throws {
        let changes = try ListChanges(from: [], to: rows([1, 2, 3]))

        XCTAssertEqual(changes, ListChanges(insertedItems: [path(0, 0), path(0, 1), path(0, 2)]))
    }

    func testFullToEmptyDeletesEveryItemFromTheLast() throws {
        let changes = try ListChanges(from: rows([1, 2, 3]), to: [])

        XCTAssertEqual(changes, ListChanges(deletedItems: [path(0, 2), path(0, 1), path(0, 0)]))
    }

    func testDeletionsComeHighestIndexPathFirstSoThatEachAppliesWhereItWas() throws {
        let before: [(key: String, items: [Row])] = [("a", rows([1, 2, 3, 4])), ("b", rows([5, 6, 7]))]
        let after: [(key: String, items: [Row])] = [("a", rows([2, 4])), ("b", rows([5, 7]))]

        let changes = try ListChanges(from: before, to: after)

        XCTAssertEqual(changes, ListChanges(deletedItems: [path(1, 1), path(0, 2), path(0, 0)]))
        // Applied one at a time, in that order, each deletion finds its item where the old list had it.
        var applied = before.map { $0.items.map(\.id) }
        for deletion in changes.deletedItems { applied[deletion.section].remove(at: deletion.item) }
        XCTAssertEqual(applied, after.map { $0.items.map(\.id) })
    }

    func testTheSameListChangesNothing() throws {
        XCTAssertTrue(try ListChanges(from: rows([1, 2, 3]), to: rows([1, 2, 3])).isEmpty)
    }

    func testNewItemsOnTopAreInsertionsAndMoveNothing() throws {
        let changes = try ListChanges(from: rows([3, 4, 5]), to: rows([1, 2, 3, 4, 5]))

        XCTAssertEqual(changes, ListChanges(insertedItems: [path(0, 0), path(0, 1)]))
    }

    func testAPageAtTheEndIsInsertedAfterTheLastItem() throws {
        let changes = try ListChanges(from: rows([1, 2]), to: rows([1, 2, 3, 4]))

        XCTAssertEqual(changes, ListChanges(insertedItems: [path(0, 2), path(0, 3)]))
    }

    func testAChangedItemIsReloadedAtItsOldIndexPath() throws {
        let changes = try ListChanges(
            from: rows([1, 2, 3]), to: [Row(id: 0), Row(id: 1), Row(id: 2, title: "new"), Row(id: 3)])

        XCTAssertEqual(changes, ListChanges(insertedItems: [path(0, 0)], reloadedItems: [path(0, 1)]))
    }

    func testAllItemsReversedMoveAllButOne() throws {
        let changes = try ListChanges(from: rows([1, 2, 3, 4]), to: rows([4, 3, 2, 1]))

        XCTAssertEqual(changes.movedItems.count, 3)
        XCTAssertEqual(
            Set(changes.movedItems),
            [
                ItemMove(from: path(0, 3), to: path(0, 0)), ItemMove(from: path(0, 2), to: path(0, 1)),
                ItemMove(from: path(0, 1), to: path(0, 2)),
            ])
        XCTAssertEqual(changes.insertedItems + changes.deletedItems + changes.reloadedItems, [])
    }

    func testAnItemThatMovesAndChangesIsDeletedAndInserted() throws {
        let changes = try ListChanges(from: rows([1, 2, 3]), to: [Row(id: 3, title: "new"), Row(id: 1), Row(id: 2)])

        XCTAssertEqual(changes, ListChanges(deletedItems: [path(0, 2)], insertedItems: [path(0, 0)]))
    }

    func testSectionsAreDeletedInsertedAndMovedByKey() throws {
        let old: [(key: String, items: [Row])] = [("a", rows([1])), ("b", rows([2])), ("c", rows([3]))]
        let new: [(key: String, items: [Row])] = [("c", rows([3])), ("a", rows([1])), ("d", rows([4]))]

        let changes = try ListChanges(from: old, to: new)

        XCTAssertEqual(
            changes,
            ListChanges(deletedSections: [1], insertedSections: [2], movedSections: [SectionMove(from: 2, to: 0)]))
    }

    func testAnItemLeavingADeletedSectionIsInsertedAndOneEnteringAnInsertedSectionIsDeleted() throws {
        let old: [(key: String, items: [Row])] = [("a", rows([1, 2])), ("b", rows([3]))]
        let new: [(key: String, items: [Row])] = [("b", rows([3, 1])), ("c", rows([2]))]

        let changes = try ListChanges(from: old, to: new)

        XCTAssertEqual(
            changes, ListChanges(deletedSections: [0], insertedSections: [1], insertedItems: [path(0, 1)]))
    }

    func testAPagedListsSectionsCompareByKey() throws {
        let old = PagedListState<Row, String>(items: rows([10, 11, 20])).sections(by: { $0.id / 10 })
        let new = PagedListState<Row, String>(items: rows([10, 11, 12, 20, 21])).sections(by: { $0.id / 10 })

        let changes = try ListChanges(from: old, to: new)

        XCTAssertEqual(changes, ListChanges(insertedItems: [path(0, 2), path(1, 1)]))
    }

    func testADuplicateIDIsRefusedWithWhereItAppears() {
        XCTAssertThrowsError(try ListChanges(from: rows([1, 2]), to: rows([1, 2, 1]))) { error in
            XCTAssertEqual(
                error as? ListChangesError,
                ListChangesError(list: .new, duplicate: .item(id: "1", first: path(0, 0), second: path(0, 2))))
            XCTAssertEqual(
                "\(error)",
                "the new list holds the id 1 twice, at [0, 0] and [0, 2]: list changes need each item's id once in a list"
            )
        }
    }

    func testAnIDTwiceAmongTheItemsComparedInPlaceIsRefusedInADebugBuild() {
        // The page repeats the first row: a release build pairs both ends in place and sees no id twice.
        XCTAssertThrowsError(try ListChanges(from: rows([1, 2]), to: rows([1, 2, 1, 3]))) { error in
            XCTAssertEqual(
                error as? ListChangesError,
                ListChangesError(list: .new, duplicate: .item(id: "1", first: path(0, 0), second: path(0, 2))))
        }
    }

    func testADuplicateSectionKeyIsRefused() {
        let old: [(key: String, items: [Row])] = [("a", rows([1])), ("a", rows([2]))]

        XCTAssertThrowsError(try ListChanges(from: old, to: [])) { error in
            XCTAssertEqual(
                "\(error)",
                "the old list has two sections with the key a, 0 and 1: list changes need each section's key once in a list"
            )
        }
    }

}
