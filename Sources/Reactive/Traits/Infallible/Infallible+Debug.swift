extension InfallibleType {
    /// Writes every subscription, event and disposal to `DebugSink`, and passes the events on unchanged.
    ///
    /// ```swift
    /// _ = Infallible.of(1).debug("numbers").subscribe()
    /// // Prints: <time>: numbers -> subscribed, <time>: numbers -> Event next(1), ...
    /// ```
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> Infallible<Element> {
        Infallible(
            asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
