import Reactive
import XCTest

private struct TestError: Error {}

final class SharingSchedulerTests: ReactiveTestCase {
    func testMakeReturnsTheMainSchedulerOutsideAMock() {
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testMockSwapsTheSchedulerAndRestoresItAfterwards() {
        let scheduler = TestScheduler(initialClock: 0)
        var inside: SchedulerType?

        SharingScheduler.mock(scheduler: scheduler) {
            inside = SharingScheduler.make()
        }

        XCTAssertTrue(inside as AnyObject === scheduler)
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testMockRestoresTheSchedulerWhenTheActionThrows() {
        let scheduler = TestScheduler(initialClock: 0)

        XCTAssertThrowsError(try SharingScheduler.mock(scheduler: scheduler) { throw TestError() })

        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testMocksNestAndUnwindInOrder() {
        let outer = TestScheduler(initialClock: 0)
        let inner = TestScheduler(initialClock: 0)
        var seen: [ObjectIdentifier] = []

        SharingScheduler.mock(makeScheduler: { outer }) {
            SharingScheduler.mock(scheduler: inner) {
                seen.append(ObjectIdentifier(SharingScheduler.make() as AnyObject))
            }
            seen.append(ObjectIdentifier(SharingScheduler.make() as AnyObject))
        }

        XCTAssertEqual(seen, [ObjectIdentifier(inner), ObjectIdentifier(outer)])
    }

    func testADriverBuiltWithAMockedMainSchedulerDeliversAtOnceOnTheMainQueue() {
        let subject = PublishSubject<Int>()
        var driver: Driver<Int>?
        var received: [Int] = []
        SharingScheduler.mock(scheduler: MainScheduler.instance) {
            driver = subject.asDriver(onErrorJustReturn: 0)
        }

        let subscription = driver!.drive(onNext: { received.append($0) })
        subject.onNext(1)

        // The test runs on the main queue: the main scheduler, found behind the mock, delivers at once.
        XCTAssertEqual(received, [1])
        subscription.dispose()
    }

    func testADriverBuiltInsideTheMockKeepsItsSchedulerAfterwards() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        var driver: Driver<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
            driver = xs.asDriver(onErrorJustReturn: 0)
        }

        let res = scheduler.start { driver! }

        XCTAssertEqual(res.events, [.next(211, 1), .completed(301)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
