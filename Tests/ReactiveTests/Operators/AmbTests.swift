import Reactive
import XCTest

private struct TestError: Error {}

final class AmbTests: ReactiveTestCase {
    func testFirstToSendWinsAndTheOtherIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1), .next(240, 2), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(260, 20), .completed(270)])

        let res = scheduler.start { xs.amb(ys) }

        XCTAssertEqual(res.events, [.next(220, 10), .next(260, 20), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 270)])
    }

    func testATerminalEventAlsoWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(210, TestError(), Int.self)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(270)])

        let res = scheduler.start { xs.amb(ys) }

        XCTAssertEqual(res.events, [.error(210, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let e = scheduler2.createHotObservable([.completed(210, Int.self)])
        let n = scheduler2.createHotObservable([.next(220, 10)])

        let res2 = scheduler2.start { n.amb(e) }

        XCTAssertEqual(res2.events, [.completed(210)])
        XCTAssertEqual(n.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
    }

    func testSequenceFormRacesAllSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(250, 1), .completed(300)])
        let b = scheduler.createHotObservable([.next(230, 2), .error(280, TestError())])
        let c = scheduler.createHotObservable([.next(240, 3), .completed(260)])

        let res = scheduler.start { Observable.amb([a, b, c].map { $0.asObservable() }) }

        XCTAssertEqual(res.events, [.next(230, 2), .error(280, TestError())])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 280)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 230)])
    }

    func testNoSourceNeverSendsAnything() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.amb([]) }

        XCTAssertEqual(res.events, [])
    }

    func testDisposalBeforeAnyEventEndsEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(500, 1)])
        let ys = scheduler.createHotObservable([.next(600, 2)])

        let res = scheduler.start(disposed: 400) { xs.amb(ys) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func testDisposalAfterTheRaceEndsTheWinner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(500, 2)])
        let ys = scheduler.createHotObservable([.next(220, 10)])

        let res = scheduler.start(disposed: 400) { xs.amb(ys) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testMarbleDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs_____ = "---a-b-|"
        let ys_____ = "--1-2-3--|"
        let result_ = "--1-2-3--|"
        let xs = scheduler.createHotObservable(xs_____)
        let ys = scheduler.createHotObservable(ys_____)

        let res = scheduler.start { xs.amb(ys) }

        XCTAssertEqual(marbles(from: res.events), result_)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 290)])
    }
}
