extension SharedSequenceConvertibleType {
    /// Lets through only the elements for which `predicate` returns true; the result is shared and
    /// replays the last element it let through.
    ///
    /// Fused with the per-element stages around it: see `SharedSequence`. Inlinable, so that the caller's
    /// module specialises the stage for its own types, as for `Observable`.
    ///
    /// ```
    /// source:  --1--2--3--4--|
    /// filter { $0.isMultiple(of: 2) }
    /// result:  -----2-----4--|
    /// ```
    ///
    /// ```swift
    /// _ = Driver.of(1, 2, 3, 4).filter { $0.isMultiple(of: 2) }.drive(onNext: { print($0) })
    /// // Prints: 2, 4
    /// ```
    @inlinable
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        // `filter`'s stage, built here as `Observable.filter` builds it, typed so that its sharing can wait
        // for its first subscriber.
        let chain = asSharedSequence().chain
        if let fusing = chain as? FilterFusingObservable<Element> {
            return SharedSequence(lazilySharing: fusing.fusing(filter: predicate))
        }
        return SharedSequence(
            lazilySharing: FilterObservable(source: chain, predicate: predicate, sinkType: FilterSink<Element>.self))
    }
}
