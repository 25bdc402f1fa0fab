import Reactive

/// The source of the versions of every ``IdentifiedList``: each list made and each edit recorded takes
/// the next number, so that no two lists, and no two copies of a list edited apart, share a version.
private let listVersions = AtomicCounter()

/// Takes `count` versions; returns the last.
@usableFromInline
func takeListVersions(_ count: Int) -> Int {
    listVersions.add(count)
}

/// An insertion or a removal of one element of an ``IdentifiedList``.
@usableFromInline
struct ListEdit<ID> {
    /// The list's version once the edit is made.
    @usableFromInline let version: Int
    @usableFromInline let id: ID
    /// Where the element was inserted, or where it was when it was removed.
    @usableFromInline let index: Int
    @usableFromInline let isInsertion: Bool

    @usableFromInline
    init(version: Int, id: ID, index: Int, isInsertion: Bool) {
        self.version = version
        self.id = id
        self.index = index
        self.isInsertion = isInsertion
    }
}

/// The last insertions and removals of an ``IdentifiedList``, each with the list's version after it.
@usableFromInline
struct ListJournal<ID> {
    /// How many edits a journal keeps at least; it forgets the older half once it holds twice as many.
    @inlinable static var window: Int { 64 }

    /// The list's version before the first edit kept.
    @usableFromInline var base: Int
    @usableFromInline var edits: [ListEdit<ID>] = []

    /// A journal without edits, at a version of its own.
    @inlinable
    init() {
        base = takeListVersions(1)
    }

    /// The list's version: that of its last edit.
    @inlinable var version: Int { edits.last?.version ?? base }

    /// Records the removal of the elements with `removed` ids from `index` on, then the insertion of
    /// the elements with `inserted` ids there. More edits than the window at once forget every edit: a reader compares the list.
    @inlinable
    mutating func record<Removed: Collection, Inserted: Collection>(
        removing removed: Removed, inserting inserted: Inserted, at index: Int
    ) where Removed.Element == ID, Inserted.Element == ID {
        let count = removed.count + inserted.count
        if count == 0 { return }
        let last = takeListVersions(count)
        if count > Self.window {
            base = last
            edits = []
            return
        }
        if edits.count + count > 2 * Self.window {
            let forgotten = min(edits.count, edits.count + count - Self.window)
            base = edits[forgotten - 1].version
            edits.removeFirst(forgotten)
        }
        var version = last - count
        for id in removed {
            version += 1
            edits.append(ListEdit(version: version, id: id, index: index, isInsertion: false))
        }
        for (offset, id) in inserted.enumerated() {
            version += 1
            edits.append(ListEdit(version: version, id: id, index: index + offset, isInsertion: true))
        }
    }

    /// The edits made since the list was at `version`, in order; `nil` if the journal does not reach back
    /// to it (the list was rebuilt, is another list, or was edited apart from the copy at `version`).
    func edits(since version: Int) -> ArraySlice<ListEdit<ID>>? {
        if version == self.version { return edits[edits.endIndex...] }
        if version == base { return edits[...] }
        // The versions grow along the journal.
        var low = 0
        var high = edits.count
        while low < high {
            let middle = (low + high) / 2
            if edits[middle].version < version { low = middle + 1 } else { high = middle }
        }
        guard low < edits.count, edits[low].version == version else { return nil }
        return edits[(low + 1)...]
    }
}

extension ListEdit: Sendable where ID: Sendable {}
extension ListJournal: Sendable where ID: Sendable {}
