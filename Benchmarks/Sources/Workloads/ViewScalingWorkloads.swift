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
    // The same edits for `ListChanges` and for the standard library's `difference(from:).inferringMoves()`,
    // which compares whole rows (a changed row is a removal and an insertion) and finds no moves by id.
    for edit in ListEdit.allCases {
        let editUnits: (Int) -> Int = edit == .onePercent ? { $0 >= 100_000 ? 1 : $0 >= 10_000 ? 4 : 50 } : units
        scalingWorkload("ListChanges\(edit.name)", sizes: sizes, units: units) { size in
            let (old, new) = edit.lists(size: size)
            return { units in countChanges(from: old, to: new, units: units) { edit.isRight($0, size: size) } }
        }
        scalingWorkload("StandardLibraryDifference\(edit.name)", sizes: sizes, units: editUnits) { size in
            let (old, new) = edit.lists(size: size)
            return { units in
                countDifferences(from: old, to: new, units: units) { edit.isRight($0, size: size) }
            }
        }
    }
}

private struct ListRow: Identifiable, Hashable, Sendable {
    var id: Int
    var value: Int
}

private func rows(_ ids: Range<Int>) -> [ListRow] {
    ids.map { ListRow(id: $0, value: 0) }
}

/// The edits a list screen makes, each from a list of `size` items.
private enum ListEdit: CaseIterable {
    /// A page of 20 new items after the last.
    case pageAtTheEnd
    /// 20 new items on top (a refresh).
    case refreshOnTop
    /// One item in the middle changed.
    case oneItemChanged
    /// 1% of the items changed, 1% removed and 1% inserted, spread over the list.
    case onePercent

    var name: String {
        switch self {
        case .pageAtTheEnd: "PageAtTheEnd"
        case .refreshOnTop: "RefreshOnTop"
        case .oneItemChanged: "OneItemChanged"
        case .onePercent: "OnePercentEdited"
        }
    }

    func lists(size: Int) -> (old: [ListRow], new: [ListRow]) {
        switch self {
        case .pageAtTheEnd:
            let old = rows(0..<size)
            return (old, old + rows(size..<size + 20))
        case .refreshOnTop:
            let old = rows(20..<size + 20)
            return (old, rows(0..<20) + old)
        case .oneItemChanged:
            let old = rows(0..<size)
            var new = old
            new[size / 2].value += 1
            return (old, new)
        case .onePercent:
            // In every run of 100 items, the 10th changes, the 40th goes and a new item comes after the 70th.
            let old = rows(0..<size)
            var new: [ListRow] = []
            new.reserveCapacity(size)
            for row in old {
                switch row.id % 100 {
                case 10: new.append(ListRow(id: row.id, value: 1))
                case 40: continue
                case 70: new += [row, ListRow(id: size + row.id, value: 0)]
                default: new.append(row)
                }
            }
            return (old, new)
        }
    }

    func isRight(_ changes: ListChanges, size: Int) -> Bool {
        let counts = (changes.insertedItems.count, changes.deletedItems.count, changes.reloadedItems.count)
        let moved = changes.movedItems.count
        switch self {
        case .pageAtTheEnd, .refreshOnTop: return counts == (20, 0, 0) && moved == 0
        case .oneItemChanged: return counts == (0, 0, 1) && moved == 0
        case .onePercent: return counts == (size / 100, size / 100, size / 100) && moved == 0
        }
    }

    func isRight(_ difference: CollectionDifference<ListRow>, size: Int) -> Bool {
        let counts = (difference.insertions.count, difference.removals.count)
        switch self {
        case .pageAtTheEnd, .refreshOnTop: return counts == (20, 0)
        case .oneItemChanged: return counts == (1, 1)
        case .onePercent: return counts == (2 * size / 100, 2 * size / 100)
        }
    }
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

/// The standard library's difference from `old` to `new`, with moves inferred, `units` times; counts those
/// that `check` finds right.
private func countDifferences(
    from old: [ListRow], to new: [ListRow], units: Int, check: (CollectionDifference<ListRow>) -> Bool
) -> Int {
    var sum = 0
    for _ in 0..<units where check(new.difference(from: old).inferringMoves()) { sum += 1 }
    return sum
}

/// Runs `body` on the main thread, which the model needs to apply states at once, and waits for it. Both
/// executables keep the main thread serving the main queue while a workload runs on another.
func onTheMainThread(_ body: @escaping @MainActor () -> Int) -> Int {
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

/// The presenter of `modelStateChanges` without its model: each state to one subscriber.
private func presenterStateChanges(units: Int) -> Int {
    var sum = 0
    let presenter = makeTwentyFieldsPresenter()
    let subscription = presenter.state.skip(1).subscribe(onNext: { _ in sum += 1 })
    for _ in 0..<units { presenter.send(.increment) }
    subscription.dispose()
    return sum
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
