import Dispatch
import Foundation

/// A sequence whose outcome a test waits for, blocking the current thread: the bridge RxBlocking offers,
/// with `first()`, `last()`, `toArray()`, `single()` and `materialize()`.
///
/// Meant for tests: production code should subscribe, or await `values` and `value`. On the main thread it
/// keeps the run loop turning while it waits, so work the sequence schedules on the main queue still runs.
///
/// ```swift
/// let elements = try Observable.of(1, 2, 3).toBlocking().toArray()
/// print(elements)
/// // Prints: [1, 2, 3]
/// ```
public struct BlockingObservable<Element> {
    /// How long to wait before giving up with `RxError.timeout`; `nil` waits for as long as it takes.
    let timeout: TimeInterval?
    let source: Observable<Element>
}

extension ObservableConvertibleType {
    /// This sequence as a `BlockingObservable`, whose operators block the current thread until the
    /// sequence has given them their answer, or until `timeout` seconds have passed (then they throw
    /// `RxError.timeout`).
    ///
    /// ```
    /// source:  --1--2--|
    /// toBlocking().toArray()  returns [1, 2] once the source completes
    /// ```
    ///
    /// ```swift
    /// let first = try Observable.of(1, 2).toBlocking(timeout: 1).first()
    /// print(first ?? 0)
    /// // Prints: 1
    /// ```
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}

extension BlockingObservable {
    /// Subscribes, and waits until the source terminates, `max` elements that pass `predicate` have
    /// arrived, or the timeout expires; then ends the subscription.
    func materializeResult(max: Int? = nil, predicate: @escaping (Element) throws -> Bool = { _ in true })
        -> MaterializedSequenceResult<Element>
    {
        let outcome = BlockingOutcome<Element>()
        let subscription = SingleAssignmentDisposable()
        defer { subscription.dispose() }
        subscription.setDisposable(
            source.subscribe { event in
                switch event {
                case .next(let element):
                    do {
                        guard try predicate(element) else { return }
                        outcome.append(element, max: max)
                    } catch {
                        outcome.finish(error)
                    }
                case .error(let error):
                    outcome.finish(error)
                case .completed:
                    outcome.finish(nil)
                }
            })
        if !outcome.wait(timeout: timeout) {
            outcome.finish(RxError.timeout)
        }
        return outcome.result
    }
}

/// What a blocking operator has received so far, and the signal that it has its answer.
private final class BlockingOutcome<Element>: @unchecked Sendable {
    // Sendable: `elements`, `error` and `isFinished` are only touched under `lock`.
    private let lock = Lock()
    private let finished = DispatchSemaphore(value: 0)
    private var elements: [Element] = []
    private var error: Swift.Error?
    private var isFinished = false

    /// Keeps `element`; finishes once there are `max` of them.
    func append(_ element: Element, max: Int?) {
        let reachedMax: Bool = lock.withLock {
            guard !isFinished else { return false }
            elements.append(element)
            return max.map { elements.count >= $0 } ?? false
        }
        if reachedMax { finish(nil) }
    }

    /// Finishes, with `error` if there is one; only the first call counts.
    func finish(_ error: Swift.Error?) {
        let first: Bool = lock.withLock {
            guard !isFinished else { return false }
            isFinished = true
            self.error = error
            return true
        }
        if first { finished.signal() }
    }

    var result: MaterializedSequenceResult<Element> {
        lock.withLock {
            if let error { return .failed(elements: elements, error: error) }
            return .completed(elements: elements)
        }
    }

    /// Blocks until finished or until `timeout` seconds have passed; returns whether it finished. On the
    /// main thread it runs the run loop meanwhile, so that the main queue's work goes on.
    func wait(timeout: TimeInterval?) -> Bool {
        let deadline = timeout.map { Date(timeIntervalSinceNow: $0) } ?? .distantFuture
        guard Thread.isMainThread else {
            guard let timeout else {
                finished.wait()
                return true
            }
            return finished.wait(timeout: .now() + timeout) == .success
        }
        while true {
            if finished.wait(timeout: .now()) == .success { return true }
            if Date() >= deadline { return false }
            _ = RunLoop.current.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.001)))
            if finished.wait(timeout: .now() + .milliseconds(1)) == .success { return true }
        }
    }
}
