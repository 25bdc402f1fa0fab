extension PrimitiveSequenceType where Trait == MaybeTrait, Element: Sendable {
    /// Subscribes and waits for the outcome: the element, `nil` if the `Maybe` completes empty, or the
    /// error, thrown.
    ///
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`.
    ///
    /// ```swift
    /// let cached = try await Maybe<Int>.empty().value
    /// print(cached as Any)
    /// // Prints: nil
    /// ```
    public var value: Element? {
        get async throws { try await primitiveSequence.firstOutcome() }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Subscribes and waits for completion; the error, if there is one, is thrown.
    ///
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`.
    ///
    /// ```swift
    /// try await Completable.empty().value
    /// print("done")
    /// // Prints: done
    /// ```
    public var value: Void {
        get async throws { _ = try await primitiveSequence.firstOutcome() }
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element: Sendable {
    /// Subscribes and waits for the outcome: the element, or the failure, thrown.
    ///
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`.
    ///
    /// ```swift
    /// let answer = try await Single.just(42).value
    /// print(answer)
    /// // Prints: 42
    /// ```
    public var value: Element {
        get async throws {
            // A Single cannot complete empty; `asSingle()` turns an empty source into this same error.
            guard let element = try await primitiveSequence.firstOutcome() else { throw RxError.noElements }
            return element
        }
    }
}
