import Dispatch
import Foundation
import Presenters
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
            effects: { step, _ in .mutate(step) },
            reduce: { (count, step: Int) in
                probe.enter()
                defer { probe.leave() }
                return count + step
            })
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
}
