import Foundation
import XCTest

@testable import Reactive

final class SerialDeliveryTests: ReactiveTestCase {
    /// Records what it receives and counts the calls that started while another was still running.
    private final class RecordingSink: Sink<Int> {
        private var busy = false
        private(set) var overlaps = 0
        private(set) var elements: [Int] = []
        private(set) var terminals = 0

        private func record(_ body: () -> Void) {
            if busy { overlaps += 1 }
            busy = true
            body()
            busy = false
        }

        override func onNext(_ element: Int) { record { elements.append(element) } }
        override func onError(_ error: Swift.Error) { record { terminals += 1 } }
        override func onCompleted() { record { terminals += 1 } }
    }

    private final class FeedbackSink: Sink<Int> {
        var delivery: SerialDelivery<Int>?
        private(set) var elements: [Int] = []
        private var busy = false
        private(set) var nested = 0

        override func onNext(_ element: Int) {
            if busy { nested += 1 }
            busy = true
            elements.append(element)
            // Feeding back into the operator while it delivers must queue, not nest.
            if element < 3 { delivery?.perform { .one(.next(element + 10)) } }
            busy = false
        }
        override func onError(_ error: Swift.Error) {}
        override func onCompleted() {}
    }

    func testEventsFromSeveralThreadsArriveOneAtATimeAndInOrderPerThread() {
        let sink = RecordingSink()
        let delivery = SerialDelivery(downstream: sink)
        let perThread = 5_000

        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in 0..<perThread {
                let element = thread * perThread + index
                // Both paths in: the per-element one, and the one of transitions.
                if index.isMultiple(of: 2) {
                    delivery.sendNext(element)
                } else {
                    delivery.perform { .one(.next(element)) }
                }
            }
        }
        delivery.perform { .one(.completed) }
        delivery.perform { .one(.next(-1)) }

        XCTAssertEqual(sink.overlaps, 0)
        XCTAssertEqual(sink.elements.count, 4 * perThread)
        XCTAssertEqual(sink.terminals, 1)
        for thread in 0..<4 {
            let own = sink.elements.filter { $0 / perThread == thread }
            XCTAssertEqual(own, Array(thread * perThread..<(thread + 1) * perThread))
        }
    }

    func testReentrantEventIsDeliveredAfterTheOneBeingHandled() {
        let sink = FeedbackSink()
        let delivery = SerialDelivery(downstream: sink)
        sink.delivery = delivery

        delivery.perform { .two(.next(1), .next(2)) }

        XCTAssertEqual(sink.elements, [1, 2, 11, 12])
        XCTAssertEqual(sink.nested, 0)
    }

    func testNothingIsDeliveredAfterATerminalEvent() {
        let sink = RecordingSink()
        let delivery = SerialDelivery(downstream: sink)

        delivery.perform { .two(.next(1), .completed) }
        delivery.perform { .one(.next(2)) }
        delivery.perform { .one(.completed) }

        XCTAssertEqual(sink.elements, [1])
        XCTAssertEqual(sink.terminals, 1)
    }
}
