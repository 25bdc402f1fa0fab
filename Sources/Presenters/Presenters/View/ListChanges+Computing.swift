extension ListChanges {
    /// The changes that turn `old` into `new`, two values of a list in one section.
    /// - Throws: ``ListChangesError`` when an id appears twice in one of the lists.
    @inlinable
    public init<Item: Identifiable & Equatable>(from old: [Item], to new: [Item]) throws {
        try self.init(sections: [(0, old[...])], [(0, new[...])])
    }

    /// The changes that turn `old` into `new`, two values of a list in sections, each section named by its
    /// key.
    /// - Throws: ``ListChangesError`` when an id or a section key appears twice in one of the lists.
    @inlinable
    public init<Key: Hashable, Item: Identifiable & Equatable>(
        from old: [(key: Key, items: [Item])], to new: [(key: Key, items: [Item])]
    ) throws {
        try self.init(sections: old.map { ($0.key, $0.items[...]) }, new.map { ($0.key, $0.items[...]) })
    }

    /// The changes that turn `old` into `new`, two values of a paged list's sections.
    /// - Throws: ``ListChangesError`` when an id or a section key appears twice in one of the lists (a
    ///   key that comes back later in the list opens a second section with that key).
    @inlinable
    public init<Key: Hashable, Item: Identifiable & Equatable>(
        from old: PagedListSections<Key, Item>, to new: PagedListSections<Key, Item>
    ) throws {
        try self.init(sections: old.sections.map { ($0.key, $0.items) }, new.sections.map { ($0.key, $0.items) })
    }

    // Inlinable, so that it runs in the caller's code specialised for its item type: run generically, every
    // hash and comparison of an id and an item goes through witness tables, about ten times the cost.
    @inlinable
    init<Key: Hashable, Item: Identifiable & Equatable>(
        sections old: [(Key, ArraySlice<Item>)], _ new: [(Key, ArraySlice<Item>)]
    ) throws {
        self.init()
        let oldSections = try Self.indexes(of: old.map(\.0), in: .old)
        let newSections = try Self.indexes(of: new.map(\.0), in: .new)
        // Where each section of one list is in the other, or nil for a section deleted or inserted.
        let oldToNew = old.map { newSections[$0.0] }
        let newToOld = new.map { oldSections[$0.0] }

        for (index, target) in oldToNew.enumerated().reversed() where target == nil { deletedSections.append(index) }
        for (index, source) in newToOld.enumerated() where source == nil { insertedSections.append(index) }
        let kept = newToOld.enumerated().compactMap { index, source in source.map { (from: $0, to: index) } }
        let staying = longestIncreasingRun(kept.map(\.from))
        for (entry, stays) in zip(kept, staying) where !stays {
            movedSections.append(SectionMove(from: entry.from, to: entry.to))
        }

        let oldPlaces = try Self.places(of: old, in: .old)
        let newPlaces = try Self.places(of: new, in: .new)

        // Items of the old list: gone, or landing in a section that is inserted whole, are deletions.
        for (section, content) in old.enumerated() where oldToNew[section] != nil {
            for (offset, item) in content.1.enumerated() {
                let place = newPlaces[item.id]
                if place == nil || newToOld[place!.section] == nil {
                    deletedItems.append(ItemIndexPath(section: section, item: offset))
                }
            }
        }
        // Items of the new list: new, or coming from a section that is deleted whole, are insertions; the
        // others stay or move, section by section.
        for (section, content) in new.enumerated() where newToOld[section] != nil {
            var common: [(from: ItemIndexPath, to: ItemIndexPath, changed: Bool)] = []
            for (offset, item) in content.1.enumerated() {
                let to = ItemIndexPath(section: section, item: offset)
                guard let from = oldPlaces[item.id], oldToNew[from.section] != nil else {
                    insertedItems.append(to)
                    continue
                }
                let previous = old[from.section].1
                common.append((from, to, previous[previous.startIndex + from.item] != item))
            }
            // Of the items already in this section, the longest run that kept its order stays.
            let source = newToOld[section]!
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
        // Sorted runs that only need merging: sorting them costs little more than checking that they are.
        deletedItems.sort { ($0.section, $0.item) > ($1.section, $1.item) }
        insertedItems.sort { ($0.section, $0.item) < ($1.section, $1.item) }
        reloadedItems.sort { ($0.section, $0.item) < ($1.section, $1.item) }
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

    /// Each item's index path, or the error naming an id that appears twice.
    @inlinable
    static func places<Key, Item: Identifiable>(
        of sections: [(Key, ArraySlice<Item>)], in list: ListChangesError.List
    ) throws -> [Item.ID: ItemIndexPath] {
        var places: [Item.ID: ItemIndexPath] = [:]
        places.reserveCapacity(sections.reduce(0) { $0 + $1.1.count })
        for (section, content) in sections.enumerated() {
            for (offset, item) in content.1.enumerated() {
                let place = ItemIndexPath(section: section, item: offset)
                if let first = places.updateValue(place, forKey: item.id) {
                    throw ListChangesError(list: list, duplicate: .item(id: "\(item.id)", first: first, second: place))
                }
            }
        }
        return places
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
