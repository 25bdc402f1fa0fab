import Dispatch
import Foundation
import Presenters
import XCTest

private struct Counters: Equatable {
    var count = 0
    var label = "none"
}

private enum CounterAction {
    case add(Int)
    case label(String)
}

private func reduce(_ state: inout Counters, _ action: CounterAction) {
    switch action {
    case .add(let step): state.count += step
    case .label(let label): state.label = label
    }
}

/// Appends from any thread.
private final class Log<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Element] = []
    var elements: [Element] { lock.withLock { stored } }
    func append(_ element: Element) { lock.withLock { stored.append(element) } }
}

final class StoreTests: PresentersTestCase {
    func testActionsAreReducedInOrderAndEveryStateIsPublished() {
        let store = Store<Counters, CounterAction>(initialState: Counters(), reducer: reduce)
        let states = Log<Counters>()
        let subscription = store.states.subscribe(onNext: states.append)

        store.dispatch(.add(2))
        store.dispatch(.label("two"))
        store.dispatch(.add(0))

        XCTAssertEqual(
            states.elements,
            [
                Counters(count: 0, label: "none"), Counters(count: 2, label: "none"), Counters(count: 2, label: "two"),
                Counters(count: 2, label: "two"),
            ])
        XCTAssertEqual(store.state, Counters(count: 2, label: "two"))
        subscription.dispose()
    }

    func testASliceGivesItsCurrentValueThenEachDifferentValue() {
        let store = Store<Counters, CounterAction>(initialState: Counters(), reducer: reduce)
        store.dispatch(.add(1))
        let counts = Log<Int>()
        let subscription = store.slice(\.count).subscribe(onNext: counts.append)

        store.dispatch(.label("other"))
        store.dispatch(.add(0))
        store.dispatch(.add(3))
        store.dispatch(.add(-3))

        XCTAssertEqual(counts.elements, [1, 4, 1])
        XCTAssertEqual(store.value(\.label), "other")
        subscription.dispose()
    }

    func testADispatchFromAnObserverIsQueuedUntilThePublicationEnds() {
        let store = Store<Counters, CounterAction>(initialState: Counters(), reducer: reduce)
        let log = Log<String>()
        var stateRightAfterInnerDispatch: Int?
        let first = store.slice(\.count).subscribe(onNext: { count in
            log.append("first \(count)")
            if count == 1 {
                store.dispatch(.add(10))
                stateRightAfterInnerDispatch = store.state.count
            }
        })
        let second = store.slice(\.count).subscribe(onNext: { log.append("second \($0)") })

        store.dispatch(.add(1))

        // The second observer sees 1 before 11: the inner dispatch did not run inside the first's call.
        XCTAssertEqual(log.elements, ["first 0", "second 0", "first 1", "second 1", "first 11", "second 11"])
        // The inner action was reduced at once: only its publication waited.
        XCTAssertEqual(stateRightAfterInnerDispatch, 11)
        XCTAssertEqual(store.state.count, 11)
        first.dispose()
        second.dispose()
    }

    func testDispatchesFromManyThreadsAreSerialisedAndNoneIsLost() {
        let store = Store<Counters, CounterAction>(initialState: Counters(), reducer: reduce)
        let counts = Log<Int>()
        let inside = Log<Int>()
        var observersAtOnce = 0
        let lock = NSLock()
        let subscription = store.slice(\.count).subscribe(onNext: { count in
            lock.withLock { observersAtOnce += 1 }
            inside.append(lock.withLock { observersAtOnce })
            counts.append(count)
            lock.withLock { observersAtOnce -= 1 }
        })

        DispatchQueue.concurrentPerform(iterations: 400) { _ in store.dispatch(.add(1)) }

        XCTAssertEqual(store.state.count, 400)
        // Every step published once, in order, by one thread at a time.
        XCTAssertEqual(counts.elements, Array(0...400))
        XCTAssertEqual(Set(inside.elements), [1])
        subscription.dispose()
    }

    func testDispatchReturnsOnceEveryObserverHasTheNewState() {
        let store = Store<Counters, CounterAction>(initialState: Counters(), reducer: reduce)
        let seen = Log<Int>()
        let subscription = store.slice(\.count).subscribe(onNext: seen.append)

        store.dispatch(.add(5))

        XCTAssertEqual(seen.elements.last, 5)
        subscription.dispose()
    }
}
