import Reactive
import XCTest

final class InfallibleTests: ReactiveTestCase {
    /// An `Infallible` over a test observable that never fails, built with `create`.
    private func infallible(_ source: TestableObservable<Int>) -> Infallible<Int> {
        Infallible.create { observer in
            source.subscribe(onNext: { observer(.next($0)) }, onCompleted: { observer(.completed) })
        }
    }

    func testCreateSendsElementsAndCompletionThenDropsLaterEvents() {
        var log: [String] = []
        let numbers = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.next(2))
            observer(.completed)
            observer(.next(3))
            return Disposables.create { log.append("create disposed") }
        }

        _ = numbers.subscribe(
            onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })

        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed", "create disposed"])
    }

    func testCreateInVirtualTimeForwardsAndReleasesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])

        let res = scheduler.start { self.infallible(xs) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDisposalStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(420, 2), .completed(500)])

        let res = scheduler.start(disposed: 400) { self.infallible(xs) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testSubscribeWithObjectAndEventClosure() {
        final class Screen { var log: [String] = [] }
        let screen = Screen()
        var events: [String] = []
        let numbers = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.completed)
            return Disposables.create()
        }

        _ = numbers.subscribe(
            with: screen, onNext: { screen, value in screen.log.append("next \(value)") },
            onCompleted: { screen in screen.log.append("completed") })
        _ = numbers.subscribe { events.append("\($0)") }

        XCTAssertEqual(screen.log, ["next 1", "completed"])
        XCTAssertEqual(events, ["next(1)", "completed"])
    }

    func testMapTransformsEveryElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])

        let res = scheduler.start { self.infallible(xs).map { $0 * 10 } }

        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFilterKeepsMatchingElementsAndStopsWhenDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 4), .next(420, 6)])

        let res = scheduler.start(disposed: 400) { self.infallible(xs).filter { $0.isMultiple(of: 2) } }

        XCTAssertEqual(res.events, [.next(220, 2), .next(230, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }
}
