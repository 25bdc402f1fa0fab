import Reactive
import XCTest

private struct TestError: Error {}

final class WindowTests: ReactiveTestCase {
    private func makeSource(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(205, 1), .next(215, 2), .next(240, 3), .next(300, 4), .next(310, 5), end,
        ])
    }

    func testWindowOpensANewWindowWhenFullOrWhenItsTimeSpanIsOver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler, end: .completed(380))

        let res = scheduler.start {
            xs.window(timeSpan: .seconds(50), count: 2, scheduler: scheduler)
                .enumerated()
                .map { index, window in window.map { "\(index) \($0)" } }
                .merge()
        }

        XCTAssertEqual(
            res.events,
            [
                .next(205, "0 1"), .next(215, "0 2"), .next(240, "1 3"), .next(300, "2 4"), .next(310, "2 5"),
                .completed(380),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 380)])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }

    func testWindowSendsTheWindowsWhenTheyOpen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler, end: .completed(380))

        let res = scheduler.start {
            xs.window(timeSpan: .seconds(50), count: 2, scheduler: scheduler).enumerated().map(\.index)
        }

        // Opened at subscription, when full at 215 and 310, and when timed out at 265 and 360.
        XCTAssertEqual(
            res.events,
            [.next(200, 0), .next(215, 1), .next(265, 2), .next(310, 3), .next(360, 4), .completed(380)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 380)])
    }

    func testATimerAlreadyUnderWayWhenTheWindowFillsOpensNoWindow() {
        let timers = UncancellableTimers()
        let source = PublishSubject<Int>()
        let observer = TestScheduler(initialClock: 0).createObserver(Int.self)
        let subscription = source.window(timeSpan: .seconds(50), count: 2, scheduler: timers).enumerated()
            .map(\.index).subscribe(observer)

        source.onNext(1)
        source.onNext(2)
        timers.fire(0)  // the first window's time span, too late to cancel when the window filled
        XCTAssertEqual(observer.events, [.next(0, 0), .next(0, 1)], "the next window closed before its time span")
        timers.fire(1)

        XCTAssertEqual(observer.events, [.next(0, 0), .next(0, 1), .next(0, 2)])
        subscription.dispose()
    }

    func testWindowPassesTheSourceErrorToTheOpenWindowAndThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler, end: .error(330, TestError()))

        let res = scheduler.start {
            xs.window(timeSpan: .seconds(50), count: 2, scheduler: scheduler)
                .enumerated()
                .map { index, window in
                    window.materialize().compactMap { event -> String? in
                        switch event {
                        case .next(let value): return "\(index) \(value)"
                        case .error: return "\(index) failed"
                        case .completed: return nil
                        }
                    }
                }
                .merge()
        }

        XCTAssertEqual(
            res.events,
            [
                .next(205, "0 1"), .next(215, "0 2"), .next(240, "1 3"), .next(300, "2 4"), .next(310, "2 5"),
                .next(330, "3 failed"), .error(330, TestError()),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
    }

    func testDisposingWindowDisposesTheSourceAndTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler, end: .completed(380))

        let res = scheduler.start(disposed: 300) {
            xs.window(timeSpan: .seconds(50), count: 2, scheduler: scheduler).merge()
        }

        // The source's event at 300 was scheduled before the disposal at 300, so it still gets through.
        XCTAssertEqual(res.events, [.next(205, 1), .next(215, 2), .next(240, 3), .next(300, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }

    func testAWindowStillSubscribedKeepsTheSourceSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler, end: .completed(380))
        let res = scheduler.createObserver(Int.self)
        var outer: Disposable?
        var inner: Disposable?

        scheduler.scheduleAt(200) {
            outer = xs.window(timeSpan: .seconds(500), count: 10, scheduler: scheduler).subscribe(onNext: { window in
                inner = window.subscribe(res)
            })
        }
        scheduler.scheduleAt(220) { outer?.dispose() }
        scheduler.scheduleAt(250) { inner?.dispose() }
        scheduler.start()

        XCTAssertEqual(res.events, [.next(205, 1), .next(215, 2), .next(240, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
