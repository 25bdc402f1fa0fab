import Reactive
import XCTest

final class RelayInfallibleTests: ReactiveTestCase {
    func testBehaviorRelayAsInfallibleSendsTheCurrentValueThenEveryNewOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 0)
        scheduler.scheduleAt(150) { relay.accept(1) }
        scheduler.scheduleAt(210) { relay.accept(2) }

        let res = scheduler.start { relay.asInfallible() }

        XCTAssertEqual(res.events, [.next(200, 1), .next(210, 2)])
    }

    func testPublishRelayAsInfallibleSendsWhatIsAcceptedAfterSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        scheduler.scheduleAt(150) { relay.accept(1) }
        scheduler.scheduleAt(210) { relay.accept(2) }
        scheduler.scheduleAt(1010) { relay.accept(3) }

        let res = scheduler.start { relay.asInfallible() }

        XCTAssertEqual(res.events, [.next(210, 2)])
    }

    func testReplayRelayAsInfallibleReplaysItsBufferThenSendsEveryNewOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        scheduler.scheduleAt(150) { [1, 2, 3].forEach(relay.accept) }
        scheduler.scheduleAt(210) { relay.accept(4) }

        let res = scheduler.start { relay.asInfallible() }

        XCTAssertEqual(res.events, [.next(200, 2), .next(200, 3), .next(210, 4)])
    }
}
