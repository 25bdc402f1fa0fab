import Dispatch
import Foundation
import Presenters
import TestSupport
import XCTest

/// Counts how many calls are inside a section at once, from any thread.
private final class OverlapProbe {
    private let lock = NSLock()
    private var inside = 0
    private(set) var mostAtOnce = 0

    func enter() {
        lock.withLock {
            inside += 1
            mostAtOnce = max(mostAtOnce, inside)
        }
    }

    func leave() {
        lock.withLock { inside -= 1 }
    }
}

final class PresenterThreadingTests: PresentersTestCase {
    func testEventsFromManyThreadsAreHandledOneAtATimeAndNoneIsLost() {
        let probe = OverlapProbe()
        let presenter = Presenter<Int, Int, Never>(
            initialState: 0, scheduler: TestScheduler(initialClock: 0),
            reduce: .pure { (count, step: Int) in
                probe.enter()
                defer { probe.leave() }
                return count + step
            },
            effects: { step, _ in .mutate(step) })
        var states = 0
        let subscription = presenter.state.subscribe(onNext: { _ in
            probe.enter()
            states += 1
            probe.leave()
        })

        DispatchQueue.concurrentPerform(iterations: 1_000) { _ in presenter.send(1) }
        subscription.dispose()

        XCTAssertEqual(presenter.currentState, 1_000)
        XCTAssertEqual(states, 1_001)
        XCTAssertEqual(probe.mostAtOnce, 1, "two threads reduced or delivered at the same time")
    }

    func testSubscriptionsEndedFromAnotherThreadWhileStatesAreDeliveredStopAndAreReleased() {
        let presenter = Presenter<Int, Int, Never>(
            initialState: 0, scheduler: TestScheduler(initialClock: 0),
            reduce: .pure { count, step in count + step }, effects: { step, _ in .mutate(step) })
        var released: [() -> Bool] = []
        var statesAfterDispose = 0

        for _ in 0..<200 {
            let captured = NSObject()
            weak let weakCaptured = captured
            released.append { weakCaptured == nil }
            let states = AtomicCounter()
            nonisolated(unsafe) let subscription = presenter.state.subscribe(onNext: { _ in
                withExtendedLifetime(captured) {}
                states.increment()
            })
            DispatchQueue.concurrentPerform(iterations: 2) { thread in
                if thread == 0 {
                    for _ in 0..<20 { presenter.send(1) }
                } else {
                    subscription.dispose()
                }
            }
            let statesWhenDisposed = states.value
            presenter.send(1)
            statesAfterDispose += states.value - statesWhenDisposed
        }

        XCTAssertEqual(presenter.currentState, 200 * 21)
        XCTAssertEqual(statesAfterDispose, 0, "a state was delivered after its subscription was disposed")
        XCTAssertTrue(released.allSatisfy { $0() }, "an observer removed during a delivery was never released")
    }
}

/// A counter read and written from several threads.
private final class AtomicCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() { lock.withLock { count += 1 } }
}

/// Eight threads send events to a presenter whose state observer is slower than them: the thread that holds
/// the drainer role handles a bounded number of the others' events before it returns, the inbox stays
/// bounded, and every event is handled once, each thread's in order. Bounded in `swift test`; run with
/// `REACTIVE_STRESS=1` for 200,000 events per thread.
final class PresenterFairnessTests: PresentersTestCase {
    func testADrainerHandlesABoundedNumberOfOtherThreadsEvents() {
        let senders = 8
        let perSender = FairnessProbe.eventsPerSender
        let probe = FairnessProbe(observers: 1)
        let presenter = Presenter<FairnessProbe.Sent, FairnessProbe.Sent, Never>(
            initialState: FairnessProbe.Sent(sender: -1, index: -1), scheduler: TestScheduler(initialClock: 0),
            reduce: .pure { _, sent in sent },
            effects: { sent, _ in .mutate(sent) })
        let subscription = presenter.state.skip(1).subscribe(onNext: { probe.receive($0, observer: 0) })

        FairnessProbe.runThreads(senders) { sender in
            for index in 0..<perSender { probe.send(sender, index) { presenter.send($0) } }
        }
        subscription.dispose()

        print("presenter: \(perSender) events from each of \(senders) threads; \(probe.summary)")
        XCTAssertNil(probe.deliveryProblem(senders: senders, perSender: perSender))
        // A turn of 256 queued items, then at most the queue's bound of 1,024 plus one item per thread.
        XCTAssertLessThanOrEqual(probe.peakForeignPerCall, 256 + 1_024 + senders + 1)
        XCTAssertLessThanOrEqual(probe.peakBacklog, 1_024 + senders)
    }
}
