import Reactive
import XCTest

private struct TestError: Error {}

final class SwitchLatestTests: ReactiveTestCase {
    private func inners(_ scheduler: TestScheduler, secondEnds: Recorded<Event<Int>> = .completed(50))
        -> [TestableObservable<Int>]
    {
        [
            scheduler.createColdObservable([
                .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .completed(230),
            ]),
            scheduler.createColdObservable([.next(10, 201), .next(20, 202), .next(40, 204), secondEnds]),
            scheduler.createColdObservable([.next(10, 301), .next(20, 302), .completed(150)]),
        ]
    }

    func testSendsOnlyTheLatestInnerSequenceAndCompletesAfterIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = inners(scheduler)
        let xs = scheduler.createHotObservable([
            .next(300, ys[0]), .next(400, ys[1]), .next(500, ys[2]), .completed(600),
        ])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(440, 204),
                .next(510, 301), .next(520, 302), .completed(650),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(ys[0].subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys[1].subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(ys[2].subscriptions, [Subscription(500, 650)])
    }

    func testCompletesWithTheOuterWhenNoInnerIsAlive() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs = scheduler.createHotObservable([.next(300, ys), .completed(400)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(310, 1), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 320)])
    }

    func testInnerErrorPassesThroughAndEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = inners(scheduler, secondEnds: .error(50, TestError()))
        let xs = scheduler.createHotObservable([
            .next(300, ys[0]), .next(400, ys[1]), .next(500, ys[2]), .completed(600),
        ])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(440, 204),
                .error(450, TestError()),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
        XCTAssertEqual(ys[0].subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys[1].subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(ys[2].subscriptions, [])
    }

    func testErrorOfAReplacedInnerSequenceIsIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([.error(450, TestError(), Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 1), .next(200, 2)])
        let xs = scheduler.createHotObservable([.next(300, failing), .next(400, ys)])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(410, 1), .next(600, 2)])
        XCTAssertEqual(failing.subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(400, 1000)])
    }

    func testOuterErrorPassesThroughAndEndsTheInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = inners(scheduler)
        let xs = scheduler.createHotObservable([.next(300, ys[0]), .next(400, ys[1]), .error(430, TestError())])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(
            res.events, [.next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .error(430, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 430)])
        XCTAssertEqual(ys[0].subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys[1].subscriptions, [Subscription(400, 430)])
    }

    func testDisposalEndsOuterAndInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = inners(scheduler)
        let xs = scheduler.createHotObservable([.next(300, ys[0]), .next(400, ys[1])])

        let res = scheduler.start(disposed: 415) { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(310, 101), .next(320, 102), .next(410, 201)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 415)])
        XCTAssertEqual(ys[0].subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys[1].subscriptions, [Subscription(400, 415)])
    }

    func testMarbleDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer__ = "-x----y------|"
        let x______ = " -1-2-3|"
        let y______ = "      -4--5|"
        let result_ = "--1-2--4--5--|"
        let x = scheduler.createColdObservable(x______)
        let y = scheduler.createColdObservable(y______)
        let xs = scheduler.createHotObservable(outer__, values: ["x": x, "y": y])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(marbles(from: res.events), result_)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
        XCTAssertEqual(x.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(y.subscriptions, [Subscription(260, 310)])
    }
}
