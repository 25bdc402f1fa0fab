import Foundation
import Reactive
import XCTest

final class ControlPropertyTests: ReactiveTestCase {
    /// A text field without UIKit: its text property sends the current text when subscribed to, then every
    /// change, and completes when the field is deallocated, as RxCocoa's controls do.
    private final class TextField {
        private let texts: BehaviorSubject<String?>
        private(set) var setTexts: [String?] = []

        init(text: String?) { texts = BehaviorSubject(value: text) }

        deinit { texts.onCompleted() }

        var text: ControlProperty<String?> {
            ControlProperty(
                values: texts,
                valueSink: Binder(self, scheduler: CurrentThreadScheduler.instance) { field, text in
                    field.setTexts.append(text)
                    field.texts.onNext(text)
                })
        }

        /// A change the user makes.
        func type(_ text: String?) { texts.onNext(text) }
    }

    func testSendsTheCurrentValueWhenSubscribedToThenEveryChange() {
        let scheduler = TestScheduler(initialClock: 0)
        let field = TextField(text: "a")
        scheduler.scheduleAt(210) { field.type("ab") }
        scheduler.scheduleAt(220) { field.type(nil) }

        let res = scheduler.start { field.text }

        XCTAssertEqual(res.events, [.next(200, "a"), .next(210, "ab"), .next(220, nil)])
    }

    func testChangedLeavesOutTheCurrentValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let field = TextField(text: "a")
        scheduler.scheduleAt(210) { field.type("ab") }

        let res = scheduler.start { field.text.changed }

        XCTAssertEqual(res.events, [.next(210, "ab")])
    }

    func testBindingToItSetsTheValueAndAnObserverSeesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let field = TextField(text: nil)
        let xs = scheduler.createHotObservable([.next(210, "swift"), .completed(300)])
        let property = field.text
        scheduler.scheduleAt(205) { _ = xs.bind(to: property) }

        let res = scheduler.start { property }

        XCTAssertEqual(field.setTexts, ["swift"])
        XCTAssertEqual(res.events, [.next(200, nil), .next(210, "swift")])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 300)])
    }

    func testCompletesWhenTheControlIsDeallocated() {
        var field: TextField? = TextField(text: "a")
        let text = field!.text
        var events: [Event<String?>] = []
        let subscription = text.subscribe { events.append($0) }

        field = nil

        XCTAssertEqual(events, [.next("a"), .completed])
        subscription.dispose()
    }

    func testSubscribesOnTheMainSchedulerAtOnceFromTheMainQueue() {
        XCTAssertTrue(Thread.isMainThread)
        var subscribedOnMain: [Bool] = []
        let values = Observable<Int>.deferred {
            subscribedOnMain.append(Thread.isMainThread)
            return .just(1)
        }

        let subscription = ControlProperty(values: values, valueSink: AnyObserver<Int> { _ in }).subscribe()

        XCTAssertEqual(subscribedOnMain, [true])
        subscription.dispose()
    }

    func testOrEmptyReadsNilAsEmptyAndSetsTheText() {
        let scheduler = TestScheduler(initialClock: 0)
        let field = TextField(text: nil)
        scheduler.scheduleAt(210) { field.type("a") }
        scheduler.scheduleAt(220) { field.text.orEmpty.onNext("b") }

        let res = scheduler.start { field.text.orEmpty }

        XCTAssertEqual(res.events, [.next(200, ""), .next(210, "a"), .next(220, "b")])
        XCTAssertEqual(field.setTexts, ["b"])
    }

    func testAsDriverReplaysTheCurrentValueOnTheStrategysScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let field = TextField(text: "a")
        scheduler.scheduleAt(210) { field.type("ab") }
        var res: TestableObserver<String?>!

        SharingScheduler.mock(scheduler: scheduler) {
            let driver = field.text.asDriver()
            res = scheduler.start { driver }
        }

        XCTAssertEqual(res.events, [.next(201, "a"), .next(211, "ab")])
    }
}
