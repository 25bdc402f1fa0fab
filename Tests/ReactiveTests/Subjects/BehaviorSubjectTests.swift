import Reactive
import XCTest

final class BehaviorSubjectTests: ReactiveTestCase {
    private struct TestError: Error {}

    /// A subject with initial value 100 created at 100, fed by `xs` from 200 to 1000; observers subscribe
    /// at 300, 400 and 900 and leave at 600, 700 and 950 (the first one disposes twice, at 600 and 800).
    private func run(_ xs: TestableObservable<Int>, scheduler: TestScheduler) -> [TestableObserver<Int>] {
        var subject: BehaviorSubject<Int>!
        var subscription: Disposable!
        let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
        var subscriptions: [Disposable?] = [nil, nil, nil]
        scheduler.scheduleAt(100) { subject = BehaviorSubject(value: 100) }
        scheduler.scheduleAt(200) { subscription = xs.subscribe(subject) }
        scheduler.scheduleAt(1000) { subscription.dispose() }
        for (index, time) in [300, 400, 900].enumerated() {
            scheduler.scheduleAt(time) { subscriptions[index] = subject.subscribe(observers[index]) }
        }
        for (index, time) in [(0, 600), (1, 700), (0, 800), (2, 950)] {
            scheduler.scheduleAt(time) { subscriptions[index]?.dispose() }
        }
        scheduler.start()
        return observers
    }

    func testNewObserversFirstReceiveTheLatestValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6),
            .next(520, 7), .next(630, 8), .next(710, 9), .next(870, 10), .next(940, 11), .next(1020, 12),
        ])

        let observers = run(xs, scheduler: scheduler)

        XCTAssertEqual(observers[0].events, [.next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(observers[1].events, [.next(400, 5), .next(410, 6), .next(520, 7), .next(630, 8)])
        XCTAssertEqual(observers[2].events, [.next(900, 10), .next(940, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testLateSubscribersReceiveOnlyTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6),
            .next(520, 7), .completed(630), .next(640, 9), .error(650, TestError()),
        ])

        let observers = run(xs, scheduler: scheduler)

        XCTAssertEqual(observers[0].events, [.next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(observers[1].events, [.next(400, 5), .next(410, 6), .next(520, 7), .completed(630)])
        XCTAssertEqual(observers[2].events, [.completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testLateSubscribersReceiveOnlyTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6),
            .next(520, 7), .error(630, TestError()), .next(640, 9), .completed(650),
        ])

        let observers = run(xs, scheduler: scheduler)

        XCTAssertEqual(observers[0].events, [.next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(
            observers[1].events, [.next(400, 5), .next(410, 6), .next(520, 7), .error(630, TestError())])
        XCTAssertEqual(observers[2].events, [.error(900, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testSubscriberBeforeAnyElementReceivesTheInitialValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .completed(300)])
        let subject = BehaviorSubject(value: 0)
        var subscription: Disposable!
        scheduler.scheduleAt(150) { subscription = xs.subscribe(subject) }

        let res = scheduler.start { subject }

        XCTAssertEqual(res.events, [.next(200, 0), .next(250, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(150)])
        subscription.dispose()
    }

    func testValueIsTheLatestElementAndSurvivesCompletion() throws {
        let subject = BehaviorSubject(value: 1)
        XCTAssertEqual(try subject.value(), 1)
        subject.onNext(2)
        XCTAssertEqual(try subject.value(), 2)
        subject.onCompleted()
        subject.onNext(3)
        XCTAssertEqual(try subject.value(), 2)
    }

    func testValueThrowsTheErrorOnceFailed() {
        let subject = BehaviorSubject(value: 1)
        subject.onError(TestError())
        XCTAssertThrowsError(try subject.value()) { XCTAssertTrue($0 is TestError) }
    }

    func testDisposeMakesValueThrowAndRefusesSubscribers() {
        let subject = BehaviorSubject(value: 1)
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })

        subject.dispose()
        subject.onNext(2)

        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(received, [1])
        XCTAssertThrowsError(try subject.value()) { error in
            guard case RxError.disposed = error else { return XCTFail("unexpected \(error)") }
        }
        var lateError: Error?
        let late = subject.subscribe(onError: { lateError = $0 })
        guard case RxError.disposed? = lateError else {
            return XCTFail("expected RxError.disposed, got \(String(describing: lateError))")
        }
        subscription.dispose()
        late.dispose()
    }

    func testHasObserversFollowsSubscriptions() {
        let subject = BehaviorSubject(value: 0)
        XCTAssertFalse(subject.hasObservers)
        let subscription = subject.subscribe(onNext: { _ in })
        XCTAssertTrue(subject.hasObservers)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }
}
