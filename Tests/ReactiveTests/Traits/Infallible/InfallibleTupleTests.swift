import Reactive
import XCTest

final class InfallibleTupleTests: ReactiveTestCase {
    func testCombineLatestIntoTuplesOnceAllHaveSent() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(240, 3), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, "x"), .next(250, "y"), .completed(320)])

        let res = scheduler.start {
            Infallible.combineLatest(a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: ""))
                .map { "\($0.0)\($0.1)" }
        }

        XCTAssertEqual(res.events, [.next(220, "1x"), .next(240, "3x"), .next(250, "3y"), .completed(320)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 320)])
    }

    func testZipIntoTuplesByIndex() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let b = scheduler.createHotObservable([.next(215, "x"), .next(250, "y"), .completed(260)])

        let res = scheduler.start {
            Infallible.zip(a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: ""))
                .map { "\($0.0)\($0.1)" }
        }

        // As in RxSwift, a source that completed with nothing queued ends the zip only at the next element or
        // once every source has completed.
        XCTAssertEqual(res.events, [.next(215, "1x"), .next(250, "2y"), .completed(300)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 260)])
    }

    func testEveryArityUpToEight() {
        let one = Infallible.just(1)
        var results: [String] = []

        _ = Infallible.zip(one, one, one).subscribe(onNext: { results.append("\($0)") })
        _ = Infallible.combineLatest(one, one, one, one).subscribe(onNext: { results.append("\($0)") })
        _ = Infallible.zip(one, one, one, one, one, one, one, one).subscribe(onNext: { results.append("\($0)") })
        _ = Infallible.combineLatest(one, one, one, one, one, one, one, one)
            .subscribe(onNext: { results.append("\($0)") })

        XCTAssertEqual(
            results, ["(1, 1, 1)", "(1, 1, 1, 1)", "(1, 1, 1, 1, 1, 1, 1, 1)", "(1, 1, 1, 1, 1, 1, 1, 1)"])
    }
}
