import PresentersXCTest
import XCTest

final class ValuePresenterTests: PresentersTestCase {
    func testPrepareShowsTheValueTheUseCaseAnswers() {
        let scheduler = TestScheduler(initialClock: 0)
        let useCase = FixedValueUseCase(answer: 1, latency: .seconds(50), scheduler: scheduler)
        let presenter = makeValuePresenter(useCase: useCase, scheduler: scheduler)
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

final class ValuePresenterHarnessTests: XCTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    private func makeTest() -> PresenterTest<ValueEvent, ValueState, Never> {
        PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeValuePresenter(
                useCase: FixedValueUseCase(answer: 1, latency: .seconds(50), scheduler: scheduler),
                scheduler: scheduler)
        }
    }

    func testPrepareShowsTheValueWhenTheUseCaseAnswersThenTouchShowsTouched() {
        let test = makeTest()

        test.send(.prepare, at: 200)
        test.send(.touch, at: 300)
        test.run()

        test.assertStates([.next(0, .initial), .next(250, .prepared(value: 1)), .next(300, .touched)])
        test.assertRoutes([])
        test.finish()
    }

    func testASecondPrepareReplacesTheFetchInFlight() {
        let test = makeTest()

        test.send(.prepare, at: 200)
        test.send(.prepare, at: 230)
        test.advance(to: 250)
        test.assertStates([.next(0, .initial)])
        test.advance(to: 280)

        test.assertStates([.next(280, .prepared(value: 1))])
        test.finish()
    }

    func testATestMayEndWithTheFetchInFlightWhenItSaysSo() {
        let test = makeTest()

        test.send(.prepare)
        test.advance(by: 10)
        test.send(.touch)
        test.assertStates([.next(0, .initial), .next(10, .touched)])

        test.finish(expectingPendingActionsAt: [50], expectingLiveSubscriptions: 1)
    }
}

final class ValuePresenterMarbleTests: XCTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func testPrepareShowsTheValueOneFrameLaterAndTouchShowsTouchedAtOnce() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeValuePresenter(
                useCase: FixedValueUseCase(answer: 1, latency: .seconds(10), scheduler: scheduler),
                scheduler: scheduler)
        }

        test.assertMarbles(
            events: "-p--t", values: ["p": .prepare, "t": .touch],
            states: "i-P-T", values: ["i": .initial, "P": .prepared(value: 1), "T": .touched])
        test.finish()
    }
}
