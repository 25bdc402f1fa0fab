extension SharedSequenceConvertibleType {
    /// Writes every subscription, event and disposal to `DebugSink`, and passes the events on unchanged.
    ///
    /// ```swift
    /// _ = Driver.just(1).debug("title").drive()
    /// // Prints: <time>: title -> subscribed, <time>: title -> Event next(1), ...
    /// ```
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            asSharedSequence().source.debug(
                identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
