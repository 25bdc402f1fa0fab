extension SharedSequenceConvertibleType {
    /// Drops the first `count` elements.
    ///
    /// ```
    /// source:  --1--2--3--|
    /// skip(2)
    /// result:  --------3--|
    /// ```
    ///
    /// ```swift
    /// _ = Driver.of(1, 2, 3).skip(2).drive(onNext: { print($0) })
    /// // Prints: 3
    /// ```
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asSharedSequence().source.skip(count))
    }
}
