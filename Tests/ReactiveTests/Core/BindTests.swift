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

    // MARK: Errors reach the observers, as in RxSwift 6

    private struct Failure: Error, Equatable {}

    func testAnErrorBoundToATestObserverIsRecorded() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)

        let binding = Observable<Int>.error(Failure()).bind(to: observer)

        XCTAssertEqual(observer.events, [.error(0, Failure())])
        binding.dispose()
    }

    func testAnErrorAfterElementsReachesEveryObserverInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, Failure()), .next(230, 2)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var binding: Disposable!
        scheduler.scheduleAt(200) { binding = xs.bind(to: first, second) }

        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .error(220, Failure())])
        XCTAssertEqual(second.events, first.events)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        binding.dispose()
    }

    func testAnErrorBoundToOptionalObserversReachesThem() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createObserver(Int?.self)
        let second = scheduler.createObserver(Int?.self)

        let binding = Observable<Int>.error(Failure()).bind(to: first, second)

        XCTAssertEqual(first.events, [.error(0, Failure())])
        XCTAssertEqual(second.events, [.error(0, Failure())])
        binding.dispose()
    }

    func testAnErrorBoundToASubjectEndsItWithThatError() {
        let subject = PublishSubject<Int>()
        var received: [String] = []
        let subscription = subject.subscribe(
            onNext: { received.append("\($0)") }, onError: { received.append("error \($0 is Failure)") })

        let binding = Observable.concat(.just(1), .error(Failure())).bind(to: subject)

        XCTAssertEqual(received, ["1", "error true"])
        binding.dispose()
        subscription.dispose()
    }

    func testAJustBoundToAnAnyObserverSendsItsElementAndCompletion() {
        var events: [Event<Int>] = []
        let observer = AnyObserver<Int> { events.append($0) }

        let binding = Observable.just(1).bind(to: observer)

        XCTAssertEqual(events, [.next(1), .completed])
        binding.dispose()
    }

    func testAJustBoundToAnOptionalAnyObserverSendsItWrapped() {
        var events: [Event<Int?>] = []
        let observer = AnyObserver<Int?> { events.append($0) }

        let binding = Observable.just(1).bind(to: observer)

        XCTAssertEqual(events, [.next(1), .completed])
        binding.dispose()
    }

    func testBindingToACurriedBinderPassesItsArgument() {
        var result: Int?
        let binder: (Observable<Int>) -> (Int) -> Disposable = { observable in
            { other in observable.subscribe(onNext: { result = $0 + other }) }
        }

        let binding = Observable.just(1).bind(to: binder, curriedArgument: 3)

        XCTAssertEqual(result, 4)
        binding.dispose()
    }
}
