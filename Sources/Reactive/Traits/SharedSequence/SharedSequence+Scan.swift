extension SharedSequenceConvertibleType {
    /// Sends the running result of `accumulator`, starting from `seed`, after every element: the shape of
    /// a state reduced from events.
    ///
    /// ```
    /// source:  --1--2--3--|
    /// scan(0, +)
    /// result:  --1--3--6--|
    /// ```
    ///
    /// ```swift
    /// _ = Driver.of(1, 2, 3).scan(0, accumulator: +).drive(onNext: { print($0) })
    /// // Prints: 1, 3, 6
    /// ```
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed)
        -> SharedSequence<SharingStrategy, Seed>
    {
        SharedSequence(asSharedSequence().source.scan(seed, accumulator: accumulator))
    }
}
