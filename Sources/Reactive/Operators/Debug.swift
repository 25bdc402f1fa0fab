import Foundation

/// Where `debug` writes: a line per subscription, event and disposal, such as
/// `2024-05-01 12:00:00.000: login -> Event next(1)`.
///
/// By default the lines are printed to standard output. Set `write` to send them elsewhere (a logger, a
/// test's collector); setting it is thread-safe and affects every `debug` from then on.
///
/// ```swift
/// DebugSink.write = { line in logger.debug("\(line)") }
/// ```
public enum DebugSink {
    /// Receives every line `debug` writes.
    public static var write: @Sendable (String) -> Void {
        get { storage.lock.withLock { storage.write } }
        set { storage.lock.withLock { storage.write = newValue } }
    }

    private static let storage = DebugSinkStorage()

    static func log(_ line: String) {
        let write = storage.lock.withLock { storage.write }
        write(line)
    }
}

private final class DebugSinkStorage: @unchecked Sendable {
    // Sendable: `write` is only read and written under `lock`.
    let lock = Lock()
    var write: @Sendable (String) -> Void = { print($0) }
}

extension ObservableType {
    /// Writes every subscription, event and disposal to `DebugSink`, each line starting with the time and
    /// `identifier`, and passes the events on unchanged.
    ///
    /// ```
    /// source:  --1--|
    /// debug("numbers")
    /// result:  --1--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1).debug("numbers").subscribe()
    /// // Prints: <time>: numbers -> subscribed, <time>: numbers -> Event next(1),
    /// //         <time>: numbers -> Event completed, <time>: numbers -> isDisposed
    /// ```
    ///
    /// - Parameters:
    ///   - identifier: What the lines name the sequence by; by default `file:line (function)` of the call.
    ///   - trimOutput: Whether to shorten an event's description to its first and last 20 characters.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> Observable<Element> {
        let name = identifier ?? "\(file.split(separator: "/").last.map(String.init) ?? file):\(line) (\(function))"
        return lift { DebugLoggingSink(downstream: $0, identifier: name, trimOutput: trimOutput) }
    }
}

/// Formats the lines of one subscription.
private final class DebugLogger {
    private let identifier: String
    private let formatter = DateFormatter()
    private let lock = Lock()

    init(identifier: String) {
        self.identifier = identifier
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
    }

    func log(_ content: String) {
        // The formatter is not thread-safe, and a disposal may come from another thread than the events.
        let time = lock.withLock { formatter.string(from: Date()) }
        DebugSink.log("\(time): \(identifier) -> \(content)")
    }
}

private final class DebugLoggingSink<Element>: Sink<Element> {
    private static var maxEventLength: Int { 40 }

    private let downstream: Sink<Element>
    private let logger: DebugLogger
    private let trimOutput: Bool

    init(downstream: Sink<Element>, identifier: String, trimOutput: Bool) {
        self.downstream = downstream
        logger = DebugLogger(identifier: identifier)
        self.trimOutput = trimOutput
    }

    /// The subscription and its disposal are logged too.
    override func subscribe(to source: Observable<Element>) -> Disposable {
        let logger = self.logger
        logger.log("subscribed")
        let subscription = source.runOnTrampoline(self)
        return Disposables.create {
            logger.log("isDisposed")
            subscription.dispose()
        }
    }

    override func onNext(_ element: Element) {
        log(.next(element))
        downstream.onNext(element)
    }

    override func onError(_ error: Swift.Error) {
        log(.error(error))
        downstream.onError(error)
    }

    override func onCompleted() {
        log(.completed)
        downstream.onCompleted()
    }

    private func log(_ event: Event<Element>) {
        let text = String(describing: event)
        let limit = Self.maxEventLength
        let shown = trimOutput && text.count > limit ? "\(text.prefix(limit / 2))...\(text.suffix(limit / 2))" : text
        logger.log("Event \(shown)")
    }
}
