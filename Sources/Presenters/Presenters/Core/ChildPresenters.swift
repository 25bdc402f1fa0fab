import Foundation

/// A keyed collection of child presenters, one for each element of a list in a parent presenter's state,
/// such as the rows of a feed or the images of a gallery.
///
/// The parent embeds it with
/// ``Presenter/embed(_:state:routes:)-(ChildPresenters<ChildEvent,ChildState,ChildRoute>,WritableKeyPath<State,IdentifiedList<ChildState>>,_)``
/// (or, for a list held in an array, its twin that takes a key path to `[ChildState]`): from then on, an
/// element with a new id gets a child made from it, whose state is kept in the element, and an element
/// that goes takes its child with it, cancelling the child's effects. Events reach a child through
/// ``Effect/send(_:to:id:)``, and a view may bind a row to ``subscript(_:)``.
///
/// ```swift
/// let rows = ChildPresenters { (row: RowState) in makeRowPresenter(row, scheduler: scheduler) }
/// ```
///
/// - Complexity: A child's change of state is written into its element in place, found where it was
///   last, at a cost that does not grow with the list. When the parent changes the list, the children
///   follow:
///   - in a list held in an ``IdentifiedList``, by reading the list's insertions and removals since
///     they last followed it: a row inserted or removed costs the same in a list of ten rows or ten
///     thousand (but for moving the ids after it, as an array does), and a change of the parent's state
///     that leaves the list as it is costs nothing. A list assigned anew (a new page), or edited by
///     more than the list keeps of its edits, is compared as an array's is;
///   - in a list held in an array, in one pass over it that compares ids in order; an element inserted
///     or removed anywhere, or elements added or removed at the end, cost nothing more. Any other
///     change (a new page, a reorder) is found with a set of the ids. Both are linear in the list.
public final class ChildPresenters<Event, State: Equatable & Identifiable, Route>: @unchecked Sendable {
    // Sendable: `children`, `listed` and the other state of the following are only touched under `lock`;
    // `make` is only called by the parent's drain, one element at a time.
    private typealias Child = ChildEntry

    private let make: (State) -> Presenter<Event, State, Route>
    private let lock = Lock()
    @exclusivity(unchecked) private var children: [State.ID: Child] = [:]
    /// The ids of the parent's list as last seen, in its order.
    /// Unless `listsParentsIDs` is false: the parent's list's ids as last followed, in order.
    @exclusivity(unchecked) private var listed: [State.ID] = []
    /// Whether `listed` holds the ids of the list last followed. Following an ``IdentifiedList`` by its
    /// edits leaves it behind: moving the ids after each edit would cost what the edits save.
    private var listsParentsIDs = true
    /// The number of elements of the list last followed.
    private var listedCount = 0
    /// The version of the parent's ``IdentifiedList`` last followed, when the list is one.
    private var followedVersion: Int?
    /// The ids of the parent's current list, in order: how `ids` reads them when `listed` is behind.
    private var readParentsIDs: (() -> [State.ID])?
    /// Set while the parent writes a child's own change into its list, which leaves the ids as they are.
    private var writingChildState = false

    /// A collection whose children `make` builds, each from its element as the parent's state first
    /// holds it.
    public init(_ make: @escaping (State) -> Presenter<Event, State, Route>) {
        self.make = make
    }

    /// The child of the element with `id`, or `nil` if no element has it.
    public subscript(id: State.ID) -> Presenter<Event, State, Route>? {
        lock.withLock { children[id].map { Self.presenter(of: $0) } }
    }

    /// The ids of the children, in the order of the parent's list.
    public var ids: [State.ID] {
        let (listed, read) = lock.withLock { (listsParentsIDs ? self.listed : nil, readParentsIDs) }
        var seen = Set<State.ID>()
        return (listed ?? read?() ?? []).filter { seen.insert($0).inserted }
    }

    /// Has `ids` read the ids of the parent's current list with `read` when the children follow the list
    /// by its edits.
    func readParentsIDs(with read: @escaping () -> [State.ID]) {
        lock.withLock { readParentsIDs = read }
    }

    /// Makes a child for each element with a new id, in order, and removes the children whose id is gone.
    func update(
        to elements: [State], connect: (State, Presenter<Event, State, Route>) -> () -> Void
    ) {
        update(to: elements, connect: connect) {
            followedVersion = nil
            return followLocked(elements)
        }
    }

    /// Makes a child for each element with a new id, in order, and removes the children whose id is gone,
    /// reading what changed from the list's edits since the version last followed when the list has them.
    func update(
        to list: IdentifiedList<State>, connect: (State, Presenter<Event, State, Route>) -> () -> Void
    ) {
        update(to: list.elements, connect: connect) {
            defer { followedVersion = list.journal.version }
            if let version = followedVersion, let edits = list.journal.edits(since: version) {
                return followLocked(edits, to: list.elements)
            }
            return followLocked(list.elements)
        }
    }

    /// Follows the list with `followLocked`, under the lock, then makes and removes the children it says.
    private func update(
        to elements: [State], connect: (State, Presenter<Event, State, Route>) -> () -> Void,
        followLocked: () -> (removed: [Child], added: [(index: Int, listings: Int)])
    ) {
        let (removed, added): ([Child], [(index: Int, listings: Int)]) = lock.withLock {
            if writingChildState { return ([], []) }
            return followLocked()
        }
        for child in removed { stop(child) }
        for (index, listings) in added {
            let element = elements[index]
            let presenter = make(element)
            let detach = connect(element, presenter)
            lock.withLock {
                children[element.id] = Child(presenter: presenter, detach: detach, index: index, listings: listings)
            }
        }
    }

    /// Writes a child's new state into its element of `list`, where it was last found or, if it moved, where
    /// it is now; says whether the element changed. The parent calls it from its in-place reduce, and calls
    /// `endWrite` once it has delivered the state: meanwhile `update` leaves the children as they are.
    func write(_ state: State, into list: inout [State]) -> StateChange {
        lock.lock()
        writingChildState = true
        var index = children[state.id]?.index ?? 0
        if !(list.indices.contains(index) && list[index].id == state.id) {
            guard let found = list.firstIndex(where: { $0.id == state.id }) else {
                lock.unlock()
                return .unchanged
            }
            index = found
            children[state.id]?.index = found
        }
        lock.unlock()
        return .assign(state, to: &list[index])
    }

    /// Ends `write`'s hold on `update`.
    func endWrite() {
        lock.withLock { writingChildState = false }
    }

    /// With `lock` held: follows the parent's list to `elements`; returns the children to stop, and the
    /// elements whose children to make, each with the number of elements that list its id.
    private func followLocked(_ elements: [State]) -> (removed: [Child], added: [(index: Int, listings: Int)]) {
        // One pass over both lists in order: an id in its place costs one comparison; an element inserted
        // or removed is recognised by the id that follows it. More than a few edits: the counting path.
        // The ids are edited in a local array, which the loop reads without the checks a property costs.
        if !listsParentsIDs { return followByCountingLocked(elements) }
        var listed = self.listed
        self.listed = []
        var edits: [(id: State.ID, index: Int, change: Int)] = []
        var next = 0
        var index = 0
        while index < elements.count {
            // A run of ids in their places, read in place: one comparison each.
            let run = Self.matchingRun(listed, from: next, elements, from: index)
            next += run
            index += run
            if index == elements.count { break }
            let id = elements[index].id
            if next + 1 < listed.count && listed[next + 1] == id {
                edits.append((Self.remove(at: next, from: &listed), -1, -1))
            } else if next == listed.count || (index + 1 < elements.count && elements[index + 1].id == listed[next]) {
                Self.insert(id, at: next, into: &listed)
                edits.append((id, index, 1))
                next += 1
                index += 1
            } else {
                return followByCountingLocked(elements)
            }
            if edits.count > 16 { return followByCountingLocked(elements) }
        }
        if listed.count - next > 16 { return followByCountingLocked(elements) }
        while next < listed.count { edits.append((listed.removeLast(), -1, -1)) }
        self.listed = listed
        listedCount = listed.count
        if edits.isEmpty { return ([], []) }
        // The net change of each id's listings: an element that moved was removed and inserted, and keeps
        // its child.
        var changes: [State.ID: (change: Int, index: Int)] = [:]
        for edit in edits {
            let previous = changes[edit.id]
            changes[edit.id] = ((previous?.change ?? 0) + edit.change, max(previous?.index ?? -1, edit.index))
        }
        return applyLocked(changes.map { (id: $0.key, change: $0.value.change, index: $0.value.index) })
    }

    /// How many ids of `listed` from `next` are those of `elements` from `index`, in order.
    private static func matchingRun(_ listed: [State.ID], from next: Int, _ elements: [State], from index: Int) -> Int {
        elements.withUnsafeBufferPointer { new in
            listed.withUnsafeBufferPointer { old in
                var run = 0
                while next + run < old.count && index + run < new.count && old[next + run] == new[index + run].id {
                    run += 1
                }
                return run
            }
        }
    }

    /// With `lock` held: follows the parent's list to `elements` through `edits`, the insertions and
    /// removals that made it from the list last followed.
    private func followLocked(
        _ edits: ArraySlice<ListEdit<State.ID>>, to elements: [State]
    ) -> (removed: [Child], added: [(index: Int, listings: Int)]) {
        if edits.isEmpty { return ([], []) }
        listsParentsIDs = false
        // The elements inserted by these edits and still there, where they are now; and the net change
        // of each id's listings, an element moved being removed and inserted. A few edits each time:
        // looked up in order rather than hashed.
        var inserted: [(id: State.ID, index: Int)] = []
        var changes: [(id: State.ID, change: Int, index: Int)] = []
        for edit in edits {
            if edit.isInsertion {
                listedCount += 1
                for place in inserted.indices where inserted[place].index >= edit.index { inserted[place].index += 1 }
                inserted.append((edit.id, edit.index))
            } else {
                listedCount -= 1
                inserted.removeAll { $0.index == edit.index }
                for place in inserted.indices where inserted[place].index > edit.index { inserted[place].index -= 1 }
            }
            let change = edit.isInsertion ? 1 : -1
            if let place = changes.firstIndex(where: { $0.id == edit.id }) {
                changes[place].change += change
            } else {
                changes.append((edit.id, change, -1))
            }
        }
        guard listedCount == elements.count else { return followByCountingLocked(elements) }
        for place in changes.indices where changes[place].change > 0 {
            let id = changes[place].id
            changes[place].index = inserted.first { $0.id == id }?.index ?? elements.firstIndex { $0.id == id } ?? -1
        }
        return applyLocked(changes)
    }

    // An array's own `insert` and `remove(at:)`, in this unspecialised code, move the ids after the place
    // one at a time through their type's functions; these move them as one block (`memmove` for ids that
    // are plain values), so that an edit costs about the same in a long list as in a short one.

    /// Inserts `id` into `ids` at `index`.
    private static func insert(_ id: State.ID, at index: Int, into ids: inout [State.ID]) {
        ids.append(id)
        ids.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress, index < buffer.count - 1 else { return }
            let last = buffer.count - 1
            let inserted = (base + last).move()
            (base + index + 1).moveInitialize(from: base + index, count: last - index)
            (base + index).initialize(to: inserted)
        }
    }

    /// Removes the id at `index` from `ids` and returns it.
    private static func remove(at index: Int, from ids: inout [State.ID]) -> State.ID {
        ids.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress, index < buffer.count - 1 else { return }
            let last = buffer.count - 1
            let removed = (base + index).move()
            (base + index).moveInitialize(from: base + index + 1, count: last - index)
            (base + last).initialize(to: removed)
        }
        return ids.removeLast()
    }

    /// With `lock` held: follows the parent's list to `elements` by counting each id's elements.
    ///
    /// This code is not specialised for the caller's types, and it runs once per element for a new page:
    /// it keeps to what needs no type looked up at run time per element (no tuple or optional of a
    /// generic type, no generic iterator), and the children are looked up only when there are some.
    private func followByCountingLocked(
        _ elements: [State]
    ) -> (removed: [Child], added: [(index: Int, listings: Int)]) {
        var counts: [State.ID: Listing] = [:]
        counts.reserveCapacity(elements.count)
        listed = []
        listed.reserveCapacity(elements.count)
        listsParentsIDs = true
        listedCount = elements.count
        var index = 0
        while index < elements.count {
            let id = elements[index].id
            listed.append(id)
            if let earlier = counts.updateValue(Listing(first: index, count: 1), forKey: id) {
                counts.updateValue(Listing(first: earlier.first, count: earlier.count + 1), forKey: id)
            }
            index += 1
        }
        var removed: [Child] = []
        if !children.isEmpty {
            var gone: [State.ID] = []
            for (id, child) in children where counts[id] == nil {
                gone.append(id)
                removed.append(child)
            }
            for id in gone { children.removeValue(forKey: id) }
        }
        var added: [(index: Int, listings: Int)] = []
        added.reserveCapacity(children.isEmpty ? counts.count : 0)
        var position = counts.startIndex
        while position != counts.endIndex {
            let listing = counts.values[position]
            if !children.isEmpty, let child = children.index(forKey: counts.keys[position]) {
                children.values[child].index = listing.first
                children.values[child].listings = listing.count
            } else {
                added.append((listing.first, listing.count))
            }
            counts.formIndex(after: &position)
        }
        added.sort { $0.index < $1.index }
        return (removed, added)
    }

    /// With `lock` held: changes each id's number of listings; returns the children whose id is no longer
    /// listed, and the first element of each newly listed id with its number of listings, in list order.
    private func applyLocked(
        _ changes: [(id: State.ID, change: Int, index: Int)]
    ) -> (removed: [Child], added: [(index: Int, listings: Int)]) {
        var removed: [Child] = []
        var added: [(index: Int, listings: Int)] = []
        for (id, change, index) in changes where change != 0 {
            if let child = children[id] {
                let listings = child.listings + change
                if listings > 0 {
                    children[id]?.listings = listings
                } else {
                    children[id] = nil
                    removed.append(child)
                }
            } else if change > 0 {
                added.append((index, change))
            }
        }
        added.sort { $0.index < $1.index }
        return (removed, added)
    }

    /// Removes every child, cancelling its effects: the parent is gone.
    func removeAll() {
        let removed = lock.withLock {
            defer {
                children = [:]
                listed = []
                listsParentsIDs = true
                listedCount = 0
                followedVersion = nil
            }
            return Array(children.values)
        }
        for child in removed { stop(child) }
    }

    /// The counters of the tasks of the children's effects.
    var taskCounters: [TaskCounter] {
        let presenters = lock.withLock { children.values.map { Self.presenter(of: $0) } }
        return presenters.flatMap(\.taskCounters)
    }

    /// The child's presenter, which its entry holds as an object of no particular type.
    private static func presenter(of child: Child) -> Presenter<Event, State, Route> {
        unsafeDowncast(child.presenter, to: Presenter<Event, State, Route>.self)
    }

    private func stop(_ child: Child) {
        child.detach()
        Self.presenter(of: child).stopEffects()
    }
}

/// How many elements of a list have one id, and the index of the first.
private struct Listing {
    var first: Int
    var count: Int
}

/// A child as its collection keeps it. Not nested in `ChildPresenters`: a type nested there is generic, and
/// its unspecialised code looked up at run time the type of the entry, and of an optional entry, each time
/// it made or released a child.
private struct ChildEntry {
    /// The child's presenter, a `Presenter` of the collection's types.
    let presenter: AnyObject
    let detach: () -> Void
    /// Where the child's element was last found in the parent's list: looked at first.
    var index: Int
    /// How many elements of the list have the child's id: the child goes when none has.
    var listings: Int
}
