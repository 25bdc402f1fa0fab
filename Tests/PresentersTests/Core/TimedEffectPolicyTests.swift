import PresentersXCTest
import XCTest

/// The timed policies, on the presenter's scheduler: `debounce` waits for a quiet interval and replaces
/// what is running, `throttle` starts at most one effect per interval.
final class TimedEffectPolicyTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    /// A presenter whose event `n` runs a cold observable that sends `n` 5 ticks after it starts (or
    /// cancels "work" for -1) under `policy`; its state is every value received so far.
    private func makePresenter(_ policy: EffectPolicy, works: inout [Int: TestableObservable<Int>])
        -> Presenter<Int, [Int], Never>
    {
        for value in 0..<10 { works[value] = scheduler.createColdObservable([.next(5, value), .completed(5)]) }
        let captured = works
        return Presenter(
            initialState: [], scheduler: scheduler,
            reduce: .pure { (values, value: Int) in values + [value] },
            effects: { value, _ in value < 0 ? .cancel("work") : .run(captured[value]!, policy) })
    }

    private func run(_ policy: EffectPolicy, events: [(TestTime, Int)])
        -> (states: [Recorded<Event<[Int]>>], works: [Int: TestableObservable<Int>])
    {
        var works: [Int: TestableObservable<Int>] = [:]
        let presenter = makePresenter(policy, works: &works)
        let states = scheduler.createObserver([Int].self)
        let subscription = presenter.state.subscribe(states)
        for (time, event) in events {
            scheduler.scheduleAt(time) { presenter.send(event) }
        }
        scheduler.start()
        subscription.dispose()
        return (states.events, works)
    }

    func testDebounceStartsTheLastEffectOnceItsKindIsQuietForTheInterval() {
        let (states, works) = run(.debounce("work", for: .seconds(20)), events: [(100, 1), (110, 2), (125, 3)])

        XCTAssertEqual(states, [.next(0, []), .next(150, [3])])
        XCTAssertEqual(works[1]!.subscriptions, [])
        XCTAssertEqual(works[2]!.subscriptions, [])
        XCTAssertEqual(works[3]!.subscriptions, [Subscription(145, 150)])
    }

    func testDebounceCancelsTheEffectOfItsKindInFlight() {
        let (states, works) = run(.debounce("work", for: .seconds(20)), events: [(100, 1), (123, 2)])

        XCTAssertEqual(states, [.next(0, []), .next(148, [2])])
        XCTAssertEqual(works[1]!.subscriptions, [Subscription(120, 123)])
        XCTAssertEqual(works[2]!.subscriptions, [Subscription(143, 148)])
    }

    func testCancelStopsADebouncedEffectBeforeItStarts() {
        let (states, works) = run(.debounce("work", for: .seconds(20)), events: [(100, 1), (110, -1)])

        XCTAssertEqual(states, [.next(0, [])])
        XCTAssertEqual(works[1]!.subscriptions, [])
        XCTAssertEqual(scheduler.clock, 110, "the cancelled timer still ran")
    }

    func testThrottleStartsTheFirstAtOnceAndTheLatestWhenTheIntervalCloses() {
        let (states, works) = run(
            .throttle("work", for: .seconds(60)), events: [(100, 1), (120, 2), (140, 3), (200, 4), (300, 5)])

        XCTAssertEqual(
            states,
            [.next(0, []), .next(105, [1]), .next(165, [1, 3]), .next(225, [1, 3, 4]), .next(305, [1, 3, 4, 5])])
        XCTAssertEqual(works[1]!.subscriptions, [Subscription(100, 105)])
        XCTAssertEqual(works[2]!.subscriptions, [])
        XCTAssertEqual(works[3]!.subscriptions, [Subscription(160, 165)])
        XCTAssertEqual(works[4]!.subscriptions, [Subscription(220, 225)])
        XCTAssertEqual(works[5]!.subscriptions, [Subscription(300, 305)])
    }

    func testThrottleWithoutLatestDropsWhatComesWithinTheInterval() {
        let (states, works) = run(
            .throttle("work", for: .seconds(60), latest: false), events: [(100, 1), (120, 2), (140, 3), (200, 4)])

        XCTAssertEqual(states, [.next(0, []), .next(105, [1]), .next(205, [1, 4])])
        XCTAssertEqual(works[2]!.subscriptions, [])
        XCTAssertEqual(works[3]!.subscriptions, [])
        XCTAssertEqual(works[4]!.subscriptions, [Subscription(200, 205)])
    }

    func testThrottleWithoutLatestStartsWhatComesAsTheIntervalCloses() {
        let (states, works) = run(
            .throttle("work", for: .seconds(60), latest: false), events: [(100, 1), (160, 2), (219, 3)])

        XCTAssertEqual(states, [.next(0, []), .next(105, [1]), .next(165, [1, 2])])
        XCTAssertEqual(works[2]!.subscriptions, [Subscription(160, 165)])
        XCTAssertEqual(works[3]!.subscriptions, [], "the interval opened at 160 runs until 220")
    }

    func testReleasingThePresenterCancelsTheTimersOfItsEffects() {
        var works: [Int: TestableObservable<Int>] = [:]
        var presenter: Presenter<Int, [Int], Never>? = makePresenter(
            .debounce("work", for: .seconds(20)), works: &works)
        scheduler.scheduleAt(100) { presenter?.send(1) }
        scheduler.advanceTo(110)

        presenter = nil

        XCTAssertEqual(scheduler.pendingActionTimes, [])
        XCTAssertEqual(works[1]!.subscriptions, [])
    }

    func testATimedPolicyIsNamedWithItsKindAndId() {
        XCTAssertEqual(EffectPolicy.debounce("search", for: .milliseconds(300)).description, #"debounce("search")"#)
        XCTAssertEqual(EffectPolicy.throttle("save", for: .seconds(1)).description, #"throttle("save")"#)
    }

    func testAHarnessEndingWithADebouncedEffectWaitingSeesItsTimerAndTheReleaseCancelsIt() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let failures = FailureLog()
        let test = PresenterTest(scheduler: scheduler, failureReporter: failures.reporter) {
            makeSearchAsYouTypePresenter(search: { _ in .never() }, scheduler: scheduler)
        }
        test.send(.type("s"))
        test.assertStates([.next(0, SearchFieldState()), .next(0, SearchFieldState(query: "s"))])
        test.advance(to: 100)

        test.finish(expectingPendingActionsAt: [300])

        XCTAssertEqual(failures.messages, [])
        XCTAssertEqual(scheduler.pendingActionTimes, [], "the release did not cancel the timer")
    }
}

/// The search-as-you-type example: it searches once the user pauses for 300 ms, and only the last query.
final class SearchAsYouTypeTests: PresentersTestCase {
    func testSearchesOnceTheUserPausesAndOnlyForTheLastQuery() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)  // a tick is a millisecond
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeSearchAsYouTypePresenter(
                search: { text in Observable.just([text + "!"]).delay(.milliseconds(100), scheduler: scheduler) },
                scheduler: scheduler)
        }

        test.send(.type("s"), at: 1000)
        test.send(.type("sw"), at: 1100)
        test.send(.type("swift"), at: 1250)
        test.run()

        test.assertStates([
            .next(0, SearchFieldState()),
            .next(1000, SearchFieldState(query: "s")),
            .next(1100, SearchFieldState(query: "sw")),
            .next(1250, SearchFieldState(query: "swift")),
            .next(1650, SearchFieldState(query: "swift", results: ["swift!"])),
        ])
        test.finish()
    }

    func testAKeystrokeCancelsTheSearchInFlight() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let search = scheduler.createColdObservable([.next(100, ["swift!"]), .completed(100)])
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) {
            makeSearchAsYouTypePresenter(search: { _ in search.asObservable() }, scheduler: scheduler)
        }

        test.send(.type("swift"), at: 1000)
        test.send(.type("swifty"), at: 1350)
        test.run()

        test.assertStates([
            .next(0, SearchFieldState()),
            .next(1000, SearchFieldState(query: "swift")),
            .next(1350, SearchFieldState(query: "swifty")),
            .next(1750, SearchFieldState(query: "swifty", results: ["swift!"])),
        ])
        XCTAssertEqual(search.subscriptions, [Subscription(1300, 1350), Subscription(1650, 1750)])
        test.finish()
    }
}
