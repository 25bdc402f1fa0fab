extension ObservableType {
    /// Transforms every element with `transform` and sends the results that are not `nil`. A thrown error
    /// ends the sequence with that error.
    ///
    /// ```
    /// source:      --"1"--"x"--"3"--|
    /// compactMap { Int($0) }
    /// result:      --1---------3----|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of("1", "x", "3").compactMap { Int($0) }.subscribe(onNext: { print($0) })
    /// // Prints: 1, 3
    /// ```
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        // The step is built here, where the caller's module specialises it, as `map` does.
        MapObservable(source: asObservable()) { downstream in
            { element in
                if let result = try transform(element) { downstream.onNext(result) }
            }
        }
    }
}
