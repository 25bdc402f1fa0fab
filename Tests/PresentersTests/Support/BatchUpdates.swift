import Presenters

/// A list in sections as a table view holds it during a batch update: each cell knows whether it was
/// reloaded or inserted (and so reads its content from the new data) or still shows its old item.
struct BatchUpdates<Key: Hashable, Item: Equatable> {
    enum Cell: Equatable {
        case shown(Item)
        case fresh
    }

    struct Section {
        var key: Key?
        var cells: [Cell]
    }

    /// Where an index was out of range when it was used, if anywhere.
    private(set) var failures: [String] = []
    private var sections: [Section]

    init(_ old: [(key: Key, items: [Item])]) {
        sections = old.map { Section(key: $0.key, cells: $0.items.map(Cell.shown)) }
    }

    /// Applies `changes` in the order of a batch update, checking every index when it is used, and returns
    /// the list the view then shows, fresh cells read from `new` at their final place.
    mutating func apply(_ changes: ListChanges, new: [(key: Key, items: [Item])]) -> [(key: Key, items: [Item])]? {
        // Reloads, in the old list's index paths.
        for path in changes.reloadedItems {
            guard check(path, "reload") else { return nil }
            sections[path.section].cells[path.item] = .fresh
        }
        // Deletions and move sources, items before sections, each run from the last index to the first.
        var moved: [ItemIndexPath: Cell] = [:]
        let itemRemovals =
            changes.deletedItems.map { ($0, false) } + changes.movedItems.map { ($0.from, true) }
        for (path, isMove) in itemRemovals.sorted(by: { ($0.0.section, $0.0.item) > ($1.0.section, $1.0.item) }) {
            guard check(path, isMove ? "move from" : "delete") else { return nil }
            let cell = sections[path.section].cells.remove(at: path.item)
            if isMove { moved[path] = cell }
        }
        guard isDescending(changes.deletedItems.map { [$0.section, $0.item] }) else {
            failures.append("deleted items are not from the last to the first: \(changes.deletedItems)")
            return nil
        }
        var movedSections: [Int: Section] = [:]
        let sectionRemovals =
            changes.deletedSections.map { ($0, false) } + changes.movedSections.map { ($0.from, true) }
        for (index, isMove) in sectionRemovals.sorted(by: { $0.0 > $1.0 }) {
            guard sections.indices.contains(index) else {
                failures.append("section \(index) out of range for \(isMove ? "move from" : "delete")")
                return nil
            }
            let section = sections.remove(at: index)
            if isMove { movedSections[index] = section }
        }
        // Insertions and move destinations, in the new list's index paths, sections before items, each run
        // from the first index to the last.
        let sectionInsertions =
            changes.insertedSections.map { ($0, nil as Int?) } + changes.movedSections.map { ($0.to, $0.from) }
        for (index, source) in sectionInsertions.sorted(by: { $0.0 < $1.0 }) {
            guard index >= 0, index <= sections.count else {
                failures.append("section \(index) out of range for insert (\(sections.count) sections)")
                return nil
            }
            let section =
                source.map { movedSections[$0]! }
                ?? Section(key: nil, cells: Array(repeating: .fresh, count: new[index].items.count))
            sections.insert(section, at: index)
        }
        let itemInsertions =
            changes.insertedItems.map { ($0, nil as ItemIndexPath?) } + changes.movedItems.map { ($0.to, $0.from) }
        for (path, source) in itemInsertions.sorted(by: { ($0.0.section, $0.0.item) < ($1.0.section, $1.0.item) }) {
            guard sections.indices.contains(path.section), path.item >= 0,
                path.item <= sections[path.section].cells.count
            else {
                failures.append("\(path) out of range for \(source == nil ? "insert" : "move to")")
                return nil
            }
            sections[path.section].cells.insert(source.map { moved[$0]! } ?? .fresh, at: path.item)
        }
        guard sections.count == new.count else {
            failures.append("\(sections.count) sections at the end, \(new.count) expected")
            return nil
        }
        return zip(sections, new).map { section, expected in
            let items = section.cells.enumerated().map { offset, cell -> Item? in
                switch cell {
                case .shown(let item): return item
                case .fresh: return expected.items.indices.contains(offset) ? expected.items[offset] : nil
                }
            }
            return (section.key ?? expected.key, items.compactMap { $0 })
        }
    }

    private mutating func check(_ path: ItemIndexPath, _ use: String) -> Bool {
        guard sections.indices.contains(path.section), sections[path.section].cells.indices.contains(path.item) else {
            failures.append("\(path) out of range for \(use)")
            return false
        }
        return true
    }

    private func isDescending(_ paths: [[Int]]) -> Bool {
        zip(paths, paths.dropFirst()).allSatisfy { $0.lexicographicallyPrecedes($1) == false && $0 != $1 }
    }
}
