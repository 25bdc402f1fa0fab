import Foundation
import Reactive
import XCTest

final class BinderTests: ReactiveTestCase {
    private final class Label {
        var texts: [String] = []
    }

    func testAppliesEachElementToTheTargetOnItsSchedulerAndIgnoresCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let label = Label()
        var appliedAt: [TestTime] = []
        let binder = Binder<String>(label, scheduler: scheduler) { label, text in
            label.texts.append(text)
            appliedAt.append(scheduler.clock)
        }
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(300)])

        scheduler.scheduleAt(200) { _ = xs.bind(to: binder) }
        scheduler.start()

        XCTAssertEqual(label.texts, ["a", "b"])
        XCTAssertEqual(appliedAt, [211, 221])  // a TestScheduler runs "now" one tick later
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testByDefaultAppliesOnTheMainSchedulerAtOnceFromTheMainQueue() {
        XCTAssertTrue(Thread.isMainThread)
        let label = Label()

        let subscription = Observable.of("a", "b").bind(to: Binder(label) { $0.texts.append($1) })

        XCTAssertEqual(label.texts, ["a", "b"])
        subscription.dispose()
    }

    func testDoesNothingOnceTheTargetIsGoneAndDoesNotKeepItAlive() {
        var label: Label? = Label()
        weak let released = label
        let binder = Binder<String>(label!) { $0.texts.append($1) }
        label = nil

        binder.on(.next("a"))
        binder.on(.completed)

        XCTAssertNil(released)
    }

    func testAsObserverForwardsElements() {
        let label = Label()
        let observer = Binder<String>(label) { $0.texts.append($1) }.asObserver()

        observer.onNext("a")

        XCTAssertEqual(label.texts, ["a"])
    }

    func testDrivesAndEmitsIntoABinder() {
        let scheduler = TestScheduler(initialClock: 0)
        let label = Label()
        let binder = Binder<String>(label, scheduler: scheduler) { $0.texts.append($1) }
        let xs = scheduler.createHotObservable([.next(210, "a"), .completed(300)])

        SharingScheduler.mock(scheduler: scheduler) {
            scheduler.scheduleAt(200) { _ = xs.asDriver(onErrorJustReturn: "").drive(binder) }
            scheduler.start()
        }

        XCTAssertEqual(label.texts, ["a"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
