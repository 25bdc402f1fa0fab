import Foundation
import Reactive
import XCTest

private struct TestError: Error {}

final class ObserveOnTests: ReactiveTestCase {
    func testDeliversEachEventOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 3), .completed(300)])

        let res = scheduler.start { xs.observe(on: scheduler) }

        // Work scheduled on a TestScheduler for "now" runs one tick later.
        XCTAssertEqual(res.events, [.next(211, 2), .next(241, 3), .completed(301)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSameTickEventsAreDeliveredOnePerStepInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(210)])

        let res = scheduler.start { xs.observe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(211, 1), .next(212, 2), .completed(213)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])

        let res = scheduler.start { xs.observe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(211, 1), .error(221, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTheUpstreamIsDisposedWhenTheTerminalEventReachesTheOperator() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        var disposedAt: [TestTime] = []

        let res = scheduler.start {
            xs.map { $0 * 10 }.do(onDispose: { disposedAt.append(scheduler.clock) }).observe(on: scheduler)
        }

        XCTAssertEqual(res.events, [.next(211, 10), .completed(251)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(disposedAt, [250])
    }

    func testASourceThatEndsWhileSubscribingIsDisposedAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [TestTime] = []

        let res = scheduler.start {
            Observable.of(1, 2).do(onDispose: { disposedAt.append(scheduler.clock) }).observe(on: scheduler)
        }

        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
        XCTAssertEqual(disposedAt, [200])
    }

    func testDisposalDropsUndeliveredEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])

        let res = scheduler.start(disposed: 240) { xs.observe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(211, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    /// Real dispatch queues: the waits are generous and nothing asserts how long anything took.
    private let timeout: TimeInterval = 30

    func testDeliversOnASerialDispatchQueueInOrder() {
        let key = DispatchSpecificKey<String>()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.observe-on") { queue in
            queue.setSpecific(key: key, value: "observer")
        }
        let source = Observable<Int>.create { observer in
            for element in 0..<100 { observer.onNext(element) }
            observer.onCompleted()
            return Disposables.create()
        }
        var received: [Int] = []
        var offQueue = 0
        var completed = false
        let disposed = expectation(description: "subscription ended")

        _ = source.observe(on: scheduler).subscribe(
            onNext: { element in
                if DispatchQueue.getSpecific(key: key) != "observer" { offQueue += 1 }
                received.append(element)
            },
            onCompleted: { completed = true },
            onDisposed: { disposed.fulfill() })

        wait(for: [disposed], timeout: timeout)
        XCTAssertEqual(received, Array(0..<100))
        XCTAssertEqual(offQueue, 0)
        XCTAssertTrue(completed)
    }

    func testConcurrentQueueStillDeliversOneAtATimeInOrder() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let source = Observable<Int>.create { observer in
            for element in 0..<1_000 { observer.onNext(element) }
            observer.onCompleted()
            return Disposables.create()
        }
        var received: [Int] = []
        var busy = false
        var overlaps = 0
        let disposed = expectation(description: "subscription ended")

        _ = source.observe(on: scheduler).subscribe(
            onNext: { element in
                if busy { overlaps += 1 }
                busy = true
                received.append(element)
                busy = false
            },
            onDisposed: { disposed.fulfill() })

        wait(for: [disposed], timeout: timeout)
        XCTAssertEqual(received, Array(0..<1_000))
        XCTAssertEqual(overlaps, 0)
    }

    func testOnTheMainQueueMainSchedulerDeliversEachEventAtOnce() {
        let subject = PublishSubject<Int>()
        var log: [String] = []

        let subscription = subject.observe(on: MainScheduler.instance).subscribe(
            onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        subject.onNext(1)
        log.append("sent 1")
        subject.onNext(2)
        log.append("sent 2")
        subject.onCompleted()
        log.append("sent completed")

        XCTAssertEqual(log, ["next 1", "sent 1", "next 2", "sent 2", "completed", "sent completed"])
        subscription.dispose()
    }

    func testOnTheMainQueueAnEventSentWhileOneIsDeliveredFollowsIt() {
        let subject = PublishSubject<Int>()
        var log: [String] = []

        let subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: { element in
            log.append("start \(element)")
            if element == 1 { subject.onNext(2) }
            log.append("end \(element)")
        })
        subject.onNext(1)
        log.append("sent 1")
        subject.onNext(3)

        XCTAssertEqual(log, ["start 1", "end 1", "start 2", "end 2", "sent 1", "start 3", "end 3"])
        subscription.dispose()
    }

    func testOnTheMainQueueAnEventTheSourceSendsFromWithinADeliveryWaitsForTheMainQueue() {
        // As with RxSwift: the main scheduler is busy delivering 1, so 2 is queued on the main queue instead
        // of being delivered at once, inside the delivery of 1, or before `onNext(1)` returns.
        var observer: AnyObserver<Int>?
        let source = Observable<Int>.create { sent in
            observer = sent
            return Disposables.create()
        }
        var log: [String] = []
        let deliveredTwo = expectation(description: "2 delivered")

        let subscription = source.observe(on: MainScheduler.instance).subscribe(onNext: { element in
            log.append("start \(element)")
            if element == 1 { observer?.onNext(2) }
            log.append("end \(element)")
            if element == 2 { deliveredTwo.fulfill() }
        })
        observer?.onNext(1)
        log.append("sent 1")

        wait(for: [deliveredTwo], timeout: timeout)
        XCTAssertEqual(log, ["start 1", "end 1", "sent 1", "start 2", "end 2"])
        subscription.dispose()
    }

    func testOnTheMainQueueNothingIsDeliveredAfterDisposal() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []

        let subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)

        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
    }
}
