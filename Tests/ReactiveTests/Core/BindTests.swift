import Reactive
import XCTest

final class BindTests: ReactiveTestCase {
    func testBindingToSeveralObserversSendsEveryEventToEach() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(230)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var binding: Disposable!
        scheduler.scheduleAt(200) { binding = xs.bind(to: first, second) }

        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, first.events)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        binding.dispose()
    }

    func testDisposingTheBindingStopsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 2), .completed(400)])
        let observer = scheduler.createObserver(Int.self)
        var binding: Disposable!
        scheduler.scheduleAt(200) { binding = xs.bind(to: observer) }
        scheduler.scheduleAt(300) { binding.dispose() }

        scheduler.start()

        XCTAssertEqual(observer.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testBindingToOptionalObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let first = scheduler.createObserver(Int?.self)
        let second = scheduler.createObserver(Int?.self)
        var binding: Disposable!
        scheduler.scheduleAt(200) { binding = xs.bind(to: first, second) }

        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(second.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        binding.dispose()
    }

    func testBindingToSubjectsAndRelays() {
        let subject = BehaviorSubject(value: 0)
        let publishRelay = PublishRelay<Int>()
        let behaviorRelay = BehaviorRelay(value: 0)
        var relayed: [Int] = []
        let relaySubscription = publishRelay.subscribe(onNext: { relayed.append($0) })
        let source = PublishSubject<Int>()

        let bindings = [
            source.bind(to: subject, subject),
            source.bind(to: publishRelay),
            source.bind(to: behaviorRelay, behaviorRelay),
        ]
        source.onNext(1)
        source.onCompleted()

        XCTAssertEqual(try subject.value(), 1)
        XCTAssertEqual(relayed, [1])
        XCTAssertEqual(behaviorRelay.value, 1)
        publishRelay.accept(2)
        XCTAssertEqual(relayed, [1, 2], "a completed source leaves the relays open")
        for disposable in bindings + [relaySubscription] { disposable.dispose() }
    }

    func testBindOnNextReceivesEveryElement() {
        var received: [String] = []
        let binding = Observable.of("a", "b").bind(onNext: { received.append($0) })

        XCTAssertEqual(received, ["a", "b"])
        binding.dispose()
    }

    func testBindingToAClosureReturnsItsResult() {
        let source = Observable.of(1, 2, 3)

        let count = source.bind(to: { (observable: Observable<Int>) -> Int in
            var elements = 0
            _ = observable.subscribe(onNext: { _ in elements += 1 })
            return elements
        })

        XCTAssertEqual(count, 3)
    }
}
