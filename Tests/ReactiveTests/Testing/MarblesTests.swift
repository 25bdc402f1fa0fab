import Reactive
import XCTest

final class MarblesTests: ReactiveTestCase {
    private struct Failure: Error {}

    func testHotDiagramPutsSubscriptionPointAtTwoHundred() throws {
        let events = try Marbles.events("--a-^-b--|", values: ["a": 1, "b": 2])

        XCTAssertEqual(events, [.next(180, 1), .next(220, 2), .completed(250)])
    }

    func testDiagramWithoutSubscriptionPointStartsAtSubscribedTick() throws {
        let events = try Marbles.events("--a--b--|", values: ["a": 1, "b": 2])

        XCTAssertEqual(events, [.next(220, 1), .next(250, 2), .completed(280)])
    }

    func testGroupHoldsSameTickEventsInOrderAndTakesOneFrame() throws {
        let events = try Marbles.events("-(ab)-c", values: ["a": 1, "b": 2, "c": 3])

        XCTAssertEqual(events, [.next(210, 1), .next(210, 2), .next(230, 3)])
    }

    func testErrorSymbolSendsTheGivenError() throws {
        let events = try Marbles.events("-a-#", values: ["a": 1], error: Failure())

        XCTAssertEqual(events, [.next(210, 1), .error(230, Failure())])
    }

    func testSpacesTakeNoTime() throws {
        let spaced = try Marbles.events(" - a  - | ", values: ["a": 1])
        let packed = try Marbles.events("-a-|", values: ["a": 1])

        XCTAssertEqual(spaced, packed)
    }

    func testOffsetDelaysEventInsideItsFrame() throws {
        let events = try Marbles.events("[+3]a-(b[+9]c)", values: ["a": 1, "b": 2, "c": 3])

        XCTAssertEqual(events, [.next(203, 1), .next(220, 2), .next(229, 3)])
    }

    func testSubscriptionPointInsideGroupSharesTheGroupFrame() throws {
        let events = try Marbles.events("a(^b)c", values: ["a": 1, "b": 2, "c": 3])

        XCTAssertEqual(events, [.next(190, 1), .next(200, 2), .next(210, 3)])
    }

    func testSubscribedTickAndFrameLengthAreChosenByCaller() throws {
        let events = try Marbles.events("a^-b|", values: ["a": 1, "b": 2], subscribed: 0, ticksPerFrame: 1)

        XCTAssertEqual(events, [.next(-1, 1), .next(2, 2), .completed(3)])
    }

    func testDashesAfterTerminationAreAllowed() throws {
        let events = try Marbles.events("a|--", values: ["a": 1])

        XCTAssertEqual(events, [.next(200, 1), .completed(210)])
    }

    func testColdDiagramCountsFromSubscription() throws {
        let events = try Marbles.coldEvents("-a-(b|)", values: ["a": 1, "b": 2])

        XCTAssertEqual(events, [.next(10, 1), .next(30, 2), .completed(30)])
    }

    func testSymbolsStandForThemselvesWithoutValueTable() throws {
        XCTAssertEqual(try Marbles.events("-x|"), [.next(210, "x"), .completed(220)])
        XCTAssertEqual(try Marbles.coldEvents("x#", error: Failure()), [.next(0, "x"), .error(10, Failure())])
    }

    func testHotMarbleObservableSendsOnlyWhatFollowsSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--a-^-b--|", values: ["a": 1, "b": 2])

        let res = scheduler.start { xs }

        XCTAssertEqual(xs.recordedEvents, [.next(180, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(res.events, [.next(220, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testColdMarbleObservableStartsAtEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable("a-b|", values: ["a": 1, "b": 2])

        let res = scheduler.start { xs }

        XCTAssertEqual(res.events, [.next(200, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testColdMarbleObservableStopsAtDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable("-a-b-c")

        let res = scheduler.start(disposed: 235) { xs }

        XCTAssertEqual(res.events, [.next(210, "a"), .next(230, "b")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }

    func testHotMarbleObservableSendsErrorThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("^-a-#--", error: Failure())

        let res = scheduler.start { xs }

        XCTAssertEqual(res.events, [.next(220, "a"), .error(240, Failure())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }
}
