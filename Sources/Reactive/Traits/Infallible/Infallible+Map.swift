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

extension InfallibleType {
    /// Transforms every element with `transform` and keeps the results that are not `nil`.
    ///
    /// ```
    /// source:  --"1"--"x"--"3"--|
    /// compactMap { Int($0) }
    /// result:  --1---------3----|
    /// ```
    ///
    /// ```swift
    /// _ = Infallible.of("1", "x", "3").compactMap { Int($0) }.subscribe(onNext: { print($0) })
    /// // Prints: 1, 3
    /// ```
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible<Result>(asObservable().compactMap(transform))
    }
}
