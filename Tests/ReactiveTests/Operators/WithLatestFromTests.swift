import Reactive
import XCTest

private struct TestError: Error {}

final class WithLatestFromTests: ReactiveTestCase {
    func testCombinesWithTheLatestOfTheSecondAndDropsEarlierElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(205, 2), .next(230, 3), .next(250, 4), .next(270, 5), .completed(290),
        ])
        let ys = scheduler.createHotObservable([
            .next(150, "x"), .next(210, "a"), .next(240, "b"), .next(245, "c"), .completed(260),
        ])

        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(230, "3a"), .next(250, "4c"), .next(270, "5c"), .completed(290)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
    }

    func testFormWithoutSelectorSendsTheSecondsElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .next(240, 2), .completed(250)])
        let ys = scheduler.createHotObservable([.next(210, "a"), .next(230, "b")])

        let res = scheduler.start { xs.withLatestFrom(ys) }

        XCTAssertEqual(res.events, [.next(220, "a"), .next(240, "b"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testSecondIsSubscribedFirstSoItsImmediateElementIsThere() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = Observable<String>.create { observer in
            observer.onNext("now")
            return Disposables.create()
        }
        let xs = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }

        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(200, "1now"), .completed(200)])
    }

    func testErrorOfEitherSequencePassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .next(240, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(210, "a"), .error(230, TestError())])

        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(220, "1a"), .error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let xs2 = scheduler2.createHotObservable([.next(220, 1), .error(240, TestError())])
        let ys2 = scheduler2.createHotObservable([.next(210, "a")])

        let res2 = scheduler2.start { xs2.withLatestFrom(ys2) }

        XCTAssertEqual(res2.events, [.next(220, "a"), .error(240, TestError())])
        XCTAssertEqual(xs2.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(200, 240)])
    }

    func testThrowingSelectorEndsWithItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(210, 10)])

        let res = scheduler.start {
            xs.withLatestFrom(ys) { x, y -> Int in
                if x == 2 { throw TestError() }
                return x + y
            }
        }

        XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testDisposalEndsBothSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .next(500, 2)])
        let ys = scheduler.createHotObservable([.next(210, 10)])

        let res = scheduler.start(disposed: 400) { xs.withLatestFrom(ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(220, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func testMarbleDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs_____ = "-a--b---c-|"
        let ys_____ = "--1---2---|"
        let result_ = "----p---q-|"
        let xs = scheduler.createHotObservable(xs_____)
        let ys = scheduler.createHotObservable(ys_____)

        let res = scheduler.start { xs.withLatestFrom(ys) { $0 + $1 } }

        XCTAssertEqual(marbles(from: res.events, values: ["p": "b1", "q": "c2"]), result_)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }
}
