import Presenters
import XCTest

/// For many random pairs of lists in sections, applying the changes to the old list in the order of a
/// batch update gives the new list, and every index is in range when it is used.
final class ListChangesPropertyTests: XCTestCase {
    private struct Row: Identifiable, Equatable {
        var id: Int
        var value: Int
    }

    private typealias Sections = [(key: Int, items: [Row])]

    func testApplyingTheChangesInBatchUpdateOrderGivesTheNewListForTenThousandRandomPairs() throws {
        var generator = SplitMix64(seed: 25)
        var checked = 0
        var moves = 0
        var reloads = 0
        for pair in 0..<10_000 {
            let old = randomSections(using: &generator)
            let new = edited(old, using: &generator)
            let changes = try ListChanges(from: old, to: new)
            var updates = BatchUpdates<Int, Row>(old)

            let result = updates.apply(changes, new: new)

            guard let result, result.map(\.key) == new.map(\.key), result.map(\.items) == new.map(\.items) else {
                return XCTFail(
                    "pair \(pair) (seed 25): \(updates.failures)\nold: \(old)\nnew: \(new)\nchanges: \(changes)")
            }
            checked += 1
            moves += changes.movedItems.count + changes.movedSections.count
            reloads += changes.reloadedItems.count
        }
        XCTAssertEqual(checked, 10_000)
        // The pairs exercise every kind of change, not only insertions and deletions.
        XCTAssertGreaterThan(moves, 1_000)
        XCTAssertGreaterThan(reloads, 1_000)
    }

    private func randomSections(using generator: inout SplitMix64) -> Sections {
        var ids = Array(0..<40).shuffled(using: &generator)[...]
        let keys = Array(0..<6).shuffled(using: &generator)
        return keys.prefix(Int.random(in: 0...4, using: &generator)).map { key in
            let count = Int.random(in: 0...8, using: &generator)
            let items = ids.prefix(count).map { Row(id: $0, value: 0) }
            ids = ids.dropFirst(count)
            return (key, items)
        }
    }

    /// `old` after a few random edits: items deleted, inserted, moved within or across sections and
    /// changed; sections deleted, inserted and moved.
    private func edited(_ old: Sections, using generator: inout SplitMix64) -> Sections {
        var sections = old
        var unusedIDs = Array(40..<60)[...]
        var unusedKeys = Array(Set(0..<8).subtracting(old.map(\.key))).sorted()[...]
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            let nonEmpty = sections.indices.filter { !sections[$0].items.isEmpty }
            switch Int.random(in: 0..<8, using: &generator) {
            case 0 where !nonEmpty.isEmpty:
                let section = nonEmpty.randomElement(using: &generator)!
                sections[section].items.remove(at: Int.random(in: sections[section].items.indices, using: &generator))
            case 1 where !sections.isEmpty && !unusedIDs.isEmpty:
                let section = Int.random(in: sections.indices, using: &generator)
                let index = Int.random(in: 0...sections[section].items.count, using: &generator)
                sections[section].items.insert(Row(id: unusedIDs.removeFirst(), value: 0), at: index)
            case 2 where !nonEmpty.isEmpty:
                let from = nonEmpty.randomElement(using: &generator)!
                let item = sections[from].items.remove(
                    at: Int.random(in: sections[from].items.indices, using: &generator))
                let to = Int.random(in: sections.indices, using: &generator)
                sections[to].items.insert(item, at: Int.random(in: 0...sections[to].items.count, using: &generator))
            case 3...4 where !nonEmpty.isEmpty:
                let section = nonEmpty.randomElement(using: &generator)!
                let index = Int.random(in: sections[section].items.indices, using: &generator)
                sections[section].items[index].value += 1
            case 5 where !sections.isEmpty:
                sections.remove(at: Int.random(in: sections.indices, using: &generator))
            case 6 where !unusedKeys.isEmpty:
                let items = unusedIDs.prefix(Int.random(in: 0...3, using: &generator)).map { Row(id: $0, value: 0) }
                unusedIDs = unusedIDs.dropFirst(items.count)
                sections.insert(
                    (unusedKeys.removeFirst(), items), at: Int.random(in: 0...sections.count, using: &generator))
            case 7 where sections.count > 1:
                let section = sections.remove(at: Int.random(in: sections.indices, using: &generator))
                sections.insert(section, at: Int.random(in: 0...sections.count, using: &generator))
            default:
                break
            }
        }
        return sections
    }
}
