import Reactive
import XCTest

private struct TestError: Error {}

final class ValuesTests: ReactiveTestCase {
    func testValuesYieldsEveryElementThenEnds() async throws {
        var received: [Int] = []

        for try await value in Observable.of(1, 2, 3).values {
            received.append(value)
        }

        XCTAssertEqual(received, [1, 2, 3])
    }

    func testValuesThrowsTheSequenceError() async {
        var received: [Int] = []
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError())
            return Disposables.create()
        }

        do {
            for try await value in failing.values {
                received.append(value)
            }
            XCTFail("the loop should have thrown")
        } catch {
            XCTAssertTrue(error is TestError)
        }
        XCTAssertEqual(received, [1])
    }

    func testCancellingTheIteratingTaskDisposesTheSubscriptionAndThrowsCancellationError() async {
        var disposed = false
        let endless = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create { disposed = true }
        }
        let (firstReceived, signal) = AsyncStream<Void>.makeStream()
        let stream = endless.values

        let task = Task {
            var received: [Int] = []
            do {
                for try await value in stream {
                    received.append(value)
                    signal.yield()
                }
                XCTFail("a cancelled loop must not end as if the sequence had completed")
            } catch {
                XCTAssertTrue(error is CancellationError, "got \(error)")
            }
            return received
        }
        for await _ in firstReceived { break }
        XCTAssertFalse(disposed)
        task.cancel()
        let received = await task.value

        XCTAssertEqual(received, [1])
        XCTAssertTrue(disposed)
    }

    func testATaskCancelledBeforeAnyElementThrowsCancellationError() async {
        let start = Resources.total
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            for try await _ in Observable<Void>.never().values {}
        }

        let result = await task.result

        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "got \($0)") }
        XCTAssertEqual(Resources.total, start)
    }

    func testACompletedSequenceEndsTheLoopWithoutAnErrorEvenIfTheTaskIsCancelledAfterwards() async throws {
        let task = Task { () -> [Int] in
            var received: [Int] = []
            for try await value in Observable.of(1, 2).values { received.append(value) }
            withUnsafeCurrentTask { $0?.cancel() }
            return received
        }

        let received = try await task.value

        XCTAssertEqual(received, [1, 2])
    }

    func testInfallibleValuesIsANonThrowingStream() async {
        let numbers = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.next(2))
            observer(.completed)
            return Disposables.create()
        }
        var received: [Int] = []

        let stream: AsyncStream<Int> = numbers.values
        for await value in stream {
            received.append(value)
        }

        XCTAssertEqual(received, [1, 2])
    }

    func testSingleValuesYieldsTheElement() async throws {
        var received: [Int] = []

        for try await value in Single.just(5).values {
            received.append(value)
        }

        XCTAssertEqual(received, [5])
    }

    func testDriverValuesIsANonThrowingStreamOfWhatTheDriverDelivers() async {
        let scheduler = TestScheduler(initialClock: 0)
        var driver: Driver<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
            driver = Observable.of(1, 2).asDriver(onErrorJustReturn: 0)
        }
        var received: [Int] = []

        let stream: AsyncStream<Int> = driver!.values
        scheduler.start()
        for await value in stream {
            received.append(value)
        }

        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(scheduler.clock, 3)
    }
}
