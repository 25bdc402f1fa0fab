/// An array of identified elements that remembers its last structural edits, so that the children of a
/// list (``ChildPresenters``) learn which rows came and went without comparing the whole list.
///
/// Use it where a state holds the rows of a list that each have a child presenter, as TCA's
/// `IdentifiedArrayOf` holds the states of a `forEach`: it is a `RandomAccessCollection`,
/// `MutableCollection` and `RangeReplaceableCollection` of its elements, with lookup by id.
///
/// ```swift
/// struct ListState: Equatable {
///     var rows: IdentifiedList<RowState> = []
/// }
///
/// // In the reduce:
/// state.rows.remove(id: id)                // the row's child goes, its effects cancelled
/// state.rows.append(RowState(id: newID))   // a child is made for the new row
/// state.rows.insert(row, at: 0)            // the same, at the top
/// state.rows[id: id]?.title = "Milk"       // the row changes; its child stays
/// state.rows.move(id: id, to: 0)           // the row moves; its child stays, with its work in flight
/// state.rows.move(fromOffsets: offsets, toOffset: destination)  // as SwiftUI's onMove reports a move
/// state.rows.removeAll { $0.isDone }       // the children of the rows removed go
/// state.rows = IdentifiedList(page)        // a new page: the children compare the list once
/// ```
///
/// Every edit of `Array` works as it does there (`append(contentsOf:)`, `replaceSubrange`, `remove(at:)`,
/// the subscripts by position and by id). A child is kept for as long as an element with its id is in the
/// list after each change of the parent's state: an element removed and inserted again in one change, as a
/// move is, keeps its child; an element whose id leaves the list loses its child, and the child's effects
/// are cancelled.
///
/// Each insertion and removal is recorded with a version number that no other list and no other edit
/// has, and the list keeps its last edits (at least 64): a reader that saw the list at one version finds
/// the edits made since, or learns that it must compare the whole list (the list was assigned, rebuilt,
/// or is a copy edited apart from the one it saw). Writing an element with the same id, through its
/// position or its id, records nothing. Equality, hashing and coding see the elements only.
///
/// Ids are expected to be unique, as in an `IdentifiedArray`; with duplicates, lookup by id finds the
/// first element with the id.
///
/// - Complexity: Lookup, removal and replacement by id search the list for the id, in O(n). Appending,
///   and reading the edits since a version, are O(1) amortised; inserting and removing at an index are
///   O(n) moves of the elements, as in an array, plus O(1) to record the edit.
public struct IdentifiedList<Element: Identifiable> {
    @usableFromInline var elements: [Element]
    @usableFromInline var journal: ListJournal<Element.ID>

    /// An empty list.
    @inlinable
    public init() {
        elements = []
        journal = ListJournal()
    }

    /// A list of `elements`, in their order.
    @inlinable
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        self.elements = Array(elements)
        journal = ListJournal()
    }

    /// The position of the first element with `id`, or `nil` if none has it.
    @inlinable
    public func index(id: Element.ID) -> Int? {
        elements.firstIndex { $0.id == id }
    }

    /// The first element with `id`, or `nil` if none has it. Setting an element replaces the one with its
    /// id, or appends it if none has it; setting `nil` removes the element with `id`.
    @inlinable
    public subscript(id id: Element.ID) -> Element? {
        get { index(id: id).map { elements[$0] } }
        set {
            switch (index(id: id), newValue) {
            case (let index?, let element?): self[index] = element
            case (let index?, nil): remove(at: index)
            case (nil, let element?): append(element)
            case (nil, nil): break
            }
        }
    }

    /// Removes the first element with `id` and returns it, or returns `nil` if none has it.
    @inlinable @discardableResult
    public mutating func remove(id: Element.ID) -> Element? {
        guard let index = index(id: id) else { return nil }
        return remove(at: index)
    }

    /// The ids of the elements, in order.
    @inlinable
    public var ids: [Element.ID] {
        elements.map(\.id)
    }
}

extension IdentifiedList: Sendable where Element: Sendable, Element.ID: Sendable {}

extension IdentifiedList: RandomAccessCollection, MutableCollection {
    @inlinable
    public var startIndex: Int { elements.startIndex }
    @inlinable
    public var endIndex: Int { elements.endIndex }

    /// The element at `position`. Setting an element with the same id records no edit; one with
    /// another id is recorded as the removal of the old element and the insertion of the new.
    @inlinable
    public subscript(position: Int) -> Element {
        get { elements[position] }
        set {
            let old = elements[position].id
            if old != newValue.id {
                journal.record(removing: CollectionOfOne(old), inserting: CollectionOfOne(newValue.id), at: position)
            }
            elements[position] = newValue
        }
    }
}

extension IdentifiedList: RangeReplaceableCollection {
    @inlinable
    public mutating func replaceSubrange<C>(_ subrange: Range<Int>, with newElements: C)
    where C: Collection, C.Element == Element {
        journal.record(
            removing: elements[subrange].lazy.map(\.id), inserting: newElements.lazy.map(\.id), at: subrange.lowerBound)
        elements.replaceSubrange(subrange, with: newElements)
    }

    @inlinable
    public mutating func append(_ newElement: Element) {
        journal.record(removing: EmptyCollection(), inserting: CollectionOfOne(newElement.id), at: elements.count)
        elements.append(newElement)
    }

    @inlinable
    public mutating func insert(_ newElement: Element, at index: Int) {
        precondition(elements.indices.contains(index) || index == elements.endIndex, "Index out of range")
        journal.record(removing: EmptyCollection(), inserting: CollectionOfOne(newElement.id), at: index)
        elements.insert(newElement, at: index)
    }

    @inlinable @discardableResult
    public mutating func remove(at index: Int) -> Element {
        let element = elements[index]
        journal.record(removing: CollectionOfOne(element.id), inserting: EmptyCollection<Element.ID>(), at: index)
        elements.remove(at: index)
        return element
    }

    @inlinable
    public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        var kept: [Element] = []
        var removed: [(id: Element.ID, index: Int)] = []
        for element in elements {
            if try shouldBeRemoved(element) {
                // Recorded where it is once the ones before it are gone.
                removed.append((element.id, kept.count))
            } else {
                kept.append(element)
            }
        }
        guard !removed.isEmpty else { return }
        for (id, index) in removed {
            journal.record(removing: CollectionOfOne(id), inserting: EmptyCollection<Element.ID>(), at: index)
        }
        elements = kept
    }

    @inlinable
    public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        journal.record(removing: elements.lazy.map(\.id), inserting: EmptyCollection<Element.ID>(), at: 0)
        elements.removeAll(keepingCapacity: keepCapacity)
    }

    @inlinable
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        elements.reserveCapacity(minimumCapacity)
    }
}
