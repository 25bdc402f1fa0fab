import Reactive
import XCTest

final class InfallibleCombiningTests: ReactiveTestCase {
    func testCombineLatestCombinesTheLatestOfEachOnceAllHaveSent() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(240, 3), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 10), .next(250, 20), .completed(320)])

        let res = scheduler.start {
            Infallible.combineLatest(
                a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: 0)
            ) { $0 + $1 }
        }

        XCTAssertEqual(res.events, [.next(220, 11), .next(240, 13), .next(250, 23), .completed(320)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 320)])
    }

    func testCombineLatestOfEightAndOfACollection() {
        let one = Infallible.just(1)
        var results: [String] = []

        _ = Infallible.combineLatest(one, one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
            .subscribe(onNext: { results.append("\($0)") })
        _ = Infallible.combineLatest([one, Infallible.just(2)]).subscribe(onNext: { results.append("\($0)") })
        _ = Infallible.combineLatest([one, one]) { $0.reduce(0, +) }.subscribe(onNext: { results.append("\($0)") })

        XCTAssertEqual(results, ["8", "[1, 2]", "2"])
    }

    func testCombineLatestDisposalReleasesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(450, 3)])
        let b = scheduler.createHotObservable([.next(220, 10)])

        let res = scheduler.start(disposed: 400) {
            Infallible.combineLatest(
                a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: 0)
            ) { $0 + $1 }
        }

        XCTAssertEqual(res.events, [.next(220, 11)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 400)])
    }

    func testZipPairsElementsByIndex() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let b = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(320)])

        let res = scheduler.start {
            Infallible.zip(a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: 0)) { $0 + $1 }
        }

        XCTAssertEqual(res.events, [.next(230, 11), .next(240, 22), .completed(320)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 320)])
    }

    func testZipOfEight() {
        let one = Infallible.of(1, 2)
        var results: [Int] = []

        _ = Infallible.zip(one, one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
            .subscribe(onNext: { results.append($0) })

        XCTAssertEqual(results, [8, 16])
    }
}
