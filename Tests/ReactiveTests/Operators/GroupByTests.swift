import Reactive
import XCTest

private struct TestError: Error {}

final class GroupByTests: ReactiveTestCase {
    private func makeSource(_ scheduler: TestScheduler, end: Recorded<Event<String>>) -> TestableObservable<String> {
        scheduler.createHotObservable([
            .next(150, "old"), .next(210, "apple"), .next(220, "banana"), .next(230, "avocado"),
            .next(240, "cherry"), .next(250, "blueberry"), end,
        ])
    }

    func testGroupBySendsAGroupForEveryNewKey() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler, end: .completed(300))

        let res = scheduler.start { xs.groupBy { $0.prefix(1) }.map { String($0.key) } }

        XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "b"), .next(240, "c"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testGroupBySendsEveryElementToTheGroupOfItsKey() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler, end: .completed(300))

        let res = scheduler.start {
            xs.groupBy { $0.prefix(1) }.flatMap { group in group.map { "\(group.key): \($0)" } }
        }

        XCTAssertEqual(
            res.events,
            [
                .next(210, "a: apple"), .next(220, "b: banana"), .next(230, "a: avocado"), .next(240, "c: cherry"),
                .next(250, "b: blueberry"), .completed(300),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testGroupByCompletesEveryGroupWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler, end: .completed(300))

        let res = scheduler.start {
            xs.groupBy { $0.prefix(1) }.flatMap { group in group.toArray().map { "\(group.key) \($0.count)" } }
        }

        XCTAssertEqual(res.events, [.next(300, "a 2"), .next(300, "b 2"), .next(300, "c 1"), .completed(300)])
    }

    func testGroupByPassesTheSourceErrorToEveryGroupAndThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler, end: .error(300, TestError()))

        let res = scheduler.start {
            xs.groupBy { $0.prefix(1) }.flatMap { group in
                group.materialize().compactMap { $0.error == nil ? nil : "\(group.key) failed" }
            }
        }

        XCTAssertEqual(
            res.events,
            [.next(300, "a failed"), .next(300, "b failed"), .next(300, "c failed"), .error(300, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testGroupByTurnsAThrowingKeySelectorIntoAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler, end: .completed(300))

        let res = scheduler.start {
            xs.groupBy { fruit -> Character in
                if fruit == "avocado" { throw TestError() }
                return fruit.first!
            }
            .map { String($0.key) }
        }

        XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "b"), .error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDisposingGroupByDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler, end: .completed(300))

        let res = scheduler.start(disposed: 235) {
            xs.groupBy { $0.prefix(1) }.flatMap { group in group.map { "\(group.key): \($0)" } }
        }

        XCTAssertEqual(res.events, [.next(210, "a: apple"), .next(220, "b: banana"), .next(230, "a: avocado")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func testAGroupStillSubscribedKeepsTheSourceSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler, end: .completed(300))
        let res = scheduler.createObserver(String.self)
        var outer: Disposable?
        var inner: Disposable?

        scheduler.scheduleAt(200) {
            outer = xs.groupBy { $0.prefix(1) }.subscribe(onNext: { group in
                if group.key == "a" { inner = group.subscribe(res) }
            })
        }
        scheduler.scheduleAt(215) { outer?.dispose() }
        scheduler.scheduleAt(245) { inner?.dispose() }
        scheduler.start()

        XCTAssertEqual(res.events, [.next(210, "apple"), .next(230, "avocado")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
    }
}
