import Foundation
import Reactive
import XCTest

private struct TestError: Error {}

/// A sequence of the user's that ends while it is subscribed to, and whose subscription releases nothing
/// until it is disposed (unlike `create`, which releases its resource as soon as the sequence ends).
private struct EndsWhileSubscribed: ObservableType {
    typealias Element = Int

    let disposed: () -> Void

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        observer.on(.next(1))
        observer.on(.completed)
        return Disposables.create(with: disposed)
    }
}

final class SubscribeOnTests: ReactiveTestCase {
    func testSubscribesAndDisposesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])

        let res = scheduler.start { xs.subscribe(on: scheduler) }

        // Work scheduled on a TestScheduler for "now" runs one tick later: subscribing, then disposing.
        XCTAssertEqual(res.events, [.next(210, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(300, TestError())])

        let res = scheduler.start { xs.subscribe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 2), .error(300, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testDisposalIsScheduledToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(260, 3)])

        let res = scheduler.start(disposed: 250) { xs.subscribe(on: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 251)])
    }

    /// Real dispatch queues: the waits are generous and nothing asserts how long anything took.
    private let timeout: TimeInterval = 30

    func testSubscribesAndDisposesOnADispatchQueue() {
        let key = DispatchSpecificKey<String>()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.subscribe-on") { queue in
            queue.setSpecific(key: key, value: "subscriber")
        }
        var subscribedOn: String?
        var disposedOn: String?
        let sourceDisposed = expectation(description: "source subscription disposed")
        let source = Observable<Int>.create { observer in
            subscribedOn = DispatchQueue.getSpecific(key: key)
            observer.onNext(1)
            return Disposables.create {
                disposedOn = DispatchQueue.getSpecific(key: key)
                sourceDisposed.fulfill()
            }
        }
        let received = expectation(description: "element received")

        let subscription = source.subscribe(on: scheduler).subscribe(onNext: { _ in received.fulfill() })
        wait(for: [received], timeout: timeout)
        subscription.dispose()

        wait(for: [sourceDisposed], timeout: timeout)
        XCTAssertEqual(subscribedOn, "subscriber")
        XCTAssertEqual(disposedOn, "subscriber")
    }

    func testDisposingBeforeTheScheduledSubscribingRunsNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.subscribe(on: scheduler).subscribe(observer) }
        scheduler.scheduleAt(200) { subscription?.dispose() }

        scheduler.start()

        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testASourceThatEndsWhileSubscribedIsDisposedOnTheSchedulerAfterwards() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: TestTime?
        let source = EndsWhileSubscribed { disposedAt = scheduler.clock }

        let res = scheduler.start { source.subscribe(on: scheduler) }

        // Subscribed at 201, where it ends at once; its subscription is disposed by an action of its own.
        XCTAssertEqual(res.events, [.next(201, 1), .completed(201)])
        XCTAssertEqual(disposedAt, 202)
    }

    func testAnEmptySourceSubscriptionIsStillDisposedByAnActionOfAVirtualTimeScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)

        _ = Observable.just(1).subscribe(on: scheduler).subscribe(observer)
        scheduler.start()

        // As in RxSwift: subscribed at 1, where `just` ends; the disposal of its (empty) subscription is an
        // action of its own, which moves the clock one tick on.
        XCTAssertEqual(observer.events, [.next(1, 1), .completed(1)])
        XCTAssertEqual(scheduler.clock, 2)
    }

    func testASourceThatEndsWhileSubscribedOnADispatchQueueIsDisposedThere() {
        let key = DispatchSpecificKey<String>()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.subscribe-on.ends") { queue in
            queue.setSpecific(key: key, value: "subscriber")
        }
        var disposedOn: String?
        let sourceDisposed = expectation(description: "source subscription disposed")
        let source = Single<Int>.create { single in
            single(.success(1))
            return Disposables.create {
                disposedOn = DispatchQueue.getSpecific(key: key)
                sourceDisposed.fulfill()
            }
        }
        let answered = expectation(description: "answered")

        _ = source.subscribe(on: scheduler).subscribe(onSuccess: { _ in answered.fulfill() })

        wait(for: [answered, sourceDisposed], timeout: timeout)
        XCTAssertEqual(disposedOn, "subscriber")
    }

    func testDisposingWhileTheSourceIsBeingSubscribedDisposesItOnTheScheduler() {
        let key = DispatchSpecificKey<String>()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.subscribe-on.race") { queue in
            queue.setSpecific(key: key, value: "subscriber")
        }
        let subscribing = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        var disposedOn: String?
        var received: [Int] = []
        let sourceDisposed = expectation(description: "source subscription disposed")
        let source = Observable<Int>.create { _ in
            subscribing.signal()
            release.wait()
            return Disposables.create {
                disposedOn = DispatchQueue.getSpecific(key: key)
                sourceDisposed.fulfill()
            }
        }

        let subscription = source.subscribe(on: scheduler).subscribe(onNext: { received.append($0) })
        subscribing.wait()
        subscription.dispose()
        release.signal()

        wait(for: [sourceDisposed], timeout: timeout)
        XCTAssertEqual(disposedOn, "subscriber")
        XCTAssertEqual(received, [])
    }
}
