import Presenters
import XCTest

/// For many random pairs of lists in sections, applying the changes to the old list in the order of a
/// batch update gives the new list, every index is in range when it is used, and the changes are those of
/// a plain model that looks every item up by id (so that the items shared at the ends, which the changes
/// compare in place, come out as if they had been looked up too).
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
            let expected = modelChanges(from: old, to: new)
            guard changes == expected else {
                return XCTFail("pair \(pair) (seed 25): \(changes)\nmodel: \(expected)\nold: \(old)\nnew: \(new)")
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

    /// The changes found by looking every item up by id: sections and items kept, deleted or inserted; of
    /// the items a section keeps, those outside the longest run in their old order move (or, changed, are
    /// deleted and inserted), those in it that changed are reloaded.
    private func modelChanges(from old: Sections, to new: Sections) -> ListChanges {
        var changes = ListChanges()
        let oldSection = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.key, $0) })
        let newSection = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1.key, $0) })
        let places = { (sections: Sections) in
            Dictionary(
                uniqueKeysWithValues: sections.enumerated().flatMap { section, content in
                    content.items.enumerated().map { ($1.id, ItemIndexPath(section: section, item: $0)) }
                })
        }
        let oldPlaces = places(old)
        let newPlaces = places(new)
        changes.deletedSections = old.indices.reversed().filter { newSection[old[$0].key] == nil }
        changes.insertedSections = new.indices.filter { oldSection[new[$0].key] == nil }
        let kept = new.indices.compactMap { to in oldSection[new[to].key].map { (from: $0, to: to) } }
        changes.movedSections = zip(kept, modelRun(kept.map(\.from))).filter { !$1 }.map {
            SectionMove(from: $0.0.from, to: $0.0.to)
        }
        for (section, content) in old.enumerated() where newSection[content.key] != nil {
            for (offset, item) in content.items.enumerated() {
                let place = newPlaces[item.id]
                if place == nil || oldSection[new[place!.section].key] == nil {
                    changes.deletedItems.append(ItemIndexPath(section: section, item: offset))
                }
            }
        }
        for (section, content) in new.enumerated() {
            guard let source = oldSection[content.key] else { continue }
            var common: [(from: ItemIndexPath, to: ItemIndexPath, changed: Bool)] = []
            for (offset, item) in content.items.enumerated() {
                let to = ItemIndexPath(section: section, item: offset)
                guard let from = oldPlaces[item.id], newSection[old[from.section].key] != nil else {
                    changes.insertedItems.append(to)
                    continue
                }
                common.append((from, to, old[from.section].items[from.item] != item))
            }
            let staying = modelRun(common.map { $0.from.section == source ? $0.from.item : -1 })
            for (entry, stays) in zip(common, staying) {
                if stays && entry.from.section == source {
                    if entry.changed { changes.reloadedItems.append(entry.from) }
                } else if entry.changed {
                    changes.deletedItems.append(entry.from)
                    changes.insertedItems.append(entry.to)
                } else {
                    changes.movedItems.append(ItemMove(from: entry.from, to: entry.to))
                }
            }
        }
        changes.deletedItems.sort { ($0.section, $0.item) > ($1.section, $1.item) }
        changes.insertedItems.sort { ($0.section, $0.item) < ($1.section, $1.item) }
        changes.reloadedItems.sort { ($0.section, $0.item) < ($1.section, $1.item) }
        return changes
    }

    /// Which values belong to the longest strictly increasing run that, among those of its length, ends
    /// with the smallest values (patience sorting, negative values left out), as the changes choose it.
    private func modelRun(_ values: [Int]) -> [Bool] {
        var tails: [Int] = []
        var previous = Array(repeating: -1, count: values.count)
        for (index, value) in values.enumerated() where value >= 0 {
            let slot = tails.firstIndex { values[$0] >= value } ?? tails.count
            previous[index] = slot > 0 ? tails[slot - 1] : -1
            if slot == tails.count { tails.append(index) } else { tails[slot] = index }
        }
        var member = Array(repeating: false, count: values.count)
        var index = tails.last ?? -1
        while index >= 0 {
            member[index] = true
            index = previous[index]
        }
        return member
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
