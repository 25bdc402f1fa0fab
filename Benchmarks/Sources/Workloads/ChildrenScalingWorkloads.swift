import Presenters
import Reactive

// A list screen that gives each row a child presenter (`ChildPresenters`), at N rows. The parent's state
// holds the rows in an `IdentifiedList`, whose edits the children read; each child's state is its row.
// - ChildrenCreating: a unit makes the parent with its N children and releases it: linear in N, so the
//   cost per unit divided by N is the cost of a child.
// - ChildEvent: a unit sends an event to one child, which changes its row: flat.
// - ChildRemoving: a unit removes one row, whose child goes, and appends a new one, to stay at N rows.
// - ChildrenReplacingPage: a unit replaces the N rows by N new ones: linear in N.
// - ChildRemovingFromArray: ChildRemoving with the rows held in an array, which the children follow by
//   comparing its ids with those they saw last.

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
                let list = makeRowList(scheduler: scheduler, initialState: RowList())
                list.send(.show(Array(0..<size)))
                sum += list.currentState.rows.count == size ? 1 : 0
            }
            return sum
        }
    }
    scalingWorkload("ChildEvent", sizes: sizes) { size in
        { units in
            countingStates(ofListWithRows: size, RowList()) { list in
                for unit in 0..<units { list.send(.row(id: unit * 7919 % size, .tap)) }
            }
        }
    }
    scalingWorkload("ChildRemoving", sizes: sizes) { size in
        { units in
            countingStates(ofListWithRows: size, RowList()) { list in
                // Rows leave from the middle of the list, where removing one moves half of the others.
                for unit in 0..<units { list.send(.remove(index: size / 2, append: size + unit)) }
            }
        }
    }
    scalingWorkload("ChildRemovingFromArray", sizes: sizes) { size in
        { units in
            countingStates(ofListWithRows: size, RowArray()) { list in
                for unit in 0..<units { list.send(.remove(index: size / 2, append: size + unit)) }
            }
        }
    }
    scalingWorkload("ChildrenReplacingPage", sizes: sizes, units: linearUnits) { size in
        { units in
            let scheduler = TestScheduler(initialClock: 0)
            let list = makeRowList(scheduler: scheduler, initialState: RowList())
            var sum = 0
            for unit in 0..<units {
                list.send(.show(Array(unit * size..<(unit + 1) * size)))
                sum += list.currentState.rows.last?.id == (unit + 1) * size - 1 ? 1 : 0
            }
            return sum
        }
    }
}

/// Makes a list with `size` rows, runs `body` on it, and returns how many states it delivered meanwhile.
private func countingStates<State: RowListState>(
    ofListWithRows size: Int, _ initialState: State, _ body: (Presenter<RowListEvent, State, Never>) -> Void
) -> Int {
    let list = makeRowList(scheduler: TestScheduler(initialClock: 0), initialState: initialState)
    list.send(.show(Array(0..<size)))
    var sum = 0
    let subscription = list.state.skip(1).subscribe(onNext: { _ in sum += 1 })
    body(list)
    subscription.dispose()
    return sum
}

struct Row: Equatable, Identifiable {
    let id: Int
    var taps = 0
}

enum RowEvent {
    case tap
}

/// The state of a list of rows, whichever collection holds them.
protocol RowListState: Equatable {
    associatedtype Rows: RandomAccessCollection & RangeReplaceableCollection
    where Rows.Element == Row, Rows.Index == Int
    var rows: Rows { get set }
    static func embed(_ rows: ChildPresenters<RowEvent, Row, Never>, in list: Presenter<RowListEvent, Self, Never>)
}

struct RowList: RowListState {
    var rows: IdentifiedList<Row> = []

    static func embed(_ rows: ChildPresenters<RowEvent, Row, Never>, in list: Presenter<RowListEvent, Self, Never>) {
        list.embed(rows, state: \.rows)
    }
}

struct RowArray: RowListState {
    var rows: [Row] = []

    static func embed(_ rows: ChildPresenters<RowEvent, Row, Never>, in list: Presenter<RowListEvent, Self, Never>) {
        list.embed(rows, state: \.rows)
    }
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
        initialState: row, scheduler: scheduler,
        reduce: .inPlace { row, event in
            switch event {
            case .tap:
                row.taps += 1
                return .changed
            }
        }, effects: { (event: RowEvent, _) in .mutate(event) })
}

/// The list: one child per row, events sent to the rows by id, rows shown, removed and appended in place.
func makeRowList<State: RowListState>(
    scheduler: any SchedulerType, initialState: State
) -> Presenter<RowListEvent, State, Never> {
    let rows = ChildPresenters { (row: Row) in makeRow(row, scheduler: scheduler) }
    let list = Presenter<RowListEvent, State, Never>(
        initialState: initialState, scheduler: scheduler,
        reduce: .inPlace { list, mutation in
            switch mutation {
            case .show(let ids):
                list.rows = State.Rows(ids.map { Row(id: $0) })
            case .remove(let index, let append):
                list.rows.remove(at: index)
                list.rows.append(Row(id: append))
            }
            return .changed
        },
        effects: { (event: RowListEvent, _) -> Effect<RowListMutation, Never> in
            switch event {
            case .row(let id, let event): return .send(event, to: rows, id: id)
            case .show(let ids): return .mutate(.show(ids))
            case .remove(let index, let append): return .mutate(.remove(index: index, append: append))
            }
        })
    State.embed(rows, in: list)
    return list
}
