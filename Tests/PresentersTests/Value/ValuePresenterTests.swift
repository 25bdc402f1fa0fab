import Presenters
import XCTest

final class ValuePresenterTests: PresentersTestCase {
    func testPrepareShowsTheValueTheUseCaseAnswers() {
        let scheduler = TestScheduler(initialClock: 0)
        let useCase = FixedValueUseCase(answer: 1, latency: .seconds(50), scheduler: scheduler)
        let presenter = ValuePresenter(useCase: useCase, scheduler: scheduler)
        let events = scheduler.createColdObservable([.next(100, ValueEvent.prepare)])
        let states = scheduler.createObserver(ValueState.self)
        let bag = DisposeBag()

        scheduler.scheduleAt(100) { events.bind(to: presenter.events).disposed(by: bag) }
        scheduler.scheduleAt(200) { presenter.state.subscribe(states).disposed(by: bag) }
        scheduler.start()

        XCTAssertEqual(states.events, [.next(200, .initial), .next(250, .prepared(value: 1))])
        XCTAssertEqual(events.subscriptions, [Subscription(100)])
        XCTAssertEqual(presenter.currentState, .prepared(value: 1))
    }
}
