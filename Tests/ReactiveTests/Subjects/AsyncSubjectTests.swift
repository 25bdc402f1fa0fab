import Reactive
import XCTest

final class AsyncSubjectTests: ReactiveTestCase {
    private struct TestError: Error {}

    /// `subject` created at 100, fed by `xs` from 200 to 1000; observers subscribe at 300, 400 and 900 and
    /// leave at 700, 600 and 950.
    private func run(_ xs: TestableObservable<Int>, scheduler: TestScheduler) -> [TestableObserver<Int>] {
        var subject: AsyncSubject<Int>!
        var subscription: Disposable!
        let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
        var subscriptions: [Disposable?] = [nil, nil, nil]
        scheduler.scheduleAt(100) { subject = AsyncSubject() }
        scheduler.scheduleAt(200) { subscription = xs.subscribe(subject) }
        scheduler.scheduleAt(1000) { subscription.dispose() }
        for (index, time) in [300, 400, 900].enumerated() {
            scheduler.scheduleAt(time) { subscriptions[index] = subject.subscribe(observers[index]) }
        }
        for (index, time) in [(0, 700), (1, 600), (2, 950)] {
            scheduler.scheduleAt(time) { subscriptions[index]?.dispose() }
        }
        scheduler.start()
        return observers
    }

    func testCompletionSendsOnlyTheLastElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6),
            .next(520, 7), .completed(630), .next(640, 9), .error(650, TestError()),
        ])

        let observers = run(xs, scheduler: scheduler)

        XCTAssertEqual(observers[0].events, [.next(630, 7), .completed(630)])
        XCTAssertEqual(observers[1].events, [])
        XCTAssertEqual(observers[2].events, [.next(900, 7), .completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testCompletionWithoutElementsSendsOnlyCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(70, 1), .completed(630)])

        let observers = run(xs, scheduler: scheduler)

        XCTAssertEqual(observers[0].events, [.completed(630)])
        XCTAssertEqual(observers[1].events, [])
        XCTAssertEqual(observers[2].events, [.completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testErrorIsSentWithoutTheLastElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(220, 3), .next(270, 4), .error(630, TestError()), .next(640, 9), .completed(650),
        ])

        let observers = run(xs, scheduler: scheduler)

        XCTAssertEqual(observers[0].events, [.error(630, TestError())])
        XCTAssertEqual(observers[1].events, [])
        XCTAssertEqual(observers[2].events, [.error(900, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDisposalBeforeTheEndStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .completed(600)])
        let subject = AsyncSubject<Int>()
        var subscription: Disposable!
        scheduler.scheduleAt(150) { subscription = xs.subscribe(subject) }

        let res = scheduler.start(disposed: 400) { subject }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(150)])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testHasObserversUntilTheEnd() {
        let subject = AsyncSubject<Int>()
        var received: [Event<Int>] = []
        let subscription = subject.subscribe { received.append($0) }
        XCTAssertTrue(subject.hasObservers)
        subject.onNext(1)
        XCTAssertEqual(received, [])

        subject.onCompleted()

        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(received, [.next(1), .completed])
        XCTAssertTrue(subject.asObserver() === subject)
        subscription.dispose()
    }
}
