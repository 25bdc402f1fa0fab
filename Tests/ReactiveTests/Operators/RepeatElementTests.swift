import Reactive
import XCTest

final class RepeatElementTests: ReactiveTestCase {
    func testRepeatElementSendsTheElementInEveryActionUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 205) { Observable.repeatElement(42, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 42), .next(202, 42), .next(203, 42), .next(204, 42)])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }

    func testRepeatElementOnTheBusyCurrentThreadSchedulerCanBeStopped() {
        var received: [String] = []
        var subscription: Disposable?

        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subscription = Observable.repeatElement("a").subscribe(onNext: { element in
                received.append(element)
                if received.count == 3 { subscription?.dispose() }
            })
            return Disposables.create()
        }

        XCTAssertEqual(received, ["a", "a", "a"])
    }
}
