import Reactive
import XCTest

// Specs written the way RxSwift's own users write them; only the import differs.

private struct TestError: Error {}

/// The bridges end their subscriptions from tasks, after the awaited value has arrived, so these cases do
/// not count live subscriptions at their end.
final class ConcurrencyCompatibilityTests: XCTestCase {
    func testAwaitingTraits() async throws {
        let single = try await Single.just(1).value
        let created = try await Single<Int>.create { 42 }.value
        let some = try await Maybe.just(2).value
        let none = try await Maybe<Int>.empty().value
        try await Completable.empty().value

        XCTAssertEqual(single, 1)
        XCTAssertEqual(created, 42)
        XCTAssertEqual(some, 2)
        XCTAssertNil(none)
    }

    func testAwaitingAFailingSingleThrows() async {
        do {
            _ = try await Single<Int>.error(TestError()).value
            XCTFail("expected an error")
        } catch {
            XCTAssertTrue(error is TestError)
        }
    }

    func testIteratingValues() async throws {
        var numbers: [Int] = []
        for try await number in Observable.of(1, 2, 3).values {
            numbers.append(number)
        }
        var infallible: [Int] = []
        for await number in Infallible.from([4, 5]).values {
            infallible.append(number)
        }

        XCTAssertEqual(numbers, [1, 2, 3])
        XCTAssertEqual(infallible, [4, 5])
    }

    func testAnAsyncSequenceAsAnObservable() async throws {
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.yield(2)
            continuation.finish()
        }

        let elements = try await stream.asObservable().toArray().value
        let detached = try await AsyncStream<Int> {
            $0.yield(3); $0.finish()
        }.asObservable(detached: true).toArray().value

        XCTAssertEqual(elements, [1, 2])
        XCTAssertEqual(detached, [3])
    }
}
