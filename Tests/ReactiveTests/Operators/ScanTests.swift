import Reactive
import XCTest

private struct TestError: Error {}

final class ScanTests: ReactiveTestCase {
    func testScanSendsEveryAccumulation() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 9), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])

        let res = scheduler.start { xs.scan(10, accumulator: +) }

        XCTAssertEqual(res.events, [.next(210, 11), .next(220, 13), .next(230, 16), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testScanIntoUpdatesTheAccumulationInPlace() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(300)])

        let res = scheduler.start { xs.scan(into: "") { $0 += $1 } }

        XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "ab"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testScanStartsFromTheSeedForEverySubscription() {
        var received: [Int] = []
        let sums = Observable.of(1, 2).scan(0, accumulator: +)

        _ = sums.subscribe(onNext: { received.append($0) })
        _ = sums.subscribe(onNext: { received.append($0) })

        XCTAssertEqual(received, [1, 3, 1, 3])
    }

    func testScanPassesTheSourceErrorThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])

        let res = scheduler.start { xs.scan(0, accumulator: +) }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testScanTurnsAThrowingAccumulatorIntoAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])

        let res = scheduler.start {
            xs.scan(into: 0) { sum, value in
                if value == 2 { throw TestError() }
                sum += value
            }
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingScanDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])

        let res = scheduler.start(disposed: 300) { xs.scan(0, accumulator: +) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
