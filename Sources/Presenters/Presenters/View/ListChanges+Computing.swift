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
    // differ) and never hashed. Between them, the two lists are walked side by side, and an item whose id
    // is the one of the other list's item at the same step is paired with it without a look-up; where
    // the ids differ, a few items ahead on each side are looked at to find the step again. Only the items
    // left unpaired, and those of sections deleted or inserted, go into one table, from id to the item's
    // place in each list. Items are paired by id whichever way they are found, and the items shared at
    // the ends always belong to the longest run kept in order, so the changes are those that looking
    // every item up would give.
    @inlinable
    init<Key: Hashable, Item: Identifiable & Equatable>(
        sections old: [(Key, ArraySlice<Item>)], _ new: [(Key, ArraySlice<Item>)]
    ) throws {
        self.init()
        #if DEBUG
        // A debug build looks every id up, those paired in place too, so that an id twice in a list is
        // refused wherever it is while the app is developed; a release build pays only for the edit.
        try Self.refuseDuplicateIDs(old, in: .old)
        try Self.refuseDuplicateIDs(new, in: .new)
        #endif
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
        if oldMiddles.contains(where: { !$0.isEmpty }) || newMiddles.contains(where: { !$0.isEmpty }) {
            try computeItems(old, new, oldMiddles, newMiddles, oldToNew, newToOld, kept)
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
        _ newMiddles: [Range<Int>], _ oldToNew: [Int?], _ newToOld: [Int?], _ kept: [(from: Int, to: Int)]
    ) throws {
        // In each section kept, the old item paired in step with each new item between the common ends (its
        // offset, or -1), and whether each old item there is paired.
        var partners = Array(repeating: [Int](), count: new.count)
        var paired = Array(repeating: [Bool](), count: old.count)
        var unpaired = 0
        for entry in kept {
            let steps = Self.pairInStep(
                old[entry.from].1, oldMiddles[entry.from], new[entry.to].1, newMiddles[entry.to])
            (partners[entry.to], paired[entry.from]) = (steps.partners, steps.paired)
            unpaired += 2 * steps.unpaired
        }
        for (section, target) in oldToNew.enumerated() where target == nil { unpaired += old[section].1.count }
        for (section, source) in newToOld.enumerated() where source == nil { unpaired += new[section].1.count }

        // Each unpaired id's place in the old list and in the new, `nowhere` for none.
        let nowhere = ItemIndexPath(section: -1, item: -1)
        var places: [Item.ID: (old: ItemIndexPath, new: ItemIndexPath)] = [:]
        places.reserveCapacity(unpaired)
        for (section, content) in old.enumerated() {
            let items = content.1
            let pairs = paired[section]
            let middle = oldMiddles[section]
            for offset in middle where pairs.isEmpty || !pairs[offset - middle.lowerBound] {
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
            let pairs = partners[section]
            let middle = newMiddles[section]
            common.removeAll(keepingCapacity: true)
            common.reserveCapacity(middle.count)
            for offset in middle {
                let item = items[items.startIndex + offset]
                let to = ItemIndexPath(section: section, item: offset)
                if let source, !pairs.isEmpty, case let partner = pairs[offset - middle.lowerBound], partner >= 0 {
                    let previous = old[source].1
                    let from = ItemIndexPath(section: source, item: partner)
                    common.append((from, to, previous[previous.startIndex + partner] != item))
                    continue
                }
                // Looked up once, and written in place: the dictionary's subscript with a default, a coroutine
                // the optimiser does not inline, allocated its frame at every call.
                var from = nowhere
                if let index = places.index(forKey: item.id) {
                    let entry = places.values[index]
                    if entry.new.section >= 0 {
                        throw ListChangesError(
                            list: .new, duplicate: .item(id: "\(item.id)", first: entry.new, second: to))
                    }
                    places.values[index].new = to
                    from = entry.old
                } else {
                    places[item.id] = (nowhere, to)
                }
                guard source != nil else { continue }
                guard from.section >= 0, oldToNew[from.section] != nil else {
                    insertedItems.append(to)
                    continue
                }
                let previous = old[from.section].1
                common.append((from, to, previous[previous.startIndex + from.item] != item))
            }
            guard let source else { continue }
            // Of the items already in this section, the longest run that kept its order stays: all of them
            // when none moved, as after items inserted, removed or changed.
            var last = -1
            let inOrder = common.allSatisfy { entry in
                guard entry.from.section == source else { return true }
                defer { last = entry.from.item }
                return entry.from.item > last
            }
            let staying =
                inOrder ? [] : longestIncreasingRun(common.map { $0.from.section == source ? $0.from.item : -1 })
            for (index, entry) in common.enumerated() {
                if (inOrder || staying[index]) && entry.from.section == source {
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

    /// Walks `oldRange` of `old` and `newRange` of `new` side by side and pairs the items whose ids are the
    /// same at the same step: for each new item, the offset of the old item paired with it, or -1; for each
    /// old item, whether it is paired; and how many items of the longer range are not.
    ///
    /// Where the ids differ, the next items of each side, up to a few dozen, are compared with the other
    /// side's item, to step over the items inserted or removed there; the comparisons spent on that are
    /// bounded by a few per item, after which the items left are unpaired.
    @inlinable
    static func pairInStep<Item: Identifiable>(
        _ old: ArraySlice<Item>, _ oldRange: Range<Int>, _ new: ArraySlice<Item>, _ newRange: Range<Int>
    ) -> (partners: [Int], paired: [Bool], unpaired: Int) {
        var partners = [Int](repeating: -1, count: newRange.count)
        var paired = [Bool](repeating: false, count: oldRange.count)
        let oldBase = old.startIndex + oldRange.lowerBound
        let newBase = new.startIndex + newRange.lowerBound
        let oldCount = oldRange.count
        let newCount = newRange.count
        var pairs = 0
        var budget = 4 * (oldCount + newCount) + 64
        var i = 0
        var j = 0
        while i < oldCount, j < newCount, budget > 0 {
            if old[oldBase + i].id == new[newBase + j].id {
                partners[j] = oldRange.lowerBound + i
                paired[i] = true
                pairs += 1
                i += 1
                j += 1
                continue
            }
            // The nearest item ahead on either side that has the other side's id.
            var ahead = 1
            var found = false
            while ahead <= 32, budget > 0, i + ahead < oldCount || j + ahead < newCount {
                budget -= 2
                if j + ahead < newCount, new[newBase + j + ahead].id == old[oldBase + i].id {
                    j += ahead
                    found = true
                    break
                }
                if i + ahead < oldCount, old[oldBase + i + ahead].id == new[newBase + j].id {
                    i += ahead
                    found = true
                    break
                }
                ahead += 1
            }
            if !found {
                i += 1
                j += 1
            }
        }
        return (partners, paired, Swift.max(oldCount, newCount) - pairs)
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
    static func matchSections<Key: Hashable>(_ old: [Key], _ new: [Key]) throws -> (oldToNew: [Int?], newToOld: [Int?])
    {
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

extension ListChanges {
    /// Throws the error naming the first id that appears twice in `sections`, if one does.
    @inlinable
    static func refuseDuplicateIDs<Key, Item: Identifiable>(
        _ sections: [(Key, ArraySlice<Item>)], in list: ListChangesError.List
    ) throws {
        var places: [Item.ID: ItemIndexPath] = [:]
        for (section, content) in sections.enumerated() {
            for (offset, item) in content.1.enumerated() {
                let place = ItemIndexPath(section: section, item: offset)
                if let first = places.updateValue(place, forKey: item.id) {
                    throw ListChangesError(list: list, duplicate: .item(id: "\(item.id)", first: first, second: place))
                }
            }
        }
    }
}
