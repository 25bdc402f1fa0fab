import Reactive
import XCTest

private struct TestError: Error {}

final class BufferTests: ReactiveTestCase {
    private func makeSource(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 0), .next(205, 1), .next(215, 2), .next(240, 3), .next(300, 4), .next(310, 5), end,
        ])
    }

    func testBufferSendsAnArrayWhenFullOrWhenItsTimeSpanIsOver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler, end: .completed(380))

        let res = scheduler.start { xs.buffer(timeSpan: .seconds(50), count: 2, scheduler: scheduler) }

        // Full at 215 and 310; timed out at 265 (50 after 215) and 360 (50 after 310); what is left at 380.
        XCTAssertEqual(
            res.events,
            [
                .next(215, [1, 2]), .next(265, [3]), .next(310, [4, 5]), .next(360, []), .next(380, []),
                .completed(380),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 380)])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }

    func testATimerAlreadyUnderWayWhenTheArrayFillsSendsNothing() {
        let timers = UncancellableTimers()
        let source = PublishSubject<Int>()
        let observer = TestScheduler(initialClock: 0).createObserver([Int].self)
        let subscription = source.buffer(timeSpan: .seconds(50), count: 2, scheduler: timers).subscribe(observer)

        source.onNext(1)
        source.onNext(2)
        timers.fire(0)  // the first array's time span, too late to cancel when the array filled
        XCTAssertEqual(observer.events, [.next(0, [1, 2])], "the next array was sent before its time span")
        timers.fire(1)

        XCTAssertEqual(observer.events, [.next(0, [1, 2]), .next(0, [])])
        subscription.dispose()
    }

    func testBufferPassesTheSourceErrorThroughAndDropsTheArrayBeingFilled() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler, end: .error(330, TestError()))

        let res = scheduler.start { xs.buffer(timeSpan: .seconds(50), count: 3, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(240, [1, 2, 3]), .next(290, []), .error(330, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
    }

    func testDisposingBufferStopsTheTimerAndDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler, end: .completed(380))

        let res = scheduler.start(disposed: 300) { xs.buffer(timeSpan: .seconds(50), count: 2, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(215, [1, 2]), .next(265, [3])])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }

    func testBufferOfASynchronousSourceSendsWhatIsLeftAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable.of(1, 2, 3).buffer(timeSpan: .seconds(50), count: 2, scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [.next(200, [1, 2]), .next(200, [3]), .completed(200)])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }
}
