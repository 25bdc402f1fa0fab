/// A binary min-heap ordered by a strict "comes before" relation.
struct PriorityQueue<Element> {
    private var heap: [Element] = []
    private let areInOrder: (Element, Element) -> Bool

    init(areInOrder: @escaping (Element, Element) -> Bool) {
        self.areInOrder = areInOrder
    }

    var isEmpty: Bool { heap.isEmpty }

    var count: Int { heap.count }

    func peek() -> Element? { heap.first }

    /// All elements, first to last; costs a sort.
    var sortedElements: [Element] { heap.sorted(by: areInOrder) }

    mutating func push(_ element: Element) {
        heap.append(element)
        siftUp(from: heap.count - 1)
    }

    mutating func pop() -> Element? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        siftDown(from: 0)
        return first
    }

    private mutating func siftUp(from index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard areInOrder(heap[child], heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(from index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            var first = left
            let right = left + 1
            if right < heap.count, areInOrder(heap[right], heap[left]) { first = right }
            guard areInOrder(heap[first], heap[parent]) else { return }
            heap.swapAt(first, parent)
            parent = first
        }
    }
}
