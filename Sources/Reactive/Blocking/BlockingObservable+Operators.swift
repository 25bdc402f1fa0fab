/// How a blocked-on sequence ended, with the elements it sent before: what `materialize()` returns.
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after sending `elements`.
    case completed(elements: [T])
    /// The sequence failed with `error` after sending `elements` (a timeout is `RxError.timeout`).
    case failed(elements: [T], error: Swift.Error)
}

extension MaterializedSequenceResult: Sendable where T: Sendable {}

extension BlockingObservable {
    /// Blocks until the sequence completes and returns all its elements; throws the error it fails with.
    ///
    /// ```
    /// source:  --1--2--|
    /// toArray()  returns [1, 2]
    /// ```
    ///
    /// ```swift
    /// print(try Observable.of(1, 2).toBlocking().toArray())
    /// // Prints: [1, 2]
    /// ```
    public func toArray() throws -> [Element] {
        try materializeResult().elements()
    }

    /// Blocks until the sequence sends its first element and returns it, ending the subscription; returns
    /// `nil` if it completes empty, and throws the error it fails with before an element.
    ///
    /// ```
    /// source:  --1--2--|
    /// first()  returns 1 at the first element
    /// ```
    ///
    /// ```swift
    /// print(try Observable.of(1, 2).toBlocking().first() ?? 0)
    /// // Prints: 1
    /// ```
    public func first() throws -> Element? {
        try materializeResult(max: 1).elements().first
    }

    /// Blocks until the sequence completes and returns its last element, or `nil` if it sent none; throws
    /// the error it fails with.
    ///
    /// ```
    /// source:  --1--2--|
    /// last()   returns 2 at completion
    /// ```
    ///
    /// ```swift
    /// print(try Observable.of(1, 2).toBlocking().last() ?? 0)
    /// // Prints: 2
    /// ```
    public func last() throws -> Element? {
        try materializeResult().elements().last
    }

    /// Blocks until the sequence completes and returns its only element; throws `RxError.noElements` if it
    /// sent none, `RxError.moreThanOneElement` as soon as it sends a second one, or the error it fails with.
    ///
    /// ```
    /// source:  --1--|
    /// single()  returns 1
    /// ```
    ///
    /// ```swift
    /// print(try Observable.just(1).toBlocking().single())
    /// // Prints: 1
    /// ```
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// Blocks until the sequence completes and returns its only element that satisfies `predicate`; throws
    /// `RxError.noElements` if none does, `RxError.moreThanOneElement` as soon as a second one does, or the
    /// error the sequence or `predicate` fails with.
    ///
    /// ```swift
    /// print(try Observable.of(1, 2, 3).toBlocking().single { $0 % 2 == 0 })
    /// // Prints: 2
    /// ```
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let elements = try materializeResult(max: 2, predicate: predicate).elements()
        guard elements.count < 2 else { throw RxError.moreThanOneElement }
        guard let element = elements.first else { throw RxError.noElements }
        return element
    }

    /// Blocks until the sequence terminates and returns how it ended, with the elements it sent: never
    /// throws.
    ///
    /// ```
    /// source:  --1--#
    /// materialize()  returns .failed(elements: [1], error: #)
    /// ```
    ///
    /// ```swift
    /// if case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() {
    ///     print(elements)
    /// }
    /// // Prints: [1, 2]
    /// ```
    public func materialize() -> MaterializedSequenceResult<Element> {
        materializeResult()
    }
}

extension MaterializedSequenceResult {
    /// The elements of a completed sequence; throws the error of a failed one.
    fileprivate func elements() throws -> [T] {
        switch self {
        case .completed(let elements): return elements
        case .failed(_, let error): throw error
        }
    }
}
