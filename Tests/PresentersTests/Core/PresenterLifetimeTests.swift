import Presenters
import XCTest

final class PresenterLifetimeTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func testReleasingThePresenterCancelsItsEffectsAndCompletesItsStreams() {
        let request = scheduler.createColdObservable([.next(50, 1), .completed(50)])
        var presenter: Presenter<String, Int, String>? = Presenter(
            initialState: 0, scheduler: scheduler,
            reduce: .pure { (_, value: Int) in value },
            effects: { _, _ in .run(request, .latest("request")) })
        weak let released = presenter
        let states = scheduler.createObserver(Int.self)
        let routes = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        presenter?.state.subscribe(states).disposed(by: bag)
        presenter?.routes.subscribe(routes).disposed(by: bag)
        scheduler.scheduleAt(100) { presenter?.send("load") }
        scheduler.scheduleAt(120) { presenter = nil }
        scheduler.start()

        XCTAssertNil(released, "the presenter outlived its last reference")
        XCTAssertEqual(request.subscriptions, [Subscription(100, 120)])
        XCTAssertEqual(states.events, [.next(0, 0), .completed(120)])
        XCTAssertEqual(routes.events, [.completed(120)])
        XCTAssertEqual(scheduler.pendingActionTimes, [], "the cancelled request left an action scheduled")
    }

    func testEffectsAndBindingsDoNotKeepThePresenterAlive() {
        let useCase = FixedValueUseCase(answer: 1, latency: .seconds(50), scheduler: scheduler)
        var presenter: ValuePresenter? = makeValuePresenter(useCase: useCase, scheduler: scheduler)
        weak let released = presenter
        let events = scheduler.createHotObservable([.next(100, ValueEvent.prepare), .next(300, .touch)])
        let binding = events.bind(to: presenter!.events)
        scheduler.advanceTo(110)

        presenter = nil

        XCTAssertNil(released, "an effect in flight or a binding holds the presenter")
        XCTAssertEqual(scheduler.pendingActionTimes, [300], "the request in flight was not cancelled")
        scheduler.start()
        binding.dispose()
        XCTAssertEqual(events.subscriptions, [Subscription(0, 300)])
    }

    func testSubscribingToAReleasedPresentersStreamsCompletesAtOnce() {
        var presenter: Presenter<String, Int, String>? = Presenter(
            initialState: 0, scheduler: scheduler, reduce: .replace
        ) { _, _ in
            .none
        }
        let state = presenter!.state
        let routes = presenter!.routes
        let events = presenter!.events
        presenter = nil
        let stateObserver = scheduler.createObserver(Int.self)
        let routeObserver = scheduler.createObserver(String.self)

        _ = state.subscribe(stateObserver)
        _ = routes.subscribe(routeObserver)
        events.onNext("ignored")

        XCTAssertEqual(stateObserver.events, [.completed(0)])
        XCTAssertEqual(routeObserver.events, [.completed(0)])
    }
}
