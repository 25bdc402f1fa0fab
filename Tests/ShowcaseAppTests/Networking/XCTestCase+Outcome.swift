import Foundation
import PresentersXCTest

extension XCTestCase {
    /// The outcome of `single`, once its subscription has ended on whatever thread it ends: `[]` if it did
    /// not end within `timeout` seconds of real time, which fails the test.
    ///
    /// The wait ends when the subscription is disposed, after its last operator let go of its source, so a
    /// test that checks that no subscription is left alive finds none.
    func outcome<Element>(of single: Single<Element>, timeout: TimeInterval = 5) -> [SingleEvent<Element>] {
        let events = Outcomes<Element>()
        let ended = expectation(description: "the subscription ended")
        let subscription = single.subscribe(
            onSuccess: { events.append(.success($0)) }, onFailure: { events.append(.failure($0)) },
            onDisposed: { ended.fulfill() })
        wait(for: [ended], timeout: timeout)
        subscription.dispose()
        return events.all
    }
}

/// The outcomes of a subscription, written on the thread that answers and read on the test's.
typealias Outcomes<Element> = LockedList<SingleEvent<Element>>

/// A list written on one thread and read on another.
final class LockedList<Element>: @unchecked Sendable {
    // Sendable: `elements` is only touched under `lock`.
    private let lock = NSLock()
    private var elements: [Element] = []

    /// What was appended so far, in order.
    var all: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return elements
    }

    func append(_ element: Element) {
        lock.lock()
        defer { lock.unlock() }
        elements.append(element)
    }
}
