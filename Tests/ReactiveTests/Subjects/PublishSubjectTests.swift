import Reactive
import XCTest

final class PublishSubjectTests: ReactiveTestCase {
    private struct TestError: Error {}

    /// Subjects created at 100, fed by `xs` from 200 to 1000; observers subscribe at 300, 400 and 900 and
    /// leave at 600, 700 and 950 (the first one disposes twice, at 600 and 800).
    private func run(
        _ xs: TestableObservable<Int>, scheduler: TestScheduler
    ) -> [TestableObserver<Int>] {
        var subject: PublishSubject<Int>!
        var subscription: Disposable!
        let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
        var subscriptions: [Disposable?] = [nil, nil, nil]
        scheduler.scheduleAt(100) { subject = PublishSubject() }
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

    func testObserversLeavingInAnyOrderStopReceivingAndTheOthersKeepTheirOrder() {
        let subject = PublishSubject<Int>()
        var received: [[Int]] = Array(repeating: [], count: 30)
        let subscriptions = (0..<30).map { index in subject.subscribe(onNext: { received[index].append($0) }) }
        // The first ones (each leaving makes the next the first), every fourth, and the last ones.
        let leaving = [0, 1, 2] + Array(stride(from: 4, to: 30, by: 4)) + [29, 27, 3, 5]
        for (step, index) in leaving.enumerated() {
            subscriptions[index].dispose()
            subscriptions[index].dispose()
            subject.onNext(step)
        }
        var order: [Int] = []
        let last = subject.subscribe(onNext: { _ in order.append(-1) })
        for index in received.indices { received[index] = [] }
        let orderProbe = (0..<30).filter { !leaving.contains($0) }
        subject.onNext(100)

        XCTAssertEqual(received.indices.filter { !received[$0].isEmpty }, orderProbe)
        XCTAssertTrue(orderProbe.allSatisfy { received[$0] == [100] })
        XCTAssertEqual(order, [-1])
        for subscription in subscriptions { subscription.dispose() }
        last.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testAnObserverLeavingFromItsOwnCallIsReleasedWhenTheDeliveryEnds() {
        let subject = PublishSubject<Int>()
        var tracker: LifetimeTracker? = LifetimeTracker()
        weak let weakTracker = tracker
        var subscription: Disposable?
        var aliveDuringItsCall: [Bool] = []
        subscription = subject.subscribe(onNext: { [tracker] _ in
            withExtendedLifetime(tracker) {}
            subscription?.dispose()
            subscription = nil
            aliveDuringItsCall.append(weakTracker != nil)
        })
        tracker = nil
        XCTAssertNotNil(weakTracker)

        subject.onNext(1)
        subject.onNext(2)

        XCTAssertEqual(aliveDuringItsCall, [true])
        XCTAssertNil(weakTracker)
        XCTAssertFalse(subject.hasObservers)
    }

    func testDisposingTheSubjectFromItsOnlyObserverReleasesTheObserverWhenTheDeliveryEnds() {
        let subject = PublishSubject<Int>()
        var tracker: LifetimeTracker? = LifetimeTracker()
        weak let weakTracker = tracker
        var received: [Int] = []
        var subscription: Disposable? = subject.subscribe(onNext: { [tracker] value in
            withExtendedLifetime(tracker) {}
            received.append(value)
            subject.dispose()
        })
        tracker = nil

        subject.onNext(1)
        subject.onNext(2)

        XCTAssertEqual(received, [1])
        XCTAssertTrue(subject.isDisposed)
        subscription?.dispose()
        subscription = nil
        XCTAssertNil(weakTracker)
    }

    func testAnObserverRemovedDuringADeliveryIsNotCalledAgainAndTheOthersStay() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var subscriptions: [Disposable] = []
        for index in 0..<6 {
            subscriptions.append(
                subject.subscribe(onNext: { value in
                    log.append("\(index):\(value)")
                    if value == 1 { subscriptions[(index + 3) % 6].dispose() }
                }))
        }
        subject.onNext(1)
        subject.onNext(2)

        // In the delivery of 1, observers 0, 1 and 2 remove 3, 4 and 5 before their turn: these are not
        // called, then or later; 0, 1 and 2 stay, in their order.
        XCTAssertEqual(log, ["0:1", "1:1", "2:1", "0:2", "1:2", "2:2"])
        XCTAssertTrue(subject.hasObservers)
        for subscription in subscriptions { subscription.dispose() }
        XCTAssertFalse(subject.hasObservers)
    }

    func testObserversSeeOnlyWhatIsSentWhileTheyAreSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6),
            .next(520, 7), .next(630, 8), .next(710, 9), .next(870, 10), .next(940, 11), .next(1020, 12),
        ])

        let observers = run(xs, scheduler: scheduler)

        XCTAssertEqual(observers[0].events, [.next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(observers[1].events, [.next(410, 6), .next(520, 7), .next(630, 8)])
        XCTAssertEqual(observers[2].events, [.next(940, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testCompletionReachesObserversAndLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6),
            .next(520, 7), .completed(630), .next(640, 9), .error(650, TestError()),
        ])

        let observers = run(xs, scheduler: scheduler)

        XCTAssertEqual(observers[0].events, [.next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(observers[1].events, [.next(410, 6), .next(520, 7), .completed(630)])
        XCTAssertEqual(observers[2].events, [.completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testErrorReachesObserversAndLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6),
            .next(520, 7), .error(630, TestError()), .next(640, 9), .completed(650),
        ])

        let observers = run(xs, scheduler: scheduler)

        XCTAssertEqual(observers[0].events, [.next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(observers[1].events, [.next(410, 6), .next(520, 7), .error(630, TestError())])
        XCTAssertEqual(observers[2].events, [.error(900, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testNothingIsSentAfterTheTerminalEvent() {
        let subject = PublishSubject<Int>()
        var received: [Event<Int>] = []
        let subscription = subject.subscribe { received.append($0) }

        subject.onNext(1)
        subject.onCompleted()
        subject.onNext(2)
        subject.onError(TestError())
        subject.onCompleted()

        XCTAssertEqual(received, [.next(1), .completed])
        subscription.dispose()
    }

    func testHasObserversFollowsSubscriptionsAndTermination() {
        let subject = PublishSubject<Int>()
        XCTAssertFalse(subject.hasObservers)

        let first = subject.subscribe(onNext: { _ in })
        let second = subject.subscribe(onNext: { _ in })
        XCTAssertTrue(subject.hasObservers)
        first.dispose()
        XCTAssertTrue(subject.hasObservers)
        second.dispose()
        XCTAssertFalse(subject.hasObservers)

        let third = subject.subscribe(onNext: { _ in })
        subject.onCompleted()
        XCTAssertFalse(subject.hasObservers)
        third.dispose()
    }

    func testDisposeDropsObserversSilentlyAndRefusesLaterSubscribers() {
        let subject = PublishSubject<Int>()
        var received: [Event<Int>] = []
        let subscription = subject.subscribe { received.append($0) }
        subject.onNext(1)

        subject.dispose()
        subject.onNext(2)
        subject.onCompleted()
        subject.dispose()

        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(received, [.next(1)])
        var lateError: Error?
        let late = subject.subscribe(onError: { lateError = $0 })
        guard case RxError.disposed(let object)? = lateError else {
            return XCTFail("expected RxError.disposed, got \(String(describing: lateError))")
        }
        XCTAssertTrue(object === subject)
        subscription.dispose()
        late.dispose()
    }

    func testAsObserverFeedsTheSubject() {
        let subject = PublishSubject<String>()
        var received: [String] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })

        let observer = subject.asObserver()
        observer.onNext("a")
        observer.on(.next("b"))
        AnyObserver(subject).onNext("c")

        XCTAssertTrue(observer === subject)
        XCTAssertEqual(received, ["a", "b", "c"])
        subscription.dispose()
    }

    func testOperatorsChainedOnASubjectStopAtDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        scheduler.scheduleAt(150) { subject.onNext(1) }
        scheduler.scheduleAt(250) { subject.onNext(2) }
        scheduler.scheduleAt(350) { subject.onNext(3) }
        scheduler.scheduleAt(450) { subject.onNext(4) }

        let res = scheduler.start(disposed: 400) { subject.map { $0 * 10 }.filter { $0 > 20 } }

        XCTAssertEqual(res.events, [.next(350, 30)])
        XCTAssertFalse(subject.hasObservers)
    }
}

/// An object whose release a test watches through a weak reference.
private final class LifetimeTracker {}
