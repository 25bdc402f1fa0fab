import Reactive
import XCTest

final class ResourcesTests: ReactiveTestCase {
    func testEverySubscriptionCountsUntilItEnds() {
        let start = Resources.total
        let subject = PublishSubject<Int>()

        let first = subject.subscribe(onNext: { _ in })
        let second = subject.map { $0 + 1 }.filter { $0 > 0 }.subscribe(onNext: { _ in })
        XCTAssertEqual(Resources.total, start + 2)

        first.dispose()
        first.dispose()
        XCTAssertEqual(Resources.total, start + 1)
        second.dispose()
        XCTAssertEqual(Resources.total, start)
    }

    func testATerminalEventEndsTheSubscription() {
        let start = Resources.total
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(onNext: { _ in })
        XCTAssertEqual(Resources.total, start + 1)

        subject.onCompleted()

        XCTAssertEqual(Resources.total, start)
        subscription.dispose()
        XCTAssertEqual(Resources.total, start)
    }

    func testBindingsAndObserverSubscriptionsCountToo() {
        let start = Resources.total
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        let subject = PublishSubject<Int>()

        let binding = subject.bind(to: relay)
        let observed = subject.subscribe(scheduler.createObserver(Int.self))
        XCTAssertEqual(Resources.total, start + 2)

        binding.dispose()
        observed.dispose()
        XCTAssertEqual(Resources.total, start)
    }

    func testDisposingASubjectLeavesItsSubscriptionsToTheirOwners() {
        let start = Resources.total
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(onNext: { _ in })

        subject.dispose()

        XCTAssertEqual(Resources.total, start + 1, "as in RxSwift, the subscriber still owns its subscription")
        subscription.dispose()
        XCTAssertEqual(Resources.total, start)
    }
}
