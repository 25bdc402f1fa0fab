import Foundation

/// Moving elements: a move is recorded as the element's removal and its insertion in one edit of the list,
/// so a list's children (``ChildPresenters``) see the same id leave and come back, and keep the element's
/// child where it is, with the work it has in flight.
extension IdentifiedList {
    /// Moves the element with `id` so that it ends at `index`; returns whether the list has an element with
    /// `id`.
    ///
    /// ```swift
    /// var rows: IdentifiedList<Row> = [a, b, c]
    /// rows.move(id: "c", to: 0)  // [c, a, b]; c's child keeps its request in flight
    /// ```
    /// - Parameters:
    ///   - id: the id of the element to move.
    ///   - index: where the element is once moved, an index of the list with it: from 0 to `count - 1`.
    @discardableResult
    public mutating func move(id: Element.ID, to index: Int) -> Bool {
        guard let from = self.index(id: id) else { return false }
        precondition(indices.contains(index), "Index out of range")
        if from == index { return true }
        insert(remove(at: from), at: index)
        return true
    }

    /// Moves the elements at `source` to before the element at `destination`, as SwiftUI's `onMove` reports
    /// a move: `destination` is an offset of the list before the move, from 0 to `count`. The elements keep
    /// their order among themselves, and their children.
    ///
    /// ```swift
    /// var rows: IdentifiedList<Row> = [a, b, c, d]
    /// rows.move(fromOffsets: [0, 2], toOffset: 4)  // [b, d, a, c]
    /// ```
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        precondition(destination >= 0 && destination <= count, "Index out of range")
        precondition(source.allSatisfy { indices.contains($0) }, "Index out of range")
        let moved = source.map { self[$0] }
        let target = destination - source.count(in: 0..<destination)
        for offset in source.reversed() { remove(at: offset) }
        insert(contentsOf: moved, at: target)
    }
}
