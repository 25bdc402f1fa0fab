import Presenters
import XCTest

private struct Failure: Error, CustomStringConvertible {
    var description: String { "offline" }
}

/// A screen that loads a name: its state shows the name or the error, and opening navigates.
private enum NameEvent { case load, reload, open, rename(String) }
private struct NameState: Equatable {
    var name = ""
    var error: String?
}
private enum NameMutation { case loaded(String), failed(String), renamed(String), opened }
private enum NameRoute: Equatable { case detail(String) }

final class PresenterTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    private func makePresenter(load: Observable<String>) -> Presenter<NameEvent, NameState, NameRoute> {
        Presenter(
            initialState: NameState(), scheduler: scheduler,
            reduce: .pure { (state, mutation: NameMutation) in
                var state = state
                switch mutation {
                case .loaded(let name), .renamed(let name):
                    state.name = name
                    state.error = nil
                case .failed(let message): state.error = message
                case .opened: break
                }
                return state
            },
            route: { state, mutation in
                if case .opened = mutation { return .detail(state.name) }
                return nil
            },
            failure: { error in .failed("\(error)") },
            effects: { event, state in
                switch event {
                case .load: return .run(load.map(NameMutation.loaded))
                case .reload: return .run(load.map(NameMutation.loaded), catch: { _ in .failed("try again") })
                case .open: return .mutate(.opened)
                case .rename(let name): return .merge(.mutate(.renamed(name)), .route(.detail(name)))
                }
            })
    }

    func testStateReplaysTheCurrentStateToEachNewSubscriber() {
        let presenter = makePresenter(load: scheduler.createColdObservable([.next(10, "Ada")]).asObservable())
        let early = scheduler.createObserver(NameState.self)
        let late = scheduler.createObserver(NameState.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(100) { presenter.state.subscribe(early).disposed(by: bag) }
        scheduler.scheduleAt(200) { presenter.send(.load) }
        scheduler.scheduleAt(300) { presenter.state.subscribe(late).disposed(by: bag) }
        scheduler.start()

        XCTAssertEqual(early.events, [.next(100, NameState()), .next(210, NameState(name: "Ada"))])
        XCTAssertEqual(late.events, [.next(300, NameState(name: "Ada"))])
    }

    func testStatesAreDistinct() {
        let presenter = makePresenter(
            load: scheduler.createColdObservable([.next(10, "Ada"), .next(20, "Ada"), .next(30, "Bob")])
                .asObservable())
        let states = scheduler.createObserver(NameState.self)
        let subscription = presenter.state.subscribe(states)
        scheduler.scheduleAt(100) { presenter.send(.load) }
        scheduler.scheduleAt(200) { presenter.send(.open) }
        scheduler.start()
        subscription.dispose()

        XCTAssertEqual(
            states.events,
            [.next(0, NameState()), .next(110, NameState(name: "Ada")), .next(130, NameState(name: "Bob"))])
    }

    func testRoutesAreDeliveredOnceToThePresentSubscribersAndNotReplayed() {
        let presenter = makePresenter(load: .create { _ in Disposables.create() })
        let early = scheduler.createObserver(NameRoute.self)
        let late = scheduler.createObserver(NameRoute.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(100) { presenter.routes.subscribe(early).disposed(by: bag) }
        scheduler.scheduleAt(200) { presenter.send(.rename("Ada")) }
        scheduler.scheduleAt(300) { presenter.routes.subscribe(late).disposed(by: bag) }
        scheduler.scheduleAt(400) { presenter.send(.open) }
        scheduler.start()

        XCTAssertEqual(early.events, [.next(200, .detail("Ada")), .next(400, .detail("Ada"))])
        XCTAssertEqual(late.events, [.next(400, .detail("Ada"))])
    }

    func testARouteFromReduceFollowsTheStateItWasReducedWith() {
        let presenter = makePresenter(load: .create { _ in Disposables.create() })
        var seen: [String] = []
        let bag = DisposeBag()
        presenter.state.skipFirst { seen.append("state \($0.name)") }.disposed(by: bag)
        presenter.routes.subscribe(onNext: { seen.append("route \($0)") }).disposed(by: bag)

        presenter.send(.rename("Ada"))

        XCTAssertEqual(seen, ["state Ada", "route detail(\"Ada\")"])
    }

    func testAnErrorFromAnEffectBecomesStateAndTheStateStreamGoesOn() {
        let presenter = makePresenter(
            load: scheduler.createColdObservable([.next(10, "Ada"), .error(20, Failure())]).asObservable())
        let states = scheduler.createObserver(NameState.self)
        let subscription = presenter.state.subscribe(states)
        scheduler.scheduleAt(100) { presenter.send(.load) }
        scheduler.scheduleAt(200) { presenter.send(.rename("Bob")) }
        scheduler.start()
        subscription.dispose()

        XCTAssertEqual(
            states.events,
            [
                .next(0, NameState()), .next(110, NameState(name: "Ada")),
                .next(120, NameState(name: "Ada", error: "offline")), .next(200, NameState(name: "Bob")),
            ])
    }

    func testAnEffectsOwnCatchTakesPrecedenceOverThePresentersFailureMapping() {
        let failing = scheduler.createColdObservable([.error(10, Failure(), String.self)])
        let presenter = makePresenter(load: failing.asObservable())
        scheduler.scheduleAt(100) { presenter.send(.reload) }
        scheduler.start()

        XCTAssertEqual(presenter.currentState, NameState(error: "try again"))
        XCTAssertEqual(failing.subscriptions, [Subscription(100, 110)])
    }

    func testAnUnmappedErrorGoesToTheTraceAndTheDefaultErrorHandlerAndLeavesTheStateAlone() {
        let presenter = Presenter<NameEvent, Int, Never>(
            initialState: 0, scheduler: scheduler, reduce: .replace
        ) { _, _ in
            .run(
                Observable<Int>.create { observer in
                    observer.onError(Failure())
                    return Disposables.create()
                })
        }
        var traced: [String] = []
        presenter.onTrace = { _, trace in traced.append("\(trace)") }
        let handler = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = handler }
        let handled = BooleanDisposable()
        Hooks.defaultErrorHandler = { _, error in
            if error is Failure { handled.dispose() }
        }

        presenter.send(.load)

        XCTAssertEqual(presenter.currentState, 0)
        XCTAssertEqual(traced, ["event: load", "failure: offline"])
        XCTAssertTrue(handled.isDisposed, "the default error handler did not receive the error")
    }

    func testAStateReplacingPresenterTakesEveryMutationAsTheStateAndMapsFailuresToAState() {
        let work = scheduler.createColdObservable([.next(10, 5), .next(20, 5), .error(30, Failure())])
        let presenter = Presenter<NameEvent, Int, NameRoute>(
            initialState: 0, scheduler: scheduler, reduce: .replace, failure: { _ in -1 }
        ) { event, count in
            switch event {
            case .load: return .run(work.asObservable())
            case .open: return .mutate(count + 1)
            case .rename(let name): return .merge(.mutate(count + 10), .route(.detail(name)))
            case .reload: return .none
            }
        }
        let states = scheduler.createObserver(Int.self)
        let routes = scheduler.createObserver(NameRoute.self)
        let bag = DisposeBag()
        presenter.state.subscribe(states).disposed(by: bag)
        presenter.routes.subscribe(routes).disposed(by: bag)
        scheduler.scheduleAt(100) { presenter.send(.open) }
        scheduler.scheduleAt(200) { presenter.send(.rename("Ada")) }
        scheduler.scheduleAt(300) { presenter.send(.load) }
        scheduler.scheduleAt(400) { presenter.send(.reload) }
        scheduler.start()

        XCTAssertEqual(states.events, [.next(0, 0), .next(100, 1), .next(200, 11), .next(310, 5), .next(330, -1)])
        XCTAssertEqual(routes.events, [.next(200, .detail("Ada"))])
        XCTAssertEqual(work.subscriptions, [Subscription(300, 330)])
    }

    func testTheEventsObserverIgnoresTheCompletionOfABoundSource() {
        let presenter = makePresenter(load: .create { _ in Disposables.create() })
        let source = scheduler.createHotObservable([
            .next(100, NameEvent.rename("Ada")), .completed(150), .next(200, .rename("Bob")),
        ])
        let other = scheduler.createHotObservable([.next(300, NameEvent.rename("Cyd"))])
        let bag = DisposeBag()
        source.bind(to: presenter.events).disposed(by: bag)
        other.bind(to: presenter.events).disposed(by: bag)
        scheduler.start()

        XCTAssertEqual(presenter.currentState, NameState(name: "Cyd"))
        XCTAssertEqual(source.subscriptions, [Subscription(0, 150)])
    }

    func testTheDebugHookLogsEventsStatesAndRoutesWithVirtualTime() {
        let presenter = makePresenter(load: scheduler.createColdObservable([.next(10, "Ada")]).asObservable())
        var lines: [String] = []
        presenter.debug("name") { lines.append($0) }
        scheduler.scheduleAt(100) { presenter.send(.load) }
        scheduler.scheduleAt(200) { presenter.send(.open) }
        scheduler.start()

        XCTAssertEqual(
            lines,
            [
                "name @100 event: load",
                "name @110 state: NameState(name: \"Ada\", error: nil)",
                "name @200 event: open",
                "name @200 route: detail(\"Ada\")",
            ])
    }
}

extension ObservableType {
    /// Calls `onNext` with every element but the first (a replayed state).
    fileprivate func skipFirst(_ onNext: @escaping (Element) -> Void) -> Disposable {
        var skipped = false
        return subscribe(onNext: { element in
            if skipped { onNext(element) } else { skipped = true }
        })
    }
}
