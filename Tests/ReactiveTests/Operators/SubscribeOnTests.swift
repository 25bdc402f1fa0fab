import Foundation
import Reactive
import XCTest

private struct TestError: Error {}

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
}
