extension SharedSequenceConvertibleType {
    /// Runs side effects at the points of a subscription's life, and passes the events on unchanged. The
    /// result is shared, so the effects run once per element, whatever the number of subscribers.
    ///
    /// ```
    /// source:  --1--2--|
    /// do(onNext: log)
    /// result:  --1--2--|      (log called with each element just before)
    /// ```
    ///
    /// ```swift
    /// _ = Driver.just(1).do(onNext: { print("got \($0)") }).drive(onNext: { print($0) })
    /// // Prints: got 1, 1
    /// ```
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            asSharedSequence().source.do(
                onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}
