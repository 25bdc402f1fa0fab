extension SharedSequenceConvertibleType {
    /// Transforms every element with `selector`; the result is shared and replays like its source.
    ///
    /// Fused with the per-element stages around it: see `SharedSequence`. Inlinable, so that the caller's
    /// module specialises the stage for its own types, as for `Observable`.
    ///
    /// ```
    /// source:  --1--2--|
    /// map { $0 * 10 }
    /// result:  --10-20-|
    /// ```
    ///
    /// ```swift
    /// _ = Driver.of(1, 2).map { $0 * 10 }.drive(onNext: { print($0) })
    /// // Prints: 10, 20
    /// ```
    @inlinable
    public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        // `map`'s stage, built here as `Observable.map` builds it, typed so that its sharing can wait for
        // its first subscriber.
        SharedSequence(
            lazilySharing: MapFilterObservable(
                source: asSharedSequence().chain, transform: selector, predicate: { _ in true }, filters: false
            ) { MapFilterSink(parent: $0, downstream: $1) })
    }
}

extension SharedSequenceConvertibleType {
    /// Transforms every element with `selector` and keeps the results that are not `nil`; the result is
    /// shared and replays the last element it sent.
    ///
    /// Fused with the per-element stages around it: see `SharedSequence`. Inlinable, so that the caller's
    /// module specialises the stage for its own types, as for `Observable`.
    ///
    /// ```
    /// source:  --"1"--"x"--"3"--|
    /// compactMap { Int($0) }
    /// result:  --1---------3----|
    /// ```
    ///
    /// ```swift
    /// _ = Driver.of("1", "x", "3").compactMap { Int($0) }.drive(onNext: { print($0) })
    /// // Prints: 1, 3
    /// ```
    @inlinable
    public func compactMap<Result>(_ selector: @escaping (Element) -> Result?) -> SharedSequence<
        SharingStrategy, Result
    > {
        SharedSequence(extending: asSharedSequence().chain.compactMap(selector))
    }
}
