extension SharedSequenceConvertibleType {
    /// Combines every element with the latest element of `second` using `resultSelector`; elements that
    /// arrive before `second` has sent one are dropped.
    ///
    /// ```
    /// source:  --1-----2--3--|
    /// second:  ----a--b------|
    /// withLatestFrom(second) { "\($0)\($1)" }
    /// result:  --------X--Y--|      X = "2b", Y = "3b"
    /// ```
    ///
    /// ```swift
    /// _ = taps.withLatestFrom(text) { _, text in text }.emit(onNext: { print($0) })
    /// // Prints: the text at the time of each tap
    /// ```
    public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
        _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(
            asSharedSequence().source.withLatestFrom(second.asSharedSequence().source, resultSelector: resultSelector))
    }

    /// Replaces every element with the latest element of `second`; elements that arrive before `second`
    /// has sent one are dropped.
    ///
    /// ```swift
    /// _ = taps.withLatestFrom(text).emit(onNext: { print($0) })
    /// // Prints: the text at the time of each tap
    /// ```
    public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second)
        -> SharedSequence<SharingStrategy, Second.Element>
    {
        SharedSequence(asSharedSequence().source.withLatestFrom(second.asSharedSequence().source))
    }
}
