import Reactive
import XCTest

private struct TestError: Error {}

final class ConcatMapTests: ReactiveTestCase {
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
            scheduler.createColdObservable([
                .next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .next(120, 305), .completed(150),
            ]),
        ]
    }

    override func tearDown() {
        inners = []
        scheduler = nil
        super.tearDown()
    }

    func testConcatMapRunsInnerSequencesOneAfterTheOther() {
        let xs = scheduler.createHotObservable([
            .next(150, 9), .next(300, 0), .next(400, 1), .next(500, 2), .completed(600),
        ])
        let inners = self.inners
        var selectedAt: [Int] = []
        let scheduler = self.scheduler!

        let res = scheduler.start {
            xs.concatMap { index -> TestableObservable<Int> in
                selectedAt.append(scheduler.clock)
                return inners[index]
            }
        }

        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 103), .next(420, 104), .next(510, 105), .next(520, 106),
                .next(540, 201), .next(550, 202), .next(560, 203), .next(570, 204), .next(590, 301), .next(600, 302),
                .next(610, 303), .next(620, 304), .next(700, 305), .completed(730),
            ])
        XCTAssertEqual(selectedAt, [300, 400, 500])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(300, 530)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(530, 580)])
        XCTAssertEqual(inners[2].subscriptions, [Subscription(580, 730)])
    }

    func testConcatMapCompletesWithTheSourceWhenNothingIsLeft() {
        let xs = scheduler.createHotObservable([.next(300, 1), .completed(600)])
        let inners = self.inners

        let res = scheduler.start { xs.concatMap { inners[$0] } }

        XCTAssertEqual(
            res.events, [.next(310, 201), .next(320, 202), .next(330, 203), .next(340, 204), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testConcatMapPassesAnInnerErrorThroughAndNeverStartsTheQueuedOnes() {
        let failing = scheduler.createColdObservable([.next(10, 201), .error(50, TestError())])
        let xs = scheduler.createHotObservable([.next(300, 1), .next(310, 2), .completed(600)])
        let inners = [self.inners[0], failing, self.inners[2]]

        let res = scheduler.start { xs.concatMap { inners[$0] } }

        XCTAssertEqual(res.events, [.next(310, 201), .error(350, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
        XCTAssertEqual(failing.subscriptions, [Subscription(300, 350)])
        XCTAssertEqual(inners[2].subscriptions, [])
    }

    func testConcatMapPassesTheSourceErrorThrough() {
        let xs = scheduler.createHotObservable([.next(300, 1), .error(325, TestError())])
        let inners = self.inners

        let res = scheduler.start { xs.concatMap { inners[$0] } }

        XCTAssertEqual(res.events, [.next(310, 201), .next(320, 202), .error(325, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 325)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(300, 325)])
    }

    func testConcatMapTurnsAThrowingSelectorIntoAnError() {
        let xs = scheduler.createHotObservable([.next(300, 1), .next(315, 0), .completed(600)])
        let inners = self.inners

        let res = scheduler.start {
            xs.concatMap { index -> TestableObservable<Int> in
                if index == 0 { throw TestError() }
                return inners[index]
            }
        }

        XCTAssertEqual(res.events, [.next(310, 201), .error(315, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 315)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(300, 315)])
    }

    func testDisposingConcatMapDisposesTheRunningInnerAndDropsTheQueue() {
        let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .completed(600)])
        let inners = self.inners

        let res = scheduler.start(disposed: 415) { xs.concatMap { inners[$0] } }

        XCTAssertEqual(res.events, [.next(310, 101), .next(320, 102), .next(410, 103)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 415)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(300, 415)])
        XCTAssertEqual(inners[1].subscriptions, [])
    }

    func testConcatMapOfSynchronousInnersKeepsTheirOrder() {
        let res = scheduler.start { Observable.of(1, 2, 3).concatMap { Observable.of($0, $0 * 10) } }

        XCTAssertEqual(
            res.events,
            [
                .next(200, 1), .next(200, 10), .next(200, 2), .next(200, 20), .next(200, 3), .next(200, 30),
                .completed(200),
            ])
    }

    func testConcatMapStartsManyQueuedSynchronousInnersWithoutRecursion() {
        let count = 30_000
        let first = inners[1]

        let res = scheduler.start {
            Observable.from([-1] + Array(0..<count)).concatMap { value in
                value < 0 ? first.asObservable() : Observable.of(value)
            }
        }

        XCTAssertEqual(res.events.count, 4 + count + 1)
        XCTAssertEqual(res.events.last, .completed(250))
        XCTAssertEqual(res.events[4], .next(250, 0))
        XCTAssertEqual(first.subscriptions, [Subscription(200, 250)])
    }

    func testConcatMapKeepsTheOrderOfInnersRunningOnAnotherThread() {
        let background = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let probe = ConcurrentDeliveryProbe<Int>()
        let ended = expectation(description: "ended")
        var completed = false

        _ = Observable.range(start: 0, count: 4)
            .concatMap { inner in Observable.range(start: inner * 500, count: 500, scheduler: background) }
            .subscribe(
                onNext: { probe.receive($0) }, onCompleted: { completed = true }, onDisposed: { ended.fulfill() })
        wait(for: [ended], timeout: 30)

        XCTAssertTrue(completed)
        XCTAssertEqual(probe.overlaps, 0)
        XCTAssertEqual(probe.elements, Array(0..<2_000))
    }
}
