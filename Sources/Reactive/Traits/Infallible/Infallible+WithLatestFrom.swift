extension InfallibleType {
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
    /// _ = taps.withLatestFrom(text) { _, text in text }.subscribe(onNext: { print($0) })
    /// // Prints: the text at the time of each tap
    /// ```
    public func withLatestFrom<Source: InfallibleType, Result>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) -> Result
    ) -> Infallible<Result> {
        Infallible<Result>(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// Replaces every element with the latest element of `second`; elements that arrive before `second`
    /// has sent one are dropped.
    ///
    /// ```swift
    /// _ = taps.withLatestFrom(text).subscribe(onNext: { print($0) })
    /// // Prints: the text at the time of each tap
    /// ```
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        Infallible<Source.Element>(asObservable().withLatestFrom(second.asObservable()))
    }
}
