extension ListChanges {
    /// The changes that turn `old` into `new`, two values of a list in one section.
    /// - Throws: ``ListChangesError`` when an id appears twice among the items of one list that differ
    ///   from the other (see ``ListChanges`` for the items shared at the start and end, which are not
    ///   looked up).
    @inlinable
    public init<Item: Identifiable & Equatable>(from old: [Item], to new: [Item]) throws {
        try self.init(sections: [(0, old[...])], [(0, new[...])])
    }

    /// The changes that turn `old` into `new`, two values of a list in sections, each section named by its
    /// key.
    /// - Throws: ``ListChangesError`` when a section key appears twice in one of the lists, or an id
    ///   among the items of one list that differ from the other.
    @inlinable
    public init<Key: Hashable, Item: Identifiable & Equatable>(
        from old: [(key: Key, items: [Item])], to new: [(key: Key, items: [Item])]
    ) throws {
        try self.init(sections: old.map { ($0.key, $0.items[...]) }, new.map { ($0.key, $0.items[...]) })
    }

    /// The changes that turn `old` into `new`, two values of a paged list's sections.
    /// - Throws: ``ListChangesError`` when a section key appears twice in one of the lists (a key that
    ///   comes back later in the list opens a second section with that key), or an id among the items
    ///   of one list that differ from the other.
    @inlinable
    public init<Key: Hashable, Item: Identifiable & Equatable>(
        from old: PagedListSections<Key, Item>, to new: PagedListSections<Key, Item>
    ) throws {
        try self.init(sections: old.sections.map { ($0.key, $0.items) }, new.sections.map { ($0.key, $0.items) })
    }

    // Inlinable, so that it runs in the caller's code specialised for its item type: run generically, every
    // hash and comparison of an id and an item goes through witness tables, about ten times the cost.
    //
    // The work follows the edit: in each section kept, the items that the two lists share at its start
    // and at its end, the same ids in the same places, are compared in place (a reload where they
    // differ) and never hashed. Only the items between, and those of sections deleted or inserted, go
    // into one table, from id to the item's place in each list. Items shared at the ends always belong to
    // the longest run kept in order, so the changes are those that comparing every item would give.
    @inlinable
    init<Key: Hashable, Item: Identifiable & Equatable>(
        sections old: [(Key, ArraySlice<Item>)], _ new: [(Key, ArraySlice<Item>)]
    ) throws {
        self.init()
        // Where each section of one list is in the other, or nil for a section deleted or inserted.
        let (oldToNew, newToOld) = try Self.matchSections(old.map(\.0), new.map(\.0))
        for (index, target) in oldToNew.enumerated().reversed() where target == nil { deletedSections.append(index) }
        for (index, source) in newToOld.enumerated() where source == nil { insertedSections.append(index) }
        let kept = newToOld.enumerated().compactMap { index, source in source.map { (from: $0, to: index) } }
        if kept.contains(where: { $0.from != $0.to }) {
            let staying = longestIncreasingRun(kept.map(\.from))
            for (entry, stays) in zip(kept, staying) where !stays {
                movedSections.append(SectionMove(from: entry.from, to: entry.to))
            }
        }

        // The items of each section that differ: all of a section deleted or inserted; in a section kept,
        // those between its common start and end.
        var oldMiddles = old.map { 0..<$0.1.count }
        var newMiddles = new.map { 0..<$0.1.count }
        for entry in kept {
            let ends = Self.commonEnds(old[entry.from].1, new[entry.to].1, section: entry.from, &reloadedItems)
            oldMiddles[entry.from] = ends.start..<old[entry.from].1.count - ends.end
            newMiddles[entry.to] = ends.start..<new[entry.to].1.count - ends.end
        }
        let oldCount = oldMiddles.reduce(0) { $0 + $1.count }
        let newCount = newMiddles.reduce(0) { $0 + $1.count }
        if oldCount + newCount > 0 {
            try computeItems(old, new, oldMiddles, newMiddles, oldToNew, newToOld, capacity: oldCount + newCount)
        }
        // Sorted runs that only need merging: sorting them costs little more than checking that they are.
        deletedItems.sort { ($0.section, $0.item) > ($1.section, $1.item) }
        insertedItems.sort { ($0.section, $0.item) < ($1.section, $1.item) }
        reloadedItems.sort { ($0.section, $0.item) < ($1.section, $1.item) }
    }

    /// The deletions, insertions, moves and reloads of the items that differ, `oldMiddles` and `newMiddles`
    /// of each section.
    @inlinable
    mutating func computeItems<Key, Item: Identifiable & Equatable>(
        _ old: [(Key, ArraySlice<Item>)], _ new: [(Key, ArraySlice<Item>)], _ oldMiddles: [Range<Int>],
        _ newMiddles: [Range<Int>], _ oldToNew: [Int?], _ newToOld: [Int?], capacity: Int
    ) throws {
        // Each id's place in the old list and in the new, `nowhere` for none.
        let nowhere = ItemIndexPath(section: -1, item: -1)
        var places: [Item.ID: (old: ItemIndexPath, new: ItemIndexPath)] = [:]
        places.reserveCapacity(capacity)
        for (section, content) in old.enumerated() {
            let items = content.1
            for offset in oldMiddles[section] {
                let place = ItemIndexPath(section: section, item: offset)
                if let first = places.updateValue((place, nowhere), forKey: items[items.startIndex + offset].id) {
                    let id = items[items.startIndex + offset].id
                    throw ListChangesError(list: .old, duplicate: .item(id: "\(id)", first: first.old, second: place))
                }
            }
        }
        // Items of the new list: new, or coming from a section that is deleted whole, are insertions; the
        // others stay or move, section by section. Items that enter an inserted section are only placed.
        var common: [(from: ItemIndexPath, to: ItemIndexPath, changed: Bool)] = []
        for (section, content) in new.enumerated() {
            let items = content.1
            let source = newToOld[section]
            common.removeAll(keepingCapacity: true)
            for offset in newMiddles[section] {
                let item = items[items.startIndex + offset]
                let to = ItemIndexPath(section: section, item: offset)
                let entry = Self.place(&places[item.id, default: (nowhere, nowhere)], new: to)
                if entry.new.section >= 0 {
                    throw ListChangesError(list: .new, duplicate: .item(id: "\(item.id)", first: entry.new, second: to))
                }
                guard source != nil else { continue }
                let from = entry.old
                guard from.section >= 0, oldToNew[from.section] != nil else {
                    insertedItems.append(to)
                    continue
                }
                let previous = old[from.section].1
                common.append((from, to, previous[previous.startIndex + from.item] != item))
            }
            guard let source else { continue }
            // Of the items already in this section, the longest run that kept its order stays.
            let inPlace = common.map { $0.from.section == source ? $0.from.item : -1 }
            let staying = longestIncreasingRun(inPlace)
            for (entry, stays) in zip(common, staying) {
                if stays && entry.from.section == source {
                    if entry.changed { reloadedItems.append(entry.from) }
                } else if entry.changed {
                    deletedItems.append(entry.from)
                    insertedItems.append(entry.to)
                } else {
                    movedItems.append(ItemMove(from: entry.from, to: entry.to))
                }
            }
        }
        // Items of the old list in a section kept: gone, or landing in a section that is inserted whole, are
        // deletions.
        for (from, to) in places.values where from.section >= 0 && oldToNew[from.section] != nil {
            if to.section < 0 || newToOld[to.section] == nil { deletedItems.append(from) }
        }
    }

    /// Gives the entry its place in the new list and returns it as it was.
    @inlinable
    static func place(
        _ entry: inout (old: ItemIndexPath, new: ItemIndexPath), new place: ItemIndexPath
    ) -> (old: ItemIndexPath, new: ItemIndexPath) {
        let previous = entry
        entry.new = place
        return previous
    }

    /// How many items `old` and `new` share at their start and, after those, at their end: the same ids
    /// in the same places. An item shared whose value changed is reloaded, at its index path in `section`
    /// of the old list.
    @inlinable
    static func commonEnds<Item: Identifiable & Equatable>(
        _ old: ArraySlice<Item>, _ new: ArraySlice<Item>, section: Int, _ reloads: inout [ItemIndexPath]
    ) -> (start: Int, end: Int) {
        let shorter = Swift.min(old.count, new.count)
        var start = 0
        while start < shorter {
            let before = old[old.startIndex + start]
            let after = new[new.startIndex + start]
            guard before.id == after.id else { break }
            if before != after { reloads.append(ItemIndexPath(section: section, item: start)) }
            start += 1
        }
        var end = 0
        while end < shorter - start {
            let before = old[old.endIndex - 1 - end]
            let after = new[new.endIndex - 1 - end]
            guard before.id == after.id else { break }
            if before != after { reloads.append(ItemIndexPath(section: section, item: old.count - 1 - end)) }
            end += 1
        }
        return (start, end)
    }

    /// Where each section of the old list is in the new and each of the new in the old, by key, or the
    /// error naming a key that appears twice in one list.
    @inlinable
    static func matchSections<Key: Hashable>(_ old: [Key], _ new: [Key]) throws -> (oldToNew: [Int?], newToOld: [Int?]) {
        // One section in each, or the same keys in the same order: no table needed (but to find a key twice).
        if old.count == new.count, old == new {
            if old.count > 1 { _ = try indexes(of: old, in: .old) }
            return (old.indices.map { $0 }, new.indices.map { $0 })
        }
        let oldSections = try indexes(of: old, in: .old)
        let newSections = try indexes(of: new, in: .new)
        return (old.map { newSections[$0] }, new.map { oldSections[$0] })
    }

    /// Each key's index, or the error naming a key that appears twice.
    @inlinable
    static func indexes<Key: Hashable>(of keys: [Key], in list: ListChangesError.List) throws -> [Key: Int] {
        var indexes: [Key: Int] = [:]
        indexes.reserveCapacity(keys.count)
        for (index, key) in keys.enumerated() {
            if let first = indexes.updateValue(index, forKey: key) {
                throw ListChangesError(list: list, duplicate: .section(key: "\(key)", first: first, second: index))
            }
        }
        return indexes
    }
}

/// Which of `values` belong to one longest strictly increasing subsequence; negative values never do.
///
/// Patience sorting: `tails[k]` is the index of the smallest last value of an increasing run of length
/// k + 1 found so far. A value larger than every tail extends the longest run in O(1), so an input that is
/// mostly in order (the common case: items kept in order with some inserted or removed) costs O(n); a
/// value that is not costs a binary search.
@inlinable
func longestIncreasingRun(_ values: [Int]) -> [Bool] {
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() where value >= 0 {
        if let last = tails.last, values[last] >= value {
            var low = 0
            var high = tails.count - 1
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            tails[low] = index
            previous[index] = low > 0 ? tails[low - 1] : -1
        } else {
            previous[index] = tails.last ?? -1
            tails.append(index)
        }
    }
    var member = [Bool](repeating: false, count: values.count)
    var index = tails.last ?? -1
    while index >= 0 {
        member[index] = true
        index = previous[index]
    }
    return member
}
