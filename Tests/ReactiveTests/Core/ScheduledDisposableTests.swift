import Reactive
import XCTest

final class ScheduledDisposableTests: ReactiveTestCase {
    func testDisposesOnTheSchedulerOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [TestTime] = []
        let scheduled = ScheduledDisposable(
            scheduler: scheduler, disposable: Disposables.create { disposedAt.append(scheduler.clock) })

        scheduler.scheduleAt(300) {
            scheduled.dispose()
            scheduled.dispose()
        }
        scheduler.start()

        XCTAssertTrue(scheduled.isDisposed)
        XCTAssertEqual(disposedAt, [301])  // scheduled "now" on a TestScheduler: one tick later
    }

    func testIsDisposedAsSoonAsDisposeIsCalledAndKeepsItsScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let resource = CountingDisposable()
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: resource)

        scheduled.dispose()

        XCTAssertTrue(scheduled.isDisposed)
        XCTAssertEqual(resource.disposeCount, 0)
        XCTAssertTrue(scheduled.scheduler is TestScheduler)
        scheduler.start()
        XCTAssertEqual(resource.disposeCount, 1)
    }

    func testSubscribeOnEndsTheSubscriptionOnItsScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])

        let res = scheduler.start(disposed: 300) { xs.subscribe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }
}
