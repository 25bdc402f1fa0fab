import Dispatch
import Observation
import Presenters
import Reactive

// The view side. An `ObservedPresenter` applying each state of a presenter, with N of its state's fields
// read by views (so compared on every change): one unit is one event that changes one field, through the
// presenter to the model. And `ListChanges` between two values of a list of N items, for the edits a list
// screen makes: one unit is one computation of the changes.

func registerViewScalingWorkloads() {
    if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
        scalingWorkload("ModelStateChange", sizes: [1, 20]) { fields in
            { units in onTheMainThread { modelStateChanges(fieldsObserved: fields, units: units, rerender: false) } }
        }
        scalingWorkload("PresenterStateChange", sizes: [20]) { _ in
            { units in onTheMainThread { presenterStateChanges(units: units) } }
        }
        scalingWorkload("ModelStateChangeRerendered", sizes: [1, 20]) { fields in
            { units in onTheMainThread { modelStateChanges(fieldsObserved: fields, units: units, rerender: true) } }
        }
    }
    let sizes = [1_000, 10_000, 100_000]
    let units: (Int) -> Int = { $0 >= 100_000 ? 4 : $0 >= 10_000 ? 20 : 100 }
    scalingWorkload("ListChangesPageAtTheEnd", sizes: sizes, units: units) { size in
        let old = rows(0..<size)
        let new = old + rows(size..<size + 20)
        return { units in countChanges(from: old, to: new, units: units) { $0.insertedItems.count == 20 } }
    }
    scalingWorkload("ListChangesRefreshOnTop", sizes: sizes, units: units) { size in
        let old = rows(20..<size + 20)
        let new = rows(0..<20) + old
        return { units in countChanges(from: old, to: new, units: units) { $0.insertedItems.count == 20 } }
    }
    scalingWorkload("ListChangesOneItemChanged", sizes: sizes, units: units) { size in
        let old = rows(0..<size)
        var edited = old
        edited[size / 2].value += 1
        let new = edited
        return { units in countChanges(from: old, to: new, units: units) { $0.reloadedItems.count == 1 } }
    }
}

private struct ListRow: Identifiable, Equatable, Sendable {
    var id: Int
    var value: Int
}

private func rows(_ ids: Range<Int>) -> [ListRow] {
    ids.map { ListRow(id: $0, value: 0) }
}

/// Computes the changes from `old` to `new` `units` times; counts those that `check` finds right.
private func countChanges(from old: [ListRow], to new: [ListRow], units: Int, check: (ListChanges) -> Bool) -> Int {
    var sum = 0
    for _ in 0..<units {
        // The lists are built once, outside the measured difference; only the comparison is repeated.
        if let changes = try? ListChanges(from: old, to: new), check(changes) { sum += 1 }
    }
    return sum
}

/// Runs `body` on the main thread, which the model needs to apply states at once, and waits for it. Both
/// executables keep the main thread serving the main queue while a workload runs on another.
private func onTheMainThread(_ body: @escaping @MainActor () -> Int) -> Int {
    let result = ResultBox()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.main.async {
        result.value = MainActor.assumeIsolated { body() }
        done.signal()
    }
    done.wait()
    return result.value
}

private final class ResultBox: @unchecked Sendable {
    // Sendable: written on the main thread before the semaphore is signalled, read after it is waited for.
    var value = 0
}

/// A state of 20 counters; each event increments the first.
struct TwentyFields: Equatable, Sendable {
    var f0 = 0
    var f1 = 0
    var f2 = 0
    var f3 = 0
    var f4 = 0
    var f5 = 0
    var f6 = 0
    var f7 = 0
    var f8 = 0
    var f9 = 0
    var f10 = 0
    var f11 = 0
    var f12 = 0
    var f13 = 0
    var f14 = 0
    var f15 = 0
    var f16 = 0
    var f17 = 0
    var f18 = 0
    var f19 = 0
}

/// The presenter of `modelStateChanges` without its model: each state to one subscriber.
private func presenterStateChanges(units: Int) -> Int {
    var sum = 0
    let presenter = makeTwentyFieldsPresenter()
    let subscription = presenter.state.skip(1).subscribe(onNext: { _ in sum += 1 })
    for _ in 0..<units { presenter.send(.increment) }
    subscription.dispose()
    return sum
}

private func makeTwentyFieldsPresenter() -> Presenter<CounterEvent, TwentyFields, Never> {
    Presenter(initialState: TwentyFields(), scheduler: TestScheduler(initialClock: 0)) { event, state in
        var next = state
        switch event {
        case .increment: next.f0 += 1
        }
        return .mutate(next)
    }
}

/// Sends `units` events to a presenter shown by a model whose views read `fieldsObserved` fields; each
/// event changes the first field. With `rerender`, each view reads its fields again under
/// `withObservationTracking` after every change, as a SwiftUI view re-renders; without, the views read
/// once and the model keeps comparing their fields. Returns the states the model applied.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
private func modelStateChanges(fieldsObserved: Int, units: Int, rerender: Bool) -> Int {
    let paths: [KeyPath<TwentyFields, Int>] = [
        \.f0, \.f1, \.f2, \.f3, \.f4, \.f5, \.f6, \.f7, \.f8, \.f9, \.f10, \.f11, \.f12, \.f13, \.f14, \.f15, \.f16,
        \.f17, \.f18, \.f19,
    ]
    let observed = paths.prefix(fieldsObserved)
    let model = ObservedPresenter(makeTwentyFieldsPresenter())
    let read = { for path in observed { _ = model[dynamicMember: path] } }
    withObservationTracking(read) {}
    for _ in 0..<units {
        model.send(.increment)
        if rerender { withObservationTracking(read) {} }
    }
    return model.f0
}
