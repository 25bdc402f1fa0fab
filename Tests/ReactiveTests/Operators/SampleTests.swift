import Reactive
import XCTest

private struct TestError: Error {}

final class SampleTests: ReactiveTestCase {
    private func makeSource(_ scheduler: TestScheduler, end: Recorded<Event<Int>> = .completed(400))
        -> TestableObservable<Int>
    {
        scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6), end,
        ])
    }

    private func makeSampler(_ scheduler: TestScheduler, end: Recorded<Event<String>> = .completed(500))
        -> TestableObservable<String>
    {
        scheduler.createHotObservable([
            .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(320, "baz"), end,
        ])
    }

    func testSendsLatestElementAtEachSample() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let ys = makeSampler(scheduler)

        let res = scheduler.start { xs.sample(ys) }

        // Completion waits for the sampler: the source ended at 400, the sampler at 500.
        XCTAssertEqual(res.events, [.next(250, 3), .next(320, 6), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    func testDefaultValueFillsEmptySamples() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let ys = makeSampler(scheduler)

        let res = scheduler.start { xs.sample(ys, defaultValue: 0) }

        // The sampler's completion is a last sample, so it too gets the default.
        XCTAssertEqual(
            res.events, [.next(210, 0), .next(250, 3), .next(260, 0), .next(320, 6), .next(500, 0), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    func testCompletesAtFirstSampleAfterSourceCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler, end: .completed(300))
        let ys = makeSampler(scheduler)

        let res = scheduler.start { xs.sample(ys) }

        XCTAssertEqual(res.events, [.next(250, 3), .next(320, 5), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 320)])
    }

    func testSamplerCompletionTakesALastSample() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(360, 7), .completed(400)])
        let ys = makeSampler(scheduler)

        let res = scheduler.start { xs.sample(ys) }

        XCTAssertEqual(res.events, [.next(500, 7), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    func testSourceErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler, end: .error(315, TestError()))
        let ys = makeSampler(scheduler)

        let res = scheduler.start { xs.sample(ys) }

        XCTAssertEqual(res.events, [.next(250, 3), .error(315, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 315)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 315)])
    }

    func testSamplerErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let ys = makeSampler(scheduler, end: .error(330, TestError()))

        let res = scheduler.start { xs.sample(ys) }

        XCTAssertEqual(res.events, [.next(250, 3), .next(320, 6), .error(330, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 330)])
    }

    func testDisposalReleasesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let ys = makeSampler(scheduler)

        let res = scheduler.start(disposed: 300) { xs.sample(ys) }

        XCTAssertEqual(res.events, [.next(250, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testMarbles() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-ab----c--|")
        let ys = scheduler.createHotObservable("---x--x----x|")

        let res = scheduler.start { xs.sample(ys) }

        XCTAssertEqual(marbles(from: res.events), "---b-------(c|)")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 310)])
    }
}
