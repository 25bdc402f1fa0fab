import PresentersXCTest
import XCTest

private struct Offline: Error {}

/// The reducers of a presenter: each mutation the next state, with what the initialiser adds to it.
final class ReducerTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func testReplacingMakesEachMutationTheNextStateOnce() {
        let presenter = Presenter<Int, Int, Never>(initialState: 0, scheduler: scheduler, reduce: .replace) {
            next, _ in .mutate(next)
        }
        var states: [Int] = []
        let view = presenter.state.subscribe(onNext: { states.append($0) })

        presenter.send(1)
        presenter.send(1)
        presenter.send(2)

        XCTAssertEqual(states, [0, 1, 2])
        view.dispose()
    }

    func testReplacingEmitsTheRouteOfTheNextState() {
        let presenter = Presenter<Int, Int, String>(
            initialState: 0, scheduler: scheduler, reduce: .replace, route: { state, _ in state == 2 ? "two" : nil }
        ) { next, _ in
            .mutate(next)
        }
        var log: [String] = []
        let states = presenter.state.subscribe(onNext: { log.append("state \($0)") })
        let routes = presenter.routes.subscribe(onNext: { log.append("route \($0)") })

        presenter.send(1)
        presenter.send(2)

        XCTAssertEqual(log, ["state 0", "state 1", "state 2", "route two"])
        states.dispose()
        routes.dispose()
    }

    func testReplacingFollowsUpTheNextState() {
        let presenter = Presenter<Int, Int, Never>(
            initialState: 0, scheduler: scheduler, reduce: .replace,
            followUp: { state, _ in state < 3 ? state + 1 : nil }
        ) { next, _ in
            .mutate(next)
        }
        var states: [Int] = []
        let view = presenter.state.subscribe(onNext: { states.append($0) })

        presenter.send(1)

        XCTAssertEqual(states, [0, 1, 2, 3])
        view.dispose()
    }

    func testReplacingTakesStatesFromOutsideAndFailures() {
        let outside = PublishSubject<Int>()
        let presenter = Presenter<String, Int, Never>(
            initialState: 0, scheduler: scheduler, mutations: outside.asObservable(), reduce: .replace,
            failure: { _ in -1 }
        ) { _, _ in
            .run(Observable<Int>.error(Offline()))
        }
        var states: [Int] = []
        let view = presenter.state.subscribe(onNext: { states.append($0) })

        outside.onNext(5)
        presenter.send("fail")
        outside.onNext(6)

        XCTAssertEqual(states, [0, 5, -1, 6])
        view.dispose()
    }

    func testAPureReduceWithoutARouteDeliversEachChangedState() {
        let presenter = Presenter<Int, Int, Never>(
            initialState: 0, scheduler: scheduler, reduce: .pure { count, step in count + step },
            effects: { step, _ in .mutate(step) })
        var states: [Int] = []
        let view = presenter.state.subscribe(onNext: { states.append($0) })

        presenter.send(1)
        presenter.send(0)
        presenter.send(2)

        XCTAssertEqual(states, [0, 1, 3])
        view.dispose()
    }
}
