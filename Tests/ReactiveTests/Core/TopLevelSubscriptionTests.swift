import Reactive
import XCTest

/// A top-level subscription starts inside the current-thread trampoline, so that a source which sends
/// synchronously without end can be stopped by an operator downstream, as in RxSwift.
final class TopLevelSubscriptionTests: ReactiveTestCase {
    func testTakeStopsAnEndlessRepeatSubscribedAtTopLevel() {
        var received: [Int] = []
        var completed = false

        let subscription = Observable.repeatElement(7).take(3)
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })

        XCTAssertEqual(received, [7, 7, 7])
        XCTAssertTrue(completed)
        subscription.dispose()
    }

    func testTakeWhileStopsAnEndlessGenerateSubscribedAtTopLevel() {
        var received: [Int] = []

        let subscription = Observable.generate(initialState: 0, condition: { _ in true }, iterate: { $0 + 1 })
            .take(while: { $0 < 4 })
            .subscribe(onNext: { received.append($0) })

        XCTAssertEqual(received, [0, 1, 2, 3])
        subscription.dispose()
    }

    func testSynchronousSourcesStillDeliverBeforeSubscribeReturns() {
        var received: [Int] = []

        let subscription = Observable.of(1, 2, 3).map { $0 * 10 }.subscribe(onNext: { received.append($0) })

        XCTAssertEqual(received, [10, 20, 30])
        subscription.dispose()
    }
}
