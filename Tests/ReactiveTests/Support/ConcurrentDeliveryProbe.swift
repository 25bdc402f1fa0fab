import Foundation

/// Records the elements an observer receives from several threads, and whether two deliveries ever
/// overlapped (which the Rx contract forbids).
final class ConcurrentDeliveryProbe<Element> {
    private let lock = NSLock()
    private var delivering = false
    private(set) var overlaps = 0
    private(set) var elements: [Element] = []

    func receive(_ element: Element) {
        lock.lock()
        if delivering { overlaps += 1 }
        delivering = true
        lock.unlock()
        // Give another thread time to arrive while this delivery is under way.
        for _ in 0..<100 { _ = Thread.current }
        lock.lock()
        elements.append(element)
        delivering = false
        lock.unlock()
    }
}
