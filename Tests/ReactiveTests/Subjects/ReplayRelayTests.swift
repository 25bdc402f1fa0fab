import Reactive
import XCTest

final class ReplayRelayTests: ReactiveTestCase {
    func testSubscribersReceiveTheBufferThenAcceptedElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        scheduler.scheduleAt(110) { relay.accept(1) }
        scheduler.scheduleAt(120) { relay.accept(2) }
        scheduler.scheduleAt(130) { relay.accept(3) }
        scheduler.scheduleAt(250) { relay.accept(4) }
        scheduler.scheduleAt(450) { relay.accept(5) }

        let res = scheduler.start(disposed: 400) { relay.asObservable() }

        XCTAssertEqual(res.events, [.next(200, 2), .next(200, 3), .next(250, 4)])
    }

    func testUnboundedRelayAndBinding() {
        let relay = ReplayRelay<Int>.createUnbounded()
        let optionalRelay = ReplayRelay<Int?>.create(bufferSize: 1)
        let subject = PublishSubject<Int>()
        let binding = subject.bind(to: relay)
        let optionalBinding = subject.bind(to: optionalRelay)
        for element in 1...3 { subject.onNext(element) }
        subject.onCompleted()
        relay.accept(4)

        var received: [Int] = []
        var optionals: [Int?] = []
        let subscription = relay.subscribe(onNext: { received.append($0) })
        let optionalSubscription = optionalRelay.subscribe(onNext: { optionals.append($0) })

        XCTAssertEqual(received, [1, 2, 3, 4])
        XCTAssertEqual(optionals, [3])
        for disposable in [binding, optionalBinding, subscription, optionalSubscription] { disposable.dispose() }
    }
}
