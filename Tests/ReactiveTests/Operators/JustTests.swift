import Reactive
import XCTest

final class JustTests: ReactiveTestCase {
    func testJustSendsItsElementAndCompletesWhenSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.just(42) }

        XCTAssertEqual(res.events, [.next(200, 42), .completed(200)])
    }

    func testJustOnSchedulerSendsElementThenCompletesInTwoActions() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.just(42, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])
    }

    func testJustOnSchedulerDisposedBeforeItRunsSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 200) { Observable.just(42, scheduler: scheduler) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }

    func testJustOnSchedulerDisposedAfterItsElementDoesNotComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.createObserver(Int.self)
        let subscription = SingleAssignmentDisposable()

        scheduler.scheduleAt(100) {
            let disposable = Observable.just(42, scheduler: scheduler).subscribe { event in
                res.on(event)
                if event.element != nil { subscription.dispose() }
            }
            subscription.setDisposable(disposable)
        }
        scheduler.start()

        XCTAssertEqual(res.events, [.next(101, 42)])
    }

    func testJustIsDeliveredToEverySubscriberAnew() {
        let just = Observable.just("a")
        var received: [String] = []

        _ = just.subscribe(onNext: { received.append($0) })
        _ = just.subscribe(onNext: { received.append($0) })

        XCTAssertEqual(received, ["a", "a"])
    }
}
