import Foundation
import Reactive
import XCTest

final class ControlEventTests: ReactiveTestCase {
    /// A control without UIKit: it sends its taps, and completes them when it is deallocated, as RxCocoa's
    /// controls do.
    private final class Button {
        let taps = PublishSubject<Int>()
        var tap: ControlEvent<Int> { ControlEvent(events: taps) }

        deinit { taps.onCompleted() }
    }

    func testSendsOnlyWhatHappensAfterSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2)])

        let res = scheduler.start { ControlEvent(events: xs) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testSubscribesOnTheMainSchedulerAtOnceFromTheMainQueue() {
        XCTAssertTrue(Thread.isMainThread)
        var subscribedOnMain: [Bool] = []
        let events = Observable<Int>.deferred {
            subscribedOnMain.append(Thread.isMainThread)
            return .never()
        }

        let subscription = ControlEvent(events: events).subscribe()

        XCTAssertEqual(subscribedOnMain, [true])
        subscription.dispose()
    }

    func testCompletesWhenTheControlIsDeallocated() {
        var button: Button? = Button()
        let tap = button!.tap
        var events: [Event<Int>] = []
        let subscription = tap.subscribe { events.append($0) }

        button?.taps.onNext(1)
        button = nil

        XCTAssertEqual(events, [.next(1), .completed])
        subscription.dispose()
    }

    func testAsDriverAndAsSignalDeliverOnTheStrategysScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        var driver: TestableObserver<Int>!
        var signal: TestableObserver<Int>!

        SharingScheduler.mock(scheduler: scheduler) {
            let event = ControlEvent(events: xs)
            driver = scheduler.createObserver(Int.self)
            signal = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions = [event.asDriver().drive(driver), event.asSignal().emit(to: signal)]
            }
            scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
        }

        XCTAssertEqual(driver.events, [.next(211, 1), .next(221, 2)])
        XCTAssertEqual(signal.events, [.next(211, 1), .next(221, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(200, 300)])
    }

    func testIsItsOwnControlEventAndObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let event = ControlEvent(events: xs)

        let res = scheduler.start { event.asControlEvent().asObservable() }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
