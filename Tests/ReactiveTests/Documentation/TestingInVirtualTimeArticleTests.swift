import Reactive
import XCTest

/// The snippets of the "Testing in virtual time" article, run as they are printed there.
final class TestingInVirtualTimeArticleTests: ReactiveTestCase {
    private struct Offline: Error {}

    func testStartCreatesAtOneHundredSubscribesAtTwoHundredDisposesAtOneThousand() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),  // before the subscription: nobody sees it
            .next(210, 2),
            .next(240, 3),
            .completed(300),
        ])

        let res = scheduler.start { xs.map { $0 * 10 } }

        XCTAssertEqual(res.events, [.next(210, 20), .next(240, 30), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDisposingEarlyCutsTheRecordingAndTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(240, 3), .completed(300)])

        let res = scheduler.start(disposed: 230) { xs.map { $0 * 10 } }

        XCTAssertEqual(res.events, [.next(210, 20)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAColdObservableCountsItsTimesFromEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(30, Offline())])

        let res = scheduler.start { xs.map { $0 * 10 } }

        XCTAssertEqual(res.events, [.next(210, 10), .error(230, Offline())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSubscriptionIntervalsShowWhatAnOperatorCancelled() {
        let scheduler = TestScheduler(initialClock: 0)
        let queries = scheduler.createHotObservable([.next(210, "sw"), .next(230, "swift"), .completed(300)])
        let search = scheduler.createColdObservable([.next(10, "first page"), .next(40, "second page")])

        let res = scheduler.start { queries.flatMapLatest { _ in search } }

        XCTAssertEqual(
            res.events, [.next(220, "first page"), .next(240, "first page"), .next(270, "second page")])
        XCTAssertEqual(queries.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(search.subscriptions, [Subscription(210, 230), Subscription(230, 1000)])
    }

    func testRecordedEventsAndSubscriptionsDescribeThemselves() {
        let events: [Recorded<Event<Int>>] = [.next(210, 2), .completed(300)]
        let live = Subscription(200)

        XCTAssertEqual("\(events)", "[next(2) @ 210, completed @ 300]")
        XCTAssertEqual("\([live, Subscription(200, 300)])", "[(200: Infinity), (200: 300)]")
    }

    func testErrorsAreEqualWhenTheyHaveTheSameTypeAndDescription() {
        let recorded: Recorded<Event<Int>> = .error(250, Offline())

        XCTAssertEqual(recorded, .error(250, Offline()))
        XCTAssertNotEqual(recorded, .error(250, RxError.timeout))
    }

    func testHotMarblesPutTheCaretAtTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--a-^-b--|", values: ["a": 1, "b": 2])

        XCTAssertEqual(xs.recordedEvents, [.next(180, 1), .next(220, 2), .completed(250)])
    }

    func testColdMarblesCountFromTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable("-a-(b|)", values: ["a": 1, "b": 2])

        XCTAssertEqual(xs.recordedEvents, [.next(10, 1), .next(30, 2), .completed(30)])
    }

    func testATestWrittenInMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-a-^-b-c-|", values: ["a": 1, "b": 2, "c": 3])

        let res = scheduler.start { xs.map { $0 * 10 } }

        XCTAssertEqual(res.events, try Marbles.events("--x-y-|", values: ["x": 20, "y": 30]))
        XCTAssertEqual(marbles(from: res.events, values: ["x": 20, "y": 30]), "--x-y-|")
    }

    func testMarblesWithAnErrorAndWithSymbolsThatStandForThemselves() throws {
        XCTAssertEqual(try Marbles.events("-x-#", error: Offline()), [.next(210, "x"), .error(230, Offline())])
        XCTAssertEqual(
            try Marbles.events("[+3]a-(bc)", values: ["a": 1, "b": 2, "c": 3]).map(\.time), [203, 220, 220])
    }

    func testAMalformedDiagramSaysWhereAndWhy() {
        do throws(MarbleSyntaxError) {
            _ = try Marbles.events("--a--)-|", values: ["a": 1])
            XCTFail("the diagram was read")
        } catch {
            XCTAssertEqual(error.position, 5)
            XCTAssertEqual(error.reason, .unopenedGroup)
            XCTAssertEqual(
                "\(error)",
                """
                ')' closes no group, at position 5 of the marble diagram:
                --a--)-|
                     ^
                """)
        }
        XCTAssertThrowsError(try Marbles.events("-a-b-|", values: ["a": 1])) { error in
            XCTAssertEqual(
                "\(error)",
                """
                'b' has no value: add it to `values`, at position 3 of the marble diagram:
                -a-b-|
                   ^
                """)
        }
    }

    func testAForgottenSubscriptionShowsInResourcesTotal() {
        let start = Resources.total
        let subject = PublishSubject<Int>()

        let subscription = subject.map { $0 + 1 }.subscribe(onNext: { _ in })
        XCTAssertEqual(Resources.total, start + 1)

        subscription.dispose()
        XCTAssertEqual(Resources.total, start)
    }

    func testASubscriptionCounterCountsOnlyThisTestsSubscriptions() {
        let subscriptions = SubscriptionCounter()
        let subject = PublishSubject<Int>()

        let subscription = subject.map { $0 + 1 }.subscribe(onNext: { _ in })
        XCTAssertEqual(subscriptions.live, 1)

        subscription.dispose()
        XCTAssertEqual(subscriptions.live, 0)
        subscriptions.stop()
    }

    func testTheLandingPageExample() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 3), .completed(300)])

        let res = scheduler.start { xs.map { $0 * 10 } }  // created 100, subscribed 200, disposed 1000

        XCTAssertEqual(res.events, [.next(210, 20), .next(240, 30), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDrivingTheClockByHand() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(observer)

        scheduler.scheduleAt(10) { subject.onNext(1) }
        scheduler.scheduleAt(20) { subject.onNext(2) }
        scheduler.advanceTo(15)
        XCTAssertEqual(observer.events, [.next(10, 1)])

        scheduler.advanceTo(30)
        XCTAssertEqual(observer.events, [.next(10, 1), .next(20, 2)])
        XCTAssertEqual(scheduler.clock, 30)
        subscription.dispose()
    }

    func testADriverBuiltInsideMockDeliversInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let names = scheduler.createHotObservable([.next(210, "Ada"), .next(240, "Bob")])

        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { names.asDriver(onErrorJustReturn: "") }

            XCTAssertEqual(res.events, [.next(211, "Ada"), .next(241, "Bob")])
            XCTAssertEqual(names.subscriptions, [Subscription(200, 1000)])
        }
    }
}
