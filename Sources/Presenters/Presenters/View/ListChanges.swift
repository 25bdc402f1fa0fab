/// What turns one value of a list into the next, in the terms of a table or collection view's batch
/// updates: the sections and items deleted (at their index paths in the old list), inserted (at their
/// index paths in the new list), moved, and reloaded (the same id with another value).
///
/// Items are told apart by their `id`, sections by their key. The changes are made to be handed to UIKit's
/// `performBatchUpdates` as they are, which is also the order in which they apply one at a time:
/// reloads and deletions first, in the old list's index paths (``deletedItems`` and ``deletedSections``
/// highest index first, move sources with them), then insertions in the new list's index paths
/// (``insertedSections`` and ``insertedItems`` lowest index first, move destinations with them). Deleting
/// the highest index first leaves the index of each deletion still to make where it was: items 0 and 2 of
/// section 0 and item 1 of section 1 are deleted as `[1, 1], [0, 2], [0, 0]`.
///
/// ```swift
/// let changes = try ListChanges(from: [Post(id: 1, title: "a"), Post(id: 2, title: "b")],
///                               to: [Post(id: 3, title: "c"), Post(id: 1, title: "a!"), Post(id: 2, title: "b")])
/// changes.insertedItems   // [[0, 0]]: post 3, new, at the top
/// changes.reloadedItems   // [[0, 0]]: post 1, changed, where it was in the old list
/// ```
///
/// A few choices keep every change valid for a batch update:
/// - An item that both moves and changes is deleted at its old place and inserted at its new one, since a
///   batch update cannot reload an item it moves.
/// - An item that leaves a deleted section, or enters an inserted section, is deleted or inserted: the
///   section's own deletion or insertion takes its items with it.
/// - The moves are few: the items that keep their order relative to each other (the longest such run)
///   stay, and only the others move. Inserting items at the top moves nothing.
///
/// The items that a section shares with its old value at its start and at its end (the same ids in the
/// same places, as after a page added at either end or a row changed) are compared in place, one
/// comparison each, and never looked up by id; between them, items still in step with the old list are
/// paired the same way. Only the other items are looked up by id. A debug build also looks up every id of
/// both lists, so that an id that appears twice is refused wherever it is while the app is developed; a
/// release build finds it only among the items looked up, and pays only for the edit.
///
/// - Complexity: O(n) comparisons to find the items shared at the start and end of each section and those
///   in step between them, where n is the number of items; then O(k) look-ups for the k items left, and
///   O(k log k) at worst, when many items change their order. A page added at either end or a row changed
///   costs one pass of comparisons and nothing that grows with the list.
public struct ListChanges: Hashable, Sendable {
    /// The sections taken out, by their index in the old list, highest index first.
    public var deletedSections: [Int]
    /// The sections added, by their index in the new list, from the first to the last.
    public var insertedSections: [Int]
    /// The sections that moved, with their items, from their index in the old list to their index in the new.
    public var movedSections: [SectionMove]
    /// The items taken out, by their index path in the old list, highest first: by section from the last,
    /// and in a section by item from the last.
    public var deletedItems: [ItemIndexPath]
    /// The items added, by their index path in the new list, from the first to the last.
    public var insertedItems: [ItemIndexPath]
    /// The items that moved, unchanged, from their index path in the old list to their index path in the new.
    public var movedItems: [ItemMove]
    /// The items that stayed in place and changed their value, by their index path in the old list.
    public var reloadedItems: [ItemIndexPath]

    /// Changes made of these parts; each array in the order its property describes.
    public init(
        deletedSections: [Int] = [], insertedSections: [Int] = [], movedSections: [SectionMove] = [],
        deletedItems: [ItemIndexPath] = [], insertedItems: [ItemIndexPath] = [], movedItems: [ItemMove] = [],
        reloadedItems: [ItemIndexPath] = []
    ) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.movedSections = movedSections
        self.deletedItems = deletedItems
        self.insertedItems = insertedItems
        self.movedItems = movedItems
        self.reloadedItems = reloadedItems
    }

    /// Whether nothing changed: the view has nothing to update.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
    }
}

/// A section that moved: from its index in the old list to its index in the new one.
public struct SectionMove: Hashable, Sendable, CustomStringConvertible {
    /// The section's index in the old list.
    public var from: Int
    /// The section's index in the new list.
    public var to: Int

    /// The move of the section at `from` in the old list to `to` in the new one.
    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }

    public var description: String { "\(from) -> \(to)" }
}

/// An item that moved: from its index path in the old list to its index path in the new one.
public struct ItemMove: Hashable, Sendable, CustomStringConvertible {
    /// The item's index path in the old list.
    public var from: ItemIndexPath
    /// The item's index path in the new list.
    public var to: ItemIndexPath

    /// The move of the item at `from` in the old list to `to` in the new one.
    public init(from: ItemIndexPath, to: ItemIndexPath) {
        self.from = from
        self.to = to
    }

    public var description: String { "\(from) -> \(to)" }
}

/// Why list changes could not be computed: an id or a section key appears twice in one of the lists, so
/// nothing says which of the two an item of the other list is.
public struct ListChangesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which of the two lists.
    public enum List: String, Hashable, Sendable {
        /// The list before the change.
        case old
        /// The list after the change.
        case new
    }

    /// What appears twice.
    public enum Duplicate: Hashable, Sendable {
        /// An item's id, shown as text, and the index paths of its two places.
        case item(id: String, first: ItemIndexPath, second: ItemIndexPath)
        /// A section's key, shown as text, and the indexes of the two sections.
        case section(key: String, first: Int, second: Int)
    }

    /// The list in which something appears twice.
    public let list: List
    /// What appears twice, and where.
    public let duplicate: Duplicate

    /// The error for `duplicate` in `list`.
    public init(list: List, duplicate: Duplicate) {
        self.list = list
        self.duplicate = duplicate
    }

    public var description: String {
        switch duplicate {
        case .item(let id, let first, let second):
            return "the \(list.rawValue) list holds the id \(id) twice, at \(first) and \(second): "
                + "list changes need each item's id once in a list"
        case .section(let key, let first, let second):
            return "the \(list.rawValue) list has two sections with the key \(key), \(first) and \(second): "
                + "list changes need each section's key once in a list"
        }
    }
}
