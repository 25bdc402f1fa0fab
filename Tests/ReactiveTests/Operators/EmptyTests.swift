import Reactive
import XCTest

final class EmptyTests: ReactiveTestCase {
    func testEmptyCompletesWhenSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.empty() }

        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testEmptyRunsTheDisposedHandlerOnce() {
        var disposedCount = 0

        _ = Observable<Int>.empty().subscribe(onDisposed: { disposedCount += 1 })

        XCTAssertEqual(disposedCount, 1)
    }
}
