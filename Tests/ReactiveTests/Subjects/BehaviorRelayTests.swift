import Reactive
import XCTest

final class BehaviorRelayTests: ReactiveTestCase {
    func testSubscribersReceiveTheCurrentValueThenAcceptedOnes() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 0)
        scheduler.scheduleAt(150) { relay.accept(1) }
        scheduler.scheduleAt(250) { relay.accept(2) }
        scheduler.scheduleAt(450) { relay.accept(3) }

        let res = scheduler.start(disposed: 400) { relay.asObservable() }

        XCTAssertEqual(res.events, [.next(200, 1), .next(250, 2)])
        XCTAssertEqual(relay.value, 3)
    }

    func testValueFollowsAcceptImmediately() {
        let relay = BehaviorRelay(value: "a")
        XCTAssertEqual(relay.value, "a")
        relay.accept("b")
        XCTAssertEqual(relay.value, "b")
    }

    func testBindingSeveralRelaysSetsEachValueAndLeavesThemOpen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let first = BehaviorRelay(value: 0)
        let second = BehaviorRelay(value: 0)
        var binding: Disposable!
        scheduler.scheduleAt(205) { binding = xs.bind(to: first, second) }
        scheduler.scheduleAt(240) { first.accept(3) }

        let res = scheduler.start { first }

        XCTAssertEqual(res.events, [.next(200, 0), .next(210, 1), .next(220, 2), .next(240, 3)])
        XCTAssertEqual(second.value, 2)
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 230)])
        binding.dispose()
    }

    func testBindingToAnOptionalRelay() {
        let relay = BehaviorRelay<String?>(value: nil)
        let subject = PublishSubject<String>()
        let binding = subject.bind(to: relay)

        subject.onNext("a")

        XCTAssertEqual(relay.value, "a")
        binding.dispose()
    }
}
