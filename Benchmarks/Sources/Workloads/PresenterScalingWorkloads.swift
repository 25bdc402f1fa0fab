import Presenters
import Reactive

// A presenter whose state holds N items receives events that each change one item. With `reduce:` the
// presenter copies the state and compares whole states, so an event costs in proportion to N; with
// `reduceInPlace:` it changes the item where it lies and compares only that item.

func registerPresenterScalingWorkloads() {
    let sizes = [10, 1_000, 100_000]
    scalingWorkload("PresenterReduce", sizes: sizes, units: { $0 >= 100_000 ? 100 : 1000 }) { size in
        { units in
            let presenter = Presenter<ListEvent, ListState, Never>(
                initialState: ListState(count: size), scheduler: TestScheduler(initialClock: 0),
                reduce: .pure { state, event in
                    var state = state
                    switch event {
                    case .set(let index, let item): state.items[index] = item
                    }
                    return state
                },
                effects: { event, _ in .mutate(event) })
            return sendChanges(to: presenter, size: size, units: units)
        }
    }
    scalingWorkload("PresenterReduceInPlace", sizes: sizes) { size in
        { units in
            let presenter = Presenter<ListEvent, ListState, Never>(
                initialState: ListState(count: size), scheduler: TestScheduler(initialClock: 0),
                reduce: .inPlace { state, event in
                    switch event {
                    case .set(let index, let item): return .assign(item, to: &state.items[index])
                    }
                },
                effects: { event, _ in .mutate(event) })
            return sendChanges(to: presenter, size: size, units: units)
        }
    }
}

/// Sends `units` events, each changing one item, the items in turn; returns the states delivered.
private func sendChanges(to presenter: Presenter<ListEvent, ListState, Never>, size: Int, units: Int) -> Int {
    var sum = 0
    let subscription = presenter.state.skip(1).subscribe(onNext: { _ in sum += 1 })
    for unit in 0..<units {
        let index = unit % size
        presenter.send(.set(index: index, ListItem(id: index, count: unit + 1)))
    }
    subscription.dispose()
    return sum
}

struct ListItem: Equatable {
    var id: Int
    var count: Int
}

struct ListState: Equatable {
    var items: [ListItem]

    init(count: Int) {
        items = (0..<count).map { ListItem(id: $0, count: 0) }
    }
}

enum ListEvent {
    case set(index: Int, ListItem)
}
