extension PrimitiveSequence {
    /// Writes every subscription, event and disposal to `DebugSink`, each line starting with the time and
    /// `identifier`, and passes the outcome on unchanged.
    ///
    /// ```swift
    /// _ = Single.just(1).debug("answer").subscribe()
    /// // Prints: <time>: answer -> subscribed, <time>: answer -> Event next(1), ...
    /// ```
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
