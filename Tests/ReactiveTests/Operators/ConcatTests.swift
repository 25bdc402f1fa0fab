import Reactive
import XCTest

private struct TestError: Error {}

final class ConcatTests: ReactiveTestCase {
    func testSubscribesToTheSecondOnceTheFirstCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])

        let res = scheduler.start { xs.concat(ys) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testStaticFormsConcatenateInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(5, 2), .completed(10)])

        let res = scheduler.start { () -> Observable<Int> in
            let variadic = Observable.concat(xs.asObservable(), ys.asObservable())
            let collection = Observable.concat([xs.asObservable(), ys.asObservable()])
            let sequence = Observable.concat(AnySequence([xs.asObservable(), ys.asObservable()]))
            return Observable.concat([variadic, collection, sequence])
        }

        XCTAssertEqual(
            res.events,
            [
                .next(210, 1), .next(225, 2), .next(240, 1), .next(255, 2), .next(270, 1), .next(285, 2),
                .completed(290),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(230, 250), Subscription(260, 280)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 230), Subscription(250, 260), Subscription(280, 290)])
    }

    func testErrorPassesThroughAndSkipsTheRest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])

        let res = scheduler.start { xs.concat(ys) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testDisposalEndsTheCurrentSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 3), .next(500, 4)])

        let res = scheduler.start(disposed: 300) { xs.concat(ys) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 300)])
    }

    func testEmptySequenceCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.concat([]) }

        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testEndlessSequenceIsReadLazily() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let endless = AnySequence { AnyIterator { xs.asObservable() } }

        let res = scheduler.start(disposed: 250) { Observable.concat(endless) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 250)])
    }

    func testSynchronousSourcesDoNotGrowTheStack() {
        let scheduler = TestScheduler(initialClock: 0)
        let one = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }

        let res = scheduler.start {
            Observable.concat(Array(repeating: one, count: 100_000)).filter { _ in false }
        }

        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testConcatOfInnerSequencesWaitsForEachInTurn() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(5, 1), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(230)])

        let res = scheduler.start { xs.concat() }

        XCTAssertEqual(res.events, [.next(215, 1), .next(245, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(240, 250)])
    }
}
