/// A first-in first-out queue that frees each element as soon as it is taken.
@usableFromInline
struct Inbox<Element> {
    @usableFromInline var items: [Element?] = []
    @usableFromInline var head = 0

    @inlinable
    var isEmpty: Bool { head == items.count }

    /// The number of elements waiting.
    var count: Int { items.count - head }

    mutating func append(_ element: Element) {
        items.append(element)
    }

    mutating func popFirst() -> Element? {
        guard head < items.count else { return nil }
        defer {
            items[head] = nil
            head += 1
            if head == items.count {
                items.removeAll(keepingCapacity: true)
                head = 0
            }
        }
        return items[head]
    }
}
