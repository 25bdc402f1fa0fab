extension InfallibleType {
    /// Transforms every element with `transform`, which cannot throw: the result cannot fail either.
    ///
    /// ```
    /// source:  --1--2--|
    /// map { $0 * 10 }
    /// result:  --10-20-|
    /// ```
    ///
    /// ```swift
    /// _ = Infallible.from([1, 2]).map { $0 * 10 }.subscribe(onNext: { print($0) })
    /// // Prints: 10, 20
    /// ```
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible<Result>(asObservable().map(transform))
    }
}
