import Reactive
import XCTest

final class ReplaySubjectTests: ReactiveTestCase {
    private struct TestError: Error {}

    /// `subject` created at 100, fed by `xs` from 200 to 1000; observers subscribe at 300, 400 and 900 and
    /// leave at 600, 700 and 950.
    private func run(
        _ xs: TestableObservable<Int>, scheduler: TestScheduler, subject makeSubject: @escaping () -> ReplaySubject<Int>
    ) -> [TestableObserver<Int>] {
        var subject: ReplaySubject<Int>!
        var subscription: Disposable!
        let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
        var subscriptions: [Disposable?] = [nil, nil, nil]
        scheduler.scheduleAt(100) { subject = makeSubject() }
        scheduler.scheduleAt(200) { subscription = xs.subscribe(subject) }
        scheduler.scheduleAt(1000) { subscription.dispose() }
        for (index, time) in [300, 400, 900].enumerated() {
            scheduler.scheduleAt(time) { subscriptions[index] = subject.subscribe(observers[index]) }
        }
        for (index, time) in [(0, 600), (1, 700), (2, 950)] {
            scheduler.scheduleAt(time) { subscriptions[index]?.dispose() }
        }
        scheduler.start()
        return observers
    }

    private func completingSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6),
            .next(520, 7), .next(580, 8), .completed(630), .next(640, 9),
        ])
    }

    func testBoundedBufferReplaysTheLatestElementsThenTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = completingSource(scheduler)

        let observers = run(xs, scheduler: scheduler) { .create(bufferSize: 3) }

        XCTAssertEqual(
            observers[0].events,
            [.next(300, 3), .next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7), .next(580, 8)])
        XCTAssertEqual(
            observers[1].events,
            [
                .next(400, 3), .next(400, 4), .next(400, 5), .next(410, 6), .next(520, 7), .next(580, 8),
                .completed(630),
            ])
        XCTAssertEqual(observers[2].events, [.next(900, 6), .next(900, 7), .next(900, 8), .completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testUnboundedBufferReplaysEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = completingSource(scheduler)

        let observers = run(xs, scheduler: scheduler) { .createUnbounded() }

        XCTAssertEqual(
            observers[2].events,
            [
                .next(900, 3), .next(900, 4), .next(900, 5), .next(900, 6), .next(900, 7), .next(900, 8),
                .completed(900),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testLateSubscribersReceiveTheBufferThenTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(220, 3), .next(270, 4), .next(340, 5), .error(630, TestError()), .next(640, 9),
        ])

        let observers = run(xs, scheduler: scheduler) { .create(bufferSize: 2) }

        XCTAssertEqual(observers[0].events, [.next(300, 3), .next(300, 4), .next(340, 5)])
        XCTAssertEqual(observers[1].events, [.next(400, 4), .next(400, 5), .error(630, TestError())])
        XCTAssertEqual(observers[2].events, [.next(900, 4), .next(900, 5), .error(900, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDisposalStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(250, 2), .next(450, 3)])
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        var subscription: Disposable!
        scheduler.scheduleAt(120) { subscription = xs.subscribe(subject) }
        scheduler.scheduleAt(500) { subscription.dispose() }

        let res = scheduler.start(disposed: 400) { subject }

        XCTAssertEqual(res.events, [.next(200, 1), .next(250, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(120, 500)])
        XCTAssertFalse(subject.hasObservers)
    }

    func testBufferOfOneKeepsOnlyTheLastElement() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        for element in 1...5 { subject.onNext(element) }
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(6)

        XCTAssertEqual(received, [5, 6])
        subscription.dispose()
    }

    func testRingBufferKeepsOrderAfterWrappingManyTimes() {
        let subject = ReplaySubject<Int>.create(bufferSize: 4)
        for element in 1...11 { subject.onNext(element) }
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })

        XCTAssertEqual(received, [8, 9, 10, 11])
        subscription.dispose()
    }

    func testBufferOfZeroReplaysNothingButTheTerminalEvent() {
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        var live: [Int] = []
        let first = subject.subscribe(onNext: { live.append($0) })
        subject.onNext(1)
        subject.onCompleted()
        var late: [Event<Int>] = []
        let second = subject.subscribe { late.append($0) }

        XCTAssertEqual(live, [1])
        XCTAssertEqual(late, [.completed])
        first.dispose()
        second.dispose()
    }

    func testDisposeEmptiesTheBufferAndRefusesSubscribers() {
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1)
        let subscription = subject.subscribe(onNext: { _ in })
        XCTAssertTrue(subject.hasObservers)

        subject.dispose()

        XCTAssertFalse(subject.hasObservers)
        var late: [Event<Int>] = []
        let lateSubscription = subject.subscribe { late.append($0) }
        XCTAssertEqual(late.count, 1)
        guard case RxError.disposed? = late.first?.error else { return XCTFail("unexpected \(late)") }
        subscription.dispose()
        lateSubscription.dispose()
    }
}
