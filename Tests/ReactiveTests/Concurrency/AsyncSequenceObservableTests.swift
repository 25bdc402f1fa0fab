import Reactive
import XCTest

private struct TestError: Error {}

/// Yields the priority of the task that iterates it, once.
private struct PriorityProbe: AsyncSequence {
    typealias Element = TaskPriority

    struct AsyncIterator: AsyncIteratorProtocol {
        var yielded = false

        mutating func next() async -> TaskPriority? {
            if yielded { return nil }
            yielded = true
            return Task.currentPriority
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}

final class AsyncSequenceObservableTests: ReactiveTestCase {
    func testFromSendsWhatTheSequenceYieldsThenCompletes() async throws {
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.yield(2)
            continuation.finish()
        }
        var received: [Int] = []

        for try await value in Observable.from(stream).values {
            received.append(value)
        }

        XCTAssertEqual(received, [1, 2])
    }

    func testAsObservableForwardsTheSequenceError() async {
        let stream = AsyncThrowingStream<Int, Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: TestError())
        }
        var received: [Int] = []

        do {
            for try await value in stream.asObservable().values {
                received.append(value)
            }
            XCTFail("the loop should have thrown")
        } catch {
            XCTAssertTrue(error is TestError)
        }
        XCTAssertEqual(received, [1])
    }

    func testCancellationErrorCompletesTheSequence() async throws {
        let stream = AsyncThrowingStream<Int, Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: CancellationError())
        }
        var received: [Int] = []

        for try await value in stream.asObservable().values {
            received.append(value)
        }

        XCTAssertEqual(received, [1])
    }

    func testDisposingCancelsTheIteratingTask() async {
        let (terminations, terminated) = AsyncStream<AsyncStream<Int>.Continuation.Termination>.makeStream()
        let (firstReceived, signal) = AsyncStream<Int>.makeStream()
        let endless = AsyncStream<Int> { continuation in
            continuation.onTermination = { termination in
                terminated.yield(termination)
                terminated.finish()
            }
            continuation.yield(1)
        }

        let subscription = endless.asObservable().subscribe(onNext: { signal.yield($0) })
        var first: Int?
        for await value in firstReceived {
            first = value
            break
        }
        subscription.dispose()
        var termination: AsyncStream<Int>.Continuation.Termination?
        for await value in terminations { termination = value }

        XCTAssertEqual(first, 1)
        guard case .cancelled = termination else {
            return XCTFail("expected .cancelled, got \(String(describing: termination))")
        }
    }

    func testAsObservableIteratesAtTheGivenPriority() async throws {
        var priorities: [TaskPriority] = []

        for try await priority in PriorityProbe().asObservable(priority: .high).values {
            priorities.append(priority)
        }
        for try await priority in PriorityProbe().asObservable(detached: true, priority: .low).values {
            priorities.append(priority)
        }

        XCTAssertEqual(priorities, [.high, .low])
    }
}
