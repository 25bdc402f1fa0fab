import Reactive
import XCTest

private struct TestError: Error {}

final class PrimitiveSequenceAsyncTests: ReactiveTestCase {
    func testSingleValueReturnsTheElementOrThrowsTheFailure() async throws {
        let answer = try await Single.just(42).value

        XCTAssertEqual(answer, 42)
        do {
            _ = try await Single<Int>.error(TestError()).value
            XCTFail("value should have thrown")
        } catch {
            XCTAssertTrue(error is TestError)
        }
    }

    func testMaybeValueIsNilWhenEmpty() async throws {
        let found = try await Maybe.just(1).value
        let missing = try await Maybe<Int>.empty().value

        XCTAssertEqual(found, 1)
        XCTAssertNil(missing)
    }

    func testCompletableValueReturnsOnCompletionAndThrowsTheError() async throws {
        try await Completable.empty().value
        do {
            try await Completable.error(TestError()).value
            XCTFail("value should have thrown")
        } catch {
            XCTAssertTrue(error is TestError)
        }
    }

    func testCancellingTheAwaitingTaskDisposesTheSubscriptionAndThrowsCancellationError() async {
        let (subscribed, subscribedSignal) = AsyncStream<Void>.makeStream()
        let (disposals, disposedSignal) = AsyncStream<Void>.makeStream()

        let task = Task {
            try await Single<Int>.create { _ in
                subscribedSignal.yield()
                return Disposables.create {
                    disposedSignal.yield()
                    disposedSignal.finish()
                }
            }.value
        }
        for await _ in subscribed { break }
        task.cancel()
        let result = await task.result
        var disposedCount = 0
        for await _ in disposals { disposedCount += 1 }

        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
        XCTAssertEqual(disposedCount, 1)
    }

    func testAsyncCreateSucceedsWithWhatWorkReturns() async throws {
        let single = Single<Int>.create { () async throws -> Int in
            await Task.yield()
            return 7
        }

        let value = try await single.value

        XCTAssertEqual(value, 7)
    }

    func testAsyncCreateFailsWithWhatWorkThrows() async {
        let single = Single<Int>.create { () async throws -> Int in throw TestError() }

        do {
            _ = try await single.value
            XCTFail("value should have thrown")
        } catch {
            XCTAssertTrue(error is TestError)
        }
    }

    func testDisposingAnAsyncCreateCancelsItsTask() async {
        let (started, startedSignal) = AsyncStream<Void>.makeStream()
        let (cancelled, cancelledSignal) = AsyncStream<Bool>.makeStream()
        let single = Single<Int>.create { () async throws -> Int in
            startedSignal.yield()
            // Suspends until the task is cancelled, which ends the sleep at once.
            try? await Task.sleep(nanoseconds: 1_000_000_000_000)
            cancelledSignal.yield(Task.isCancelled)
            return 1
        }
        var delivered: [Int] = []

        let subscription = single.subscribe(onSuccess: { delivered.append($0) })
        for await _ in started { break }
        subscription.dispose()
        var wasCancelled = false
        for await value in cancelled {
            wasCancelled = value
            break
        }

        XCTAssertTrue(wasCancelled)
        XCTAssertEqual(delivered, [])
    }

    func testAsyncObservableCreateSendsElementsThenCompletes() async throws {
        let countdown = Observable<Int>.create { observer in
            for value in [3, 2, 1] { observer(value) }
        }
        var received: [Int] = []

        for try await value in countdown.values {
            received.append(value)
        }

        XCTAssertEqual(received, [3, 2, 1])
    }

    func testAsyncInfallibleCreateSendsElementsThenCompletes() async {
        let ticks = Infallible<Int>.create { observer in
            for tick in 1...3 { observer(tick) }
        }
        var received: [Int] = []

        for await value in ticks.values {
            received.append(value)
        }

        XCTAssertEqual(received, [1, 2, 3])
    }
}
