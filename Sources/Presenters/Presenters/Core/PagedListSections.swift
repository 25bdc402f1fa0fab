/// A paged list's items grouped in sections, read as a table view reads its data source: the number of
/// sections, the number of items in each, and the item at an index path.
///
/// The items keep the list's order; a section is a run of neighbouring items with the same key (a day, a
/// letter), so a key that comes back later in the list opens a new section.
///
/// ```swift
/// let sections = state.list.sections(by: { $0.day })
/// sections.numberOfSections                                // 2
/// sections.item(at: ItemIndexPath(section: 1, item: 0))    // the first post of the second day
/// ```
public struct PagedListSections<Key: Hashable, Item> {
    /// One section: its key and its items.
    public struct Section {
        /// What the items of the section share, typically shown as its header.
        public let key: Key
        /// The section's items, in the list's order.
        public let items: ArraySlice<Item>
    }

    /// The sections, in the list's order.
    public let sections: [Section]

    /// The sections of `items`, each a run of neighbouring items with the same `key`.
    public init(_ items: [Item], by key: (Item) -> Key) {
        var sections: [Section] = []
        var start = items.startIndex
        while start < items.endIndex {
            let sectionKey = key(items[start])
            var end = start + 1
            while end < items.endIndex, key(items[end]) == sectionKey { end += 1 }
            sections.append(Section(key: sectionKey, items: items[start..<end]))
            start = end
        }
        self.sections = sections
    }

    /// How many sections there are: none for an empty list.
    public var numberOfSections: Int { sections.count }

    /// How many items section `section` holds; 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].items.count : 0
    }

    /// The item at `indexPath` (its `section` and its `item` within it), or `nil` where there is none.
    public func item(at indexPath: ItemIndexPath) -> Item? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let items = sections[indexPath.section].items
        let index = items.startIndex + indexPath.item
        return indexPath.item >= 0 && index < items.endIndex ? items[index] : nil
    }

    /// The index path of the first item for which `matches` holds, if any.
    public func indexPath(where matches: (Item) -> Bool) -> ItemIndexPath? {
        for (section, content) in sections.enumerated() {
            if let index = content.items.firstIndex(where: matches) {
                return ItemIndexPath(section: section, item: index - content.items.startIndex)
            }
        }
        return nil
    }
}

extension PagedListSections.Section: Equatable where Item: Equatable {}
extension PagedListSections: Equatable where Item: Equatable {}

extension PagedListState {
    /// The items in one section, keyed by nothing: a plain list.
    public var sections: PagedListSections<Bool, Item> {
        PagedListSections(items, by: { _ in true })
    }

    /// The items in sections of neighbouring items with the same `key`.
    public func sections<Key: Hashable>(by key: (Item) -> Key) -> PagedListSections<Key, Item> {
        PagedListSections(items, by: key)
    }
}

/// Where an item is in a list of sections: the section, and the item's place within it, both from 0.
public struct ItemIndexPath: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The item's place in its section, from 0.
    public var item: Int

    /// The place of item `item` of section `section`.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    public var description: String { "[\(section), \(item)]" }
}
