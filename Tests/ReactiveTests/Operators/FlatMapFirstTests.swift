import Reactive
import XCTest

private struct TestError: Error {}

final class FlatMapFirstTests: ReactiveTestCase {
    private var scheduler: TestScheduler!
    private var inners: [TestableObservable<Int>] = []

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        inners = [
            scheduler.createColdObservable([
                .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105), .next(220, 106),
                .completed(230),
            ]),
            scheduler.createColdObservable([
                .next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), .completed(50),
            ]),
            scheduler.createColdObservable([.next(10, 301), .completed(20)]),
        ]
    }

    override func tearDown() {
        inners = []
        scheduler = nil
        super.tearDown()
    }

    func testFlatMapFirstIgnoresElementsWhileAnInnerIsRunning() {
        let xs = scheduler.createHotObservable([
            .next(150, 2), .next(300, 0), .next(320, 2), .next(540, 1), .next(560, 2), .completed(600),
        ])
        let inners = self.inners
        var selected: [Int] = []

        let res = scheduler.start {
            xs.flatMapFirst { index -> TestableObservable<Int> in
                selected.append(index)
                return inners[index]
            }
        }

        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 103), .next(420, 104), .next(510, 105), .next(520, 106),
                .next(550, 201), .next(560, 202), .next(570, 203), .next(580, 204), .completed(600),
            ])
        XCTAssertEqual(selected, [0, 1])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(300, 530)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(540, 590)])
        XCTAssertEqual(inners[2].subscriptions, [])
    }

    func testFlatMapFirstCompletesAfterTheRunningInner() {
        let xs = scheduler.createHotObservable([.next(300, 1), .completed(320)])
        let inners = self.inners

        let res = scheduler.start { xs.flatMapFirst { inners[$0] } }

        XCTAssertEqual(
            res.events, [.next(310, 201), .next(320, 202), .next(330, 203), .next(340, 204), .completed(350)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(300, 350)])
    }

    func testFlatMapFirstPassesAnInnerErrorThrough() {
        let failing = scheduler.createColdObservable([.next(10, 201), .error(20, TestError())])
        let xs = scheduler.createHotObservable([.next(300, 0), .completed(600)])

        let res = scheduler.start { xs.flatMapFirst { _ in failing } }

        XCTAssertEqual(res.events, [.next(310, 201), .error(320, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(failing.subscriptions, [Subscription(300, 320)])
    }

    func testFlatMapFirstPassesTheSourceErrorThrough() {
        let xs = scheduler.createHotObservable([.next(300, 0), .error(400, TestError())])
        let inners = self.inners

        let res = scheduler.start { xs.flatMapFirst { inners[$0] } }

        XCTAssertEqual(res.events, [.next(310, 101), .next(320, 102), .error(400, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(300, 400)])
    }

    func testFlatMapFirstTurnsAThrowingSelectorIntoAnError() {
        let xs = scheduler.createHotObservable([.next(300, 0), .completed(600)])

        let res = scheduler.start { xs.flatMapFirst { _ -> Observable<Int> in throw TestError() } }

        XCTAssertEqual(res.events, [.error(300, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDisposingFlatMapFirstDisposesTheSourceAndTheInner() {
        let xs = scheduler.createHotObservable([.next(300, 0), .completed(600)])
        let inners = self.inners

        let res = scheduler.start(disposed: 415) { xs.flatMapFirst { inners[$0] } }

        XCTAssertEqual(res.events, [.next(310, 101), .next(320, 102), .next(410, 103)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 415)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(300, 415)])
    }

    func testFlatMapFirstOfSynchronousInnersTakesEveryElement() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])

        let res = scheduler.start { xs.flatMapFirst { Observable.of($0, $0 * 10) } }

        XCTAssertEqual(res.events, [.next(210, 1), .next(210, 10), .next(220, 2), .next(220, 20), .completed(300)])
    }

    func testFlatMapFirstDeliversOneEventAtATimeAcrossThreads() {
        let background = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let probe = ConcurrentDeliveryProbe<Int>()
        let ended = expectation(description: "ended")
        var completed = false

        _ = Observable<Int>.interval(.microseconds(200), scheduler: background)
            .take(20)
            .flatMapFirst { outer in Observable.range(start: outer * 1_000, count: 300, scheduler: background) }
            .subscribe(
                onNext: { probe.receive($0) }, onCompleted: { completed = true }, onDisposed: { ended.fulfill() })
        wait(for: [ended], timeout: 30)

        XCTAssertTrue(completed)
        XCTAssertEqual(probe.overlaps, 0)
        // Every inner that started ran to its end: whole runs of 300, each in order.
        XCTAssertEqual(probe.elements.count % 300, 0)
        for run in stride(from: 0, to: probe.elements.count, by: 300) {
            let first = probe.elements[run]
            XCTAssertEqual(Array(probe.elements[run..<run + 300]), Array(first..<first + 300))
        }
    }
}
