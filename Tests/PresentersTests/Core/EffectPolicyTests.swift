import Presenters
import XCTest

/// Each policy, proven with cold test observables as effects: their subscription intervals show when
/// each effect started and when it was cancelled.
final class EffectPolicyTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private var first: TestableObservable<Int>!
    private var second: TestableObservable<Int>!

    override func setUp() {
        super.setUp()
        first = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(30)])
        second = scheduler.createColdObservable([.next(10, 3), .completed(10)])
    }

    /// A presenter whose event `n` runs the work `n` (or cancels "work" for -1) under `policy`; its state
    /// is every value received so far.
    private func makePresenter(_ policy: EffectPolicy) -> Presenter<Int, [Int], Never> {
        let works: [TestableObservable<Int>] = [first, second]
        return Presenter(
            initialState: [], scheduler: scheduler,
            reduce: .pure { (values, value: Int) in values + [value] },
            effects: { index, _ in index < 0 ? .cancel("work") : .run(works[index], policy) })
    }

    /// Sends the events at their times, records the states from 0, and runs the scheduler.
    private func run(_ policy: EffectPolicy, events: [(TestTime, Int)]) -> [Recorded<Event<[Int]>>] {
        let presenter = makePresenter(policy)
        let states = scheduler.createObserver([Int].self)
        let subscription = presenter.state.subscribe(states)
        for (time, event) in events {
            scheduler.scheduleAt(time) { presenter.send(event) }
        }
        scheduler.start()
        subscription.dispose()
        return states.events
    }

    func testMergeRunsEffectsOfTheSameKindSideBySide() {
        let states = run(.merge("work"), events: [(100, 0), (120, 1)])

        XCTAssertEqual(states, [.next(0, []), .next(110, [1]), .next(130, [1, 2]), .next(130, [1, 2, 3])])
        XCTAssertEqual(first.subscriptions, [Subscription(100, 130)])
        XCTAssertEqual(second.subscriptions, [Subscription(120, 130)])
    }

    func testLatestCancelsTheRunningEffectOfTheSameKind() {
        let states = run(.latest("work"), events: [(100, 0), (120, 1)])

        XCTAssertEqual(states, [.next(0, []), .next(110, [1]), .next(130, [1, 3])])
        XCTAssertEqual(first.subscriptions, [Subscription(100, 120)])
        XCTAssertEqual(second.subscriptions, [Subscription(120, 130)])
    }

    func testFirstIgnoresEffectsWhileOneOfTheSameKindRuns() {
        let states = run(.first("work"), events: [(100, 0), (120, 1), (140, 1)])

        XCTAssertEqual(states, [.next(0, []), .next(110, [1]), .next(130, [1, 2]), .next(150, [1, 2, 3])])
        XCTAssertEqual(first.subscriptions, [Subscription(100, 130)])
        XCTAssertEqual(second.subscriptions, [Subscription(140, 150)])
    }

    func testQueueStartsEachEffectWhenThePreviousOfItsKindEnds() {
        let states = run(.queue("work"), events: [(100, 0), (120, 1), (125, 0)])

        XCTAssertEqual(
            states,
            [
                .next(0, []), .next(110, [1]), .next(130, [1, 2]), .next(140, [1, 2, 3]), .next(150, [1, 2, 3, 1]),
                .next(170, [1, 2, 3, 1, 2]),
            ])
        XCTAssertEqual(first.subscriptions, [Subscription(100, 130), Subscription(140, 170)])
        XCTAssertEqual(second.subscriptions, [Subscription(130, 140)])
    }

    func testEffectsOfOtherKindsAreNotAffected() {
        let works: [TestableObservable<Int>] = [first, second]
        let presenter = Presenter<Int, [Int], Never>(
            initialState: [], scheduler: scheduler,
            reduce: .pure { (values, value: Int) in values + [value] },
            effects: { index, _ in .run(works[index], .latest(index)) })
        scheduler.scheduleAt(100) { presenter.send(0) }
        scheduler.scheduleAt(120) { presenter.send(1) }
        scheduler.start()

        XCTAssertEqual(presenter.currentState, [1, 2, 3])
        XCTAssertEqual(first.subscriptions, [Subscription(100, 130)])
        XCTAssertEqual(second.subscriptions, [Subscription(120, 130)])
    }

    func testCancelStopsRunningAndQueuedEffectsOfItsKind() {
        let states = run(.queue("work"), events: [(100, 0), (105, 1), (115, -1), (200, 1)])

        XCTAssertEqual(states, [.next(0, []), .next(110, [1]), .next(210, [1, 3])])
        XCTAssertEqual(first.subscriptions, [Subscription(100, 115)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 210)])
    }

    func testCancelDropsWhatTheCancelledEffectSentButWasNotYetReduced() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create()
        }
        // The effect sends 1 and 2 at once while the presenter is busy with the first event, so both wait in
        // its queue behind the cancel: they must not be reduced.
        let presenter = Presenter<String, [Int], Never>(
            initialState: [], scheduler: scheduler,
            reduce: .pure { (values, value: Int) in values + [value] },
            effects: { event, _ in
                event == "start" ? .merge(.run(source, .merge("work")), .cancel("work")) : .none
            })

        presenter.send("start")

        XCTAssertEqual(presenter.currentState, [])
    }
}
