import Reactive
import XCTest

final class InfallibleBindTests: ReactiveTestCase {
    func testBindToObserversSendsEveryEventToEach() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let optional = scheduler.createObserver(Int?.self)

        scheduler.scheduleAt(200) {
            _ = xs.asInfallible(onErrorJustReturn: 0).bind(to: first, second)
            _ = xs.asInfallible(onErrorJustReturn: 0).bind(to: optional)
        }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(second.events, first.events)
        XCTAssertEqual(optional.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(200, 300)])
    }

    func testBindToRelaysAcceptsEveryElementAndDisposalStops() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(420, 3)])
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.createUnbounded()
        let published = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(200) {
            subscriptions.append(publish.subscribe(published))
            subscriptions.append(xs.asInfallible(onErrorJustReturn: 0).bind(to: publish))
            subscriptions.append(xs.asInfallible(onErrorJustReturn: 0).bind(to: behavior))
            subscriptions.append(xs.asInfallible(onErrorJustReturn: 0).bind(to: replay))
        }
        scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        let replayed = scheduler.createObserver(Int.self)
        replay.subscribe(replayed).dispose()

        XCTAssertEqual(published.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(replayed.events.map(\.value), [.next(1), .next(2)])
        XCTAssertEqual(xs.subscriptions, Array(repeating: Subscription(200, 400), count: 3))
    }

    func testBindOnNextAndBinderFunction() {
        var received: [Int] = []

        _ = Infallible.of(1, 2).bind(onNext: { received.append($0) })
        let count = Infallible.of(1, 2).bind(to: { infallible in
            var count = 0
            _ = infallible.subscribe(onNext: { _ in count += 1 })
            return count
        })

        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(count, 2)
    }
}
