/// A first-in first-out queue that reuses its storage: once drained it keeps its capacity, so a queue that
/// is filled and emptied in step (zip's sources, a fan-in backlog) stops allocating after warming up.
///
/// Inlinable so that zip's queues are specialised, with the closures that fill and empty them, in the
/// caller's module.
@usableFromInline
struct ElementQueue<Element> {
    // Slots before `head` are already taken and hold nil, so taken elements are released at once.
    @usableFromInline var slots: [Element?] = []
    @usableFromInline var head = 0

    @inlinable
    init() {}

    @inlinable
    var isEmpty: Bool { head == slots.count }

    @inlinable
    var count: Int { slots.count - head }

    @inlinable
    mutating func append(_ element: Element) {
        slots.append(element)
    }

    @inlinable
    mutating func popFirst() -> Element? {
        guard head < slots.count else { return nil }
        let element = slots[head]
        slots[head] = nil
        head += 1
        if head == slots.count {
            slots.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 32 && head * 2 >= slots.count {
            // A queue that never drains completely still gives back the front it has used.
            slots.removeFirst(head)
            head = 0
        }
        return element
    }

    @inlinable
    mutating func removeAll() {
        slots.removeAll()
        head = 0
    }
}
