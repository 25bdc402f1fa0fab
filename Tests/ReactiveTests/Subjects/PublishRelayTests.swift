import Reactive
import XCTest

final class PublishRelayTests: ReactiveTestCase {
    func testAcceptedElementsReachCurrentSubscribersOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        scheduler.scheduleAt(150) { relay.accept(1) }
        scheduler.scheduleAt(250) { relay.accept(2) }
        scheduler.scheduleAt(350) { relay.accept(3) }

        let res = scheduler.start(disposed: 300) { relay.asObservable() }

        XCTAssertEqual(res.events, [.next(250, 2)])
    }

    func testBindingAFinishedSequenceLeavesTheRelaysOpen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let first = PublishRelay<Int>()
        let second = PublishRelay<Int>()
        var binding: Disposable!
        scheduler.scheduleAt(150) { binding = xs.bind(to: first, second) }
        scheduler.scheduleAt(240) { first.accept(3) }
        scheduler.scheduleAt(250) { second.accept(4) }
        let secondObserver = scheduler.createObserver(Int.self)
        var secondSubscription: Disposable!
        scheduler.scheduleAt(200) { secondSubscription = second.subscribe(secondObserver) }
        scheduler.scheduleAt(1000) { secondSubscription.dispose() }

        let res = scheduler.start { first }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 3)])
        XCTAssertEqual(secondObserver.events, [.next(210, 1), .next(220, 2), .next(250, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(150, 230)])
        binding.dispose()
    }

    func testBindingToOptionalRelays() {
        let relay = PublishRelay<Int?>()
        var received: [Int?] = []
        let subscription = relay.subscribe(onNext: { received.append($0) })
        let subject = PublishSubject<Int>()
        let binding = subject.bind(to: relay)

        subject.onNext(1)
        relay.accept(nil)

        XCTAssertEqual(received, [1, nil])
        binding.dispose()
        subscription.dispose()
    }

    func testDisposingTheBindingStopsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 2)])
        let relay = PublishRelay<Int>()
        var binding: Disposable!
        scheduler.scheduleAt(200) { binding = xs.bind(to: relay) }
        scheduler.scheduleAt(300) { binding.dispose() }

        let res = scheduler.start(created: 100, subscribed: 150, disposed: 1000) { relay }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
