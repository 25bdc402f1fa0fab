/// A first-in first-out queue that reuses its storage: once drained it keeps its capacity, so a queue that
/// is filled and emptied in step (zip's sources, a fan-in backlog) stops allocating after warming up.
struct ElementQueue<Element> {
    // Slots before `head` are already taken and hold nil, so taken elements are released at once.
    private var slots: [Element?] = []
    private var head = 0

    init() {}

    var isEmpty: Bool { head == slots.count }

    var count: Int { slots.count - head }

    mutating func append(_ element: Element) {
        slots.append(element)
    }

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

    mutating func removeAll() {
        slots.removeAll()
        head = 0
    }
}
