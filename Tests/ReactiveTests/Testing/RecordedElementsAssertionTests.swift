import Reactive
import ReactiveXCTest
import XCTest

final class RecordedElementsAssertionTests: ReactiveTestCase {
    func testTheElementsAreComparedWithoutTheirTimesOrTheEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let subscription = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            .subscribe(observer)
        scheduler.start()
        subscription.dispose()

        XCTAssertRecordedElements(observer.events, [1, 2])
        XCTAssertNotEqual(observer.events.compactMap { $0.value.element }, [2, 1])
    }
}
