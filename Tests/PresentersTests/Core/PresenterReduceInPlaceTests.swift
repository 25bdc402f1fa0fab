import Presenters
import XCTest

private struct Offline: Error {}

private struct TodoItem: Equatable {
    var title: String
    var done = false
}

private struct TodoState: Equatable {
    var items: [TodoItem]
    var error: String?
}

private enum TodoMutation: Equatable {
    case check(Int)
    case rename(Int, String)
    case add(String)
    case failed
}

/// The copying form and the in-place form of the same reduce, the second reporting what changed.
private func reduce(_ state: TodoState, _ mutation: TodoMutation) -> TodoState {
    var state = state
    _ = reduceInPlace(&state, mutation)
    return state
}

private func reduceInPlace(_ state: inout TodoState, _ mutation: TodoMutation) -> StateChange {
    switch mutation {
    case .check(let index): return .assign(true, to: &state.items[index].done)
    case .rename(let index, let title): return .assign(title, to: &state.items[index].title)
    case .add(let title):
        state.items.append(TodoItem(title: title))
        return .changed
    case .failed: return .assign("offline", to: &state.error)
    }
}

private let initialTodos = TodoState(items: [TodoItem(title: "milk"), TodoItem(title: "bread")])

final class PresenterReduceInPlaceTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    /// Checks, renames and adds, some of which change nothing.
    private let mutations: [TodoMutation] = [
        .check(0), .check(0), .rename(1, "rye"), .rename(1, "rye"), .add("eggs"), .check(2), .failed, .failed,
    ]

    func testDeliversTheSameStatesAsTheCopyingForm() {
        let copying = Presenter<TodoMutation, TodoState, Never>(
            initialState: initialTodos, scheduler: scheduler,
            reduce: .pure(reduce), effects: { mutation, _ in .mutate(mutation) })
        let inPlace = Presenter<TodoMutation, TodoState, Never>(
            initialState: initialTodos, scheduler: scheduler,
            reduce: .inPlace(reduceInPlace), effects: { mutation, _ in .mutate(mutation) })
        var copied: [TodoState] = []
        var reducedInPlace: [TodoState] = []
        let views = [
            copying.state.subscribe(onNext: { copied.append($0) }),
            inPlace.state.subscribe(onNext: { reducedInPlace.append($0) }),
        ]

        for mutation in mutations {
            copying.send(mutation)
            inPlace.send(mutation)
        }

        XCTAssertEqual(reducedInPlace, copied)
        XCTAssertEqual(reducedInPlace.count, 6)
        XCTAssertEqual(inPlace.currentState, copying.currentState)
        for view in views { view.dispose() }
    }

    func testNeverDeliversTheSameStateTwiceInARow() {
        let presenter = Presenter<TodoMutation, TodoState, Never>(
            initialState: initialTodos, scheduler: scheduler,
            reduce: .inPlace(reduceInPlace), effects: { mutation, _ in .mutate(mutation) })
        var states: [TodoState] = []
        let view = presenter.state.subscribe(onNext: { states.append($0) })

        for mutation in mutations + mutations.filter({ $0 != .add("eggs") }) { presenter.send(mutation) }

        XCTAssertEqual(states.count, 6)
        for (previous, next) in zip(states, states.dropFirst()) { XCTAssertNotEqual(previous, next) }
        view.dispose()
    }

    func testChangesTheItemsWhereTheyLie() {
        var addresses: [UnsafePointer<TodoItem>?] = []
        let presenter = Presenter<TodoMutation, TodoState, Never>(
            initialState: TodoState(items: Array(repeating: TodoItem(title: "a"), count: 100)), scheduler: scheduler,
            reduce: .inPlace { state, mutation in
                state.items.withUnsafeBufferPointer { addresses.append($0.baseAddress) }
                return reduceInPlace(&state, mutation)
            },
            effects: { mutation, _ in .mutate(mutation) })
        var delivered = 0
        let view = presenter.state.subscribe(onNext: { _ in delivered += 1 })
        _ = presenter.currentState  // a copy read and released: the state is the presenter's alone again

        for index in 0..<10 { presenter.send(.rename(index, "b")) }

        XCTAssertEqual(delivered, 11)
        XCTAssertEqual(Set(addresses.dropFirst()).count, 1, "the items were copied")
        view.dispose()
    }

    func testReducesEffectsAnswersFailuresAndOutsideMutationsInPlace() {
        let answers = scheduler.createColdObservable([.next(10, TodoMutation.rename(0, "oat milk")), .completed(10)])
        let outside = scheduler.createHotObservable([.next(50, TodoMutation.add("tea"))])
        let presenter = Presenter<String, TodoState, String>(
            initialState: initialTodos, scheduler: scheduler, mutations: outside.asObservable(),
            reduce: .inPlace(reduceInPlace),
            route: { state, mutation in mutation == .add("tea") ? "added \(state.items.count)" : nil },
            failure: { _ in .failed },
            effects: { event, _ in
                event == "load" ? .run(answers) : .run(Observable<TodoMutation>.error(Offline()))
            })
        let states = scheduler.createObserver(TodoState.self)
        let routes = scheduler.createObserver(String.self)
        let views = [presenter.state.subscribe(states), presenter.routes.subscribe(routes)]

        scheduler.scheduleAt(100) { presenter.send("load") }
        scheduler.scheduleAt(200) { presenter.send("fail") }
        scheduler.scheduleAt(300) { presenter.send("fail") }
        scheduler.start()

        let added = TodoState(items: [TodoItem(title: "milk"), TodoItem(title: "bread"), TodoItem(title: "tea")])
        var renamed = added
        renamed.items[0].title = "oat milk"
        var failed = renamed
        failed.error = "offline"
        XCTAssertEqual(
            states.events, [.next(0, initialTodos), .next(50, added), .next(110, renamed), .next(200, failed)])
        XCTAssertEqual(routes.events, [.next(50, "added 3")])
        for view in views { view.dispose() }
    }

    func testAssignWritesOnlyAValueThatDiffers() {
        var title = "milk"

        XCTAssertEqual(StateChange.assign("milk", to: &title), .unchanged)
        XCTAssertEqual(StateChange.assign("rye", to: &title), .changed)
        XCTAssertEqual(title, "rye")
    }
}
