import Presenters
import Reactive

// A list screen that gives each row a child presenter (`ChildPresenters`), at N rows. The parent's state
// holds the rows; each child's state is its row.
// - ChildrenCreating: a unit makes the parent with its N children and releases it: linear in N, so the
//   cost per unit divided by N is the cost of a child.
// - ChildEvent: a unit sends an event to one child, which changes its row: flat.
// - ChildRemoving: a unit removes one row, whose child goes, and appends a new one, to stay at N rows.
// - ChildrenReplacingPage: a unit replaces the N rows by N new ones: linear in N.

func registerChildrenScalingWorkloads() {
    let sizes = [100, 1_000, 10_000]
    // Units per size, for callgrind: enough that the difference between two runs beats the noise of the
    // setup, few enough that the large sizes finish.
    let linearUnits: (Int) -> Int = { max(2, 20_000 / $0) }
    scalingWorkload("ChildrenCreating", sizes: sizes, units: linearUnits) { size in
        { units in
            var sum = 0
            let scheduler = TestScheduler(initialClock: 0)
            for _ in 0..<units {
                let list = makeRowList(scheduler: scheduler)
                list.send(.show(Array(0..<size)))
                sum += list.currentState.rows.count == size ? 1 : 0
            }
            return sum
        }
    }
    scalingWorkload("ChildEvent", sizes: sizes) { size in
        { units in
            let scheduler = TestScheduler(initialClock: 0)
            let list = makeRowList(scheduler: scheduler)
            list.send(.show(Array(0..<size)))
            var sum = 0
            let subscription = list.state.skip(1).subscribe(onNext: { _ in sum += 1 })
            for unit in 0..<units { list.send(.row(id: unit * 7919 % size, .tap)) }
            subscription.dispose()
            return sum
        }
    }
    scalingWorkload("ChildRemoving", sizes: sizes) { size in
        { units in
            let scheduler = TestScheduler(initialClock: 0)
            let list = makeRowList(scheduler: scheduler)
            list.send(.show(Array(0..<size)))
            var sum = 0
            let subscription = list.state.skip(1).subscribe(onNext: { _ in sum += 1 })
            for unit in 0..<units {
                // Rows leave from the middle of the list, where removing one moves half of the others.
                list.send(.remove(index: size / 2, append: size + unit))
            }
            subscription.dispose()
            return sum
        }
    }
    scalingWorkload("ChildrenReplacingPage", sizes: sizes, units: linearUnits) { size in
        { units in
            let scheduler = TestScheduler(initialClock: 0)
            let list = makeRowList(scheduler: scheduler)
            var sum = 0
            for unit in 0..<units {
                list.send(.show(Array(unit * size..<(unit + 1) * size)))
                sum += list.currentState.rows.last?.id == (unit + 1) * size - 1 ? 1 : 0
            }
            return sum
        }
    }
}

struct Row: Equatable, Identifiable {
    let id: Int
    var taps = 0
}

enum RowEvent {
    case tap
}

struct RowList: Equatable {
    var rows: [Row] = []
}

enum RowListEvent {
    case row(id: Int, RowEvent)
    case show([Int])
    case remove(index: Int, append: Int)
}

enum RowListMutation {
    case show([Int])
    case remove(index: Int, append: Int)
}

/// A row's presenter: a tap counts.
private func makeRow(_ row: Row, scheduler: any SchedulerType) -> Presenter<RowEvent, Row, Never> {
    Presenter(
        initialState: row, scheduler: scheduler, effects: { (event: RowEvent, _) in .mutate(event) },
        reduceInPlace: { row, event in
            switch event {
            case .tap:
                row.taps += 1
                return .changed
            }
        })
}

/// The list: one child per row, events sent to the rows by id, rows shown, removed and appended in place.
func makeRowList(scheduler: any SchedulerType) -> Presenter<RowListEvent, RowList, Never> {
    let rows = ChildPresenters { (row: Row) in makeRow(row, scheduler: scheduler) }
    let list = Presenter<RowListEvent, RowList, Never>(
        initialState: RowList(), scheduler: scheduler,
        effects: { (event: RowListEvent, _) -> Effect<RowListMutation, Never> in
            switch event {
            case .row(let id, let event): return .send(event, to: rows, id: id)
            case .show(let ids): return .mutate(.show(ids))
            case .remove(let index, let append): return .mutate(.remove(index: index, append: append))
            }
        },
        reduceInPlace: { list, mutation in
            switch mutation {
            case .show(let ids):
                list.rows = ids.map { Row(id: $0) }
            case .remove(let index, let append):
                list.rows.remove(at: index)
                list.rows.append(Row(id: append))
            }
            return .changed
        })
    list.embed(rows, state: \.rows)
    return list
}
