import Reactive
import Testing
import XCTest

@testable import ReactiveXCTest

private struct TestError: Error, CustomStringConvertible {
    let code: Int
    var description: String { "TestError(\(code))" }
}

private struct OtherError: Error {}

/// Records a `Single`'s outcome with the scheduler's clock, as a test of a `Single` would.
private func record<Element>(_ single: Single<Element>, on scheduler: TestScheduler)
    -> () -> [Recorded<SingleEvent<Element>>]
{
    var events: [Recorded<SingleEvent<Element>>] = []
    scheduler.scheduleAt(200) {
        _ = single.subscribe { events.append(Recorded(time: scheduler.clock, value: $0)) }
    }
    scheduler.start()
    return { events }
}

final class SingleEventEqualityTests: ReactiveTestCase {
    func testXCTAssertEqualComparesRecordedSingleEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])

        let events = record(xs.asSingle(), on: scheduler)()

        XCTAssertEqual(events, [Recorded(time: 220, value: .success(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testXCTAssertEqualComparesSingleEventsAndErrorsByTypeAndDescription() {
        var events: [SingleEvent<Int>] = []
        _ = Single<Int>.error(TestError(code: 1)).subscribe { events.append($0) }
        _ = Single.just(2).subscribe { events.append($0) }

        XCTAssertEqual(events, [.failure(TestError(code: 1)), .success(2)])
    }

    func testEqualityOperatorsOnSingleEvents() {
        let success: SingleEvent<Int> = .success(1)
        XCTAssertTrue(success == .success(1))
        XCTAssertTrue(success != .success(2))
        XCTAssertTrue(SingleEvent<Int>.failure(TestError(code: 1)) == .failure(TestError(code: 1)))
        XCTAssertTrue(SingleEvent<Int>.failure(TestError(code: 1)) != .failure(TestError(code: 2)))
        XCTAssertTrue(SingleEvent<Int>.failure(OtherError()) != .failure(TestError(code: 1)))
        XCTAssertTrue(success != .failure(TestError(code: 1)))
        XCTAssertTrue([success] != [success, success])
        XCTAssertTrue(Recorded(time: 1, value: success) != Recorded(time: 2, value: success))
        XCTAssertTrue([Recorded(time: 1, value: success)] == [Recorded(time: 1, value: success)])
        XCTAssertTrue([Recorded(time: 1, value: success)] != [Recorded(time: 1, value: .success(3))])
    }

    func testAFailedComparisonReadsAsXCTestsOwn() {
        let message = equalityFailure(
            [Recorded(time: 210, value: SingleEvent<Int>.success(1))],
            [Recorded(time: 220, value: SingleEvent<Int>.success(1))], message: "late")

        XCTAssertEqual(
            message,
            #"XCTAssertEqual failed: ("[success(1) @ 210]") is not equal to ("[success(1) @ 220]") - late"#)
    }

    func testMaybeAndCompletableEventsAreEquatable() {
        let scheduler = TestScheduler(initialClock: 0)
        var maybe: [Recorded<MaybeEvent<Int>>] = []
        var completable: [Recorded<CompletableEvent>] = []
        scheduler.scheduleAt(200) {
            _ = Maybe<Int>.empty().subscribe { maybe.append(Recorded(time: scheduler.clock, value: $0)) }
            _ = Completable.empty().subscribe { completable.append(Recorded(time: scheduler.clock, value: $0)) }
        }
        scheduler.start()

        XCTAssertEqual(maybe, [Recorded(time: 200, value: .completed)])
        XCTAssertEqual(completable, [Recorded(time: 200, value: .completed)])
    }
}

/// `#expect` compares a `Single`'s events with the engine's `==`; these run in parallel with the other tests.
struct SingleEventEqualitySwiftTestingTests {
    @Test func expectComparesRecordedSingleEvents() {
        let scheduler = TestScheduler(initialClock: 0)

        let events = record(Single.just(1).delay(.seconds(10), scheduler: scheduler), on: scheduler)()

        #expect(events == [Recorded(time: 210, value: .success(1))])
        #expect(events != [Recorded(time: 210, value: .failure(TestError(code: 1)))])
    }

    @Test func expectComparesSingleEvents() {
        var events: [SingleEvent<Int>] = []
        _ = Single<Int>.error(TestError(code: 1)).subscribe { events.append($0) }

        #expect(events == [.failure(TestError(code: 1))])
    }
}
