import Reactive
import XCTest

private struct TestError: Error {}

/// `(index: Int, element: String)` is not Equatable; the tests compare this instead.
private struct Indexed: Equatable {
    let index: Int
    let element: String
}

final class EnumeratedTests: ReactiveTestCase {
    func testEnumeratedPairsEveryElementWithItsIndex() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, "z"), .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(300),
        ])

        let res = scheduler.start { xs.enumerated().map { Indexed(index: $0.index, element: $0.element) } }

        XCTAssertEqual(
            res.events,
            [
                .next(210, Indexed(index: 0, element: "a")), .next(220, Indexed(index: 1, element: "b")),
                .next(230, Indexed(index: 2, element: "c")), .completed(300),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEnumeratedCountsFromZeroForEverySubscription() {
        var indexes: [Int] = []
        let letters = Observable.of("a", "b").enumerated()

        _ = letters.subscribe(onNext: { indexes.append($0.index) })
        _ = letters.subscribe(onNext: { indexes.append($0.index) })

        XCTAssertEqual(indexes, [0, 1, 0, 1])
    }

    func testEnumeratedPassesTheSourceErrorThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(220, TestError())])

        let res = scheduler.start { xs.enumerated().map(\.index) }

        XCTAssertEqual(res.events, [.next(210, 0), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingEnumeratedDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(400, "b")])

        let res = scheduler.start(disposed: 300) { xs.enumerated().map(\.index) }

        XCTAssertEqual(res.events, [.next(210, 0)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
