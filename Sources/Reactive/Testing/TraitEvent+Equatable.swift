// RxTest compares the events of `Maybe` and `Completable` subscriptions; these conformances let a test do
// the same with a plain `XCTAssertEqual`. (`SingleEvent` is the standard `Result`, whose equality needs an
// `Equatable` error type: see `SingleEvent+Equality.swift`.)

extension MaybeEvent: Equatable where Element: Equatable {
    /// Two events are equal when they are the same case with equal elements; two errors are equal when
    /// they have the same type and the same description, as for `Event`.
    ///
    /// ```swift
    /// var events: [MaybeEvent<Int>] = []
    /// _ = Maybe.just(1).subscribe { events.append($0) }
    /// print(events == [.success(1)])
    /// // Prints: true
    /// ```
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let l), .success(let r)): return l == r
        case (.completed, .completed): return true
        case (.error(let l), .error(let r)): return errorsMatch(l, r)
        default: return false
        }
    }
}

extension CompletableEvent: Equatable {
    /// Two completions are equal; two errors are equal when they have the same type and the same
    /// description, as for `Event`.
    ///
    /// ```swift
    /// var events: [CompletableEvent] = []
    /// _ = Completable.empty().subscribe { events.append($0) }
    /// print(events == [.completed])
    /// // Prints: true
    /// ```
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case (.error(let l), .error(let r)): return errorsMatch(l, r)
        default: return false
        }
    }
}
