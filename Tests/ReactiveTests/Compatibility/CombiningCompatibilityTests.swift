import Reactive
import XCTest

// Specs written the way RxSwift's own users write them against RxTest; only the import differs.

private struct TestError: Error {}

final class CombiningCompatibilityTests: ReactiveTestCase {
    func testStaticMergeOfVariadicSourcesAndOfAnArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])

        let res = scheduler.start { Observable.merge(xs, ys) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])

        let other = TestScheduler(initialClock: 0)
        let a = other.createHotObservable([.next(210, 1), .completed(300)])
        let b = other.createHotObservable([.next(220, 2), .error(240, TestError())])
        let failed = other.start { Observable.merge([a.asObservable(), b.asObservable()]) }

        XCTAssertEqual(failed.events, [.next(210, 1), .next(220, 2), .error(240, TestError())])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 240)])
    }

    func testInstanceMergeWithAndWithoutMaxConcurrency() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])

        let res = scheduler.start { Observable.of(xs.asObservable(), ys.asObservable()).merge() }

        XCTAssertEqual(res.events, [.next(210, 1), .next(210, 2), .completed(220)])

        let other = TestScheduler(initialClock: 0)
        let first = other.createColdObservable([.next(10, 1), .completed(20)])
        let second = other.createColdObservable([.next(10, 2), .completed(20)])
        let limited = other.start {
            Observable.of(first.asObservable(), second.asObservable()).merge(maxConcurrent: 1)
        }

        XCTAssertEqual(limited.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 240)])
    }

    func testConcatInstanceStaticAndOfSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])

        let res = scheduler.start { xs.concat(ys) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])

        var results: [Int] = []
        _ = Observable.concat(Observable.just(1), Observable.just(2)).subscribe(onNext: { results.append($0) })
        _ = Observable.concat([Observable.just(3), Observable.just(4)]).subscribe(onNext: { results.append($0) })
        _ = Observable.of(Observable.just(5), Observable.just(6)).concat().subscribe(onNext: { results.append($0) })
        XCTAssertEqual(results, [1, 2, 3, 4, 5, 6])
    }

    func testCombineLatestTupleResultSelectorAndCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(250)])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 13), .next(240, 23), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])

        var tuples: [String] = []
        _ = Observable.combineLatest(Observable.just(1), Observable.just("a"), Observable.just(true))
            .subscribe(onNext: { number, letter, flag in tuples.append("\(number)\(letter)\(flag)") })
        XCTAssertEqual(tuples, ["1atrue"])

        var arrays: [[Int]] = []
        _ = Observable.combineLatest([Observable.just(1), Observable.just(2)]).subscribe(onNext: { arrays.append($0) })
        XCTAssertEqual(arrays, [[1, 2]])
    }

    func testCombineLatestWithASourceThatCompletesEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.completed(220, Int.self)])

        let res = scheduler.start { Observable.combineLatest(xs, ys).map { $0 + $1 } }

        // Nothing can be combined any more, but RxSwift still waits for the other source to end...
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])

        let other = TestScheduler(initialClock: 0)
        let a = other.createHotObservable([.next(210, 1), .completed(300)])
        let b = other.createHotObservable([.completed(205, Int.self)])
        let early = other.start { Observable.combineLatest(a, b) { $0 + $1 } }

        // ...unless an element arrives while every other source has already ended.
        XCTAssertEqual(early.events, [.completed(210)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
    }

    func testZipPairsElementsByIndex() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(250)])

        let res = scheduler.start { Observable.zip(xs, ys).map { "\($0)-\($1)" } }

        XCTAssertEqual(res.events, [.next(220, "1-10"), .next(240, "3-20"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])

        var results: [[Int]] = []
        _ = Observable.zip([Observable.of(1, 2), Observable.of(10, 20, 30)]).subscribe(onNext: { results.append($0) })
        _ = Observable.zip(Observable.of(1), Observable.of(2)) { [$0, $1] }.subscribe(onNext: { results.append($0) })
        XCTAssertEqual(results, [[1, 10], [2, 20], [1, 2]])
    }

    func testWithLatestFromWithAndWithoutAResultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .next(250, 5), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(245)])

        let res = scheduler.start { xs.withLatestFrom(ys) }

        XCTAssertEqual(res.events, [.next(230, 10), .next(250, 20), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 245)])

        let other = TestScheduler(initialClock: 0)
        let a = other.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let b = other.createHotObservable([.next(220, 10), .error(240, TestError())])
        let combined = other.start { a.withLatestFrom(b) { x, y in x + y } }

        XCTAssertEqual(combined.events, [.next(230, 13), .error(240, TestError())])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 240)])
    }

    func testAmbFollowsTheFirstSourceToSendAnything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(210, 2), .next(230, 3), .completed(250)])

        let res = scheduler.start { xs.amb(ys) }

        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])

        let other = TestScheduler(initialClock: 0)
        let a = other.createHotObservable([.next(215, 1), .completed(300)])
        let b = other.createHotObservable([.next(225, 2), .completed(300)])
        let fromArray = other.start { Observable.amb([a.asObservable(), b.asObservable()]) }

        XCTAssertEqual(fromArray.events, [.next(215, 1), .completed(300)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 215)])
    }

    func testSwitchLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
        let ys2 = scheduler.createColdObservable([.next(10, 10), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1.asObservable()), .next(235, ys2.asObservable()), .completed(300),
        ])

        let res = scheduler.start { xs.switchLatest() }

        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .next(245, 10), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 235)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(235, 255)])
    }
}
