extension SharedSequenceConvertibleType {
    /// Maps every element to a shared sequence and sends the elements of the latest one only: a new
    /// element ends the subscription to the previous one. The shape of "load what the user asked for last".
    /// The result shares as the inner sequences do, so a `Driver` can switch to `Signal`s, as in RxCocoa.
    ///
    /// ```
    /// source:  --1--2---------|
    /// flatMapLatest { x in (x at +1, X at +4, completing at +4) }
    /// result:  ---1--2--B-----|
    /// ```
    ///
    /// ```swift
    /// let results = query.flatMapLatest { search($0).asDriver(onErrorJustReturn: []) }
    /// _ = results.drive(onNext: { print($0) })
    /// // Prints: the results of the latest query only
    /// ```
    public func flatMapLatest<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result>
    {
        SharedSequence<Sharing, Result>(asSharedSequence().source.flatMapLatest(selector))
    }

    /// Maps an element to a shared sequence only while no inner sequence is running, and sends its
    /// elements; elements that arrive meanwhile are dropped. The result shares as the inner sequences do.
    ///
    /// ```
    /// source:  --1--2-----3-----|
    /// flatMapFirst { x in (x at +1, X at +4, completing at +4) }
    /// result:  ---1--A-----3--C-|
    /// ```
    ///
    /// ```swift
    /// let submissions = taps.flatMapFirst { _ in submit().asDriver(onErrorJustReturn: false) }
    /// _ = submissions.drive(onNext: { print($0) })
    /// // Prints: one answer per submission, ignoring taps while one is running
    /// ```
    public func flatMapFirst<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result>
    {
        SharedSequence<Sharing, Result>(asSharedSequence().source.flatMapFirst(selector))
    }

    /// Maps every element to a shared sequence and merges the elements of all of them. The result shares
    /// as the inner sequences do.
    ///
    /// ```
    /// source:  --1-----2------|
    /// flatMap { x in (x at +1, X at +4) }
    /// result:  ---1--A--2--B--|
    /// ```
    ///
    /// ```swift
    /// _ = Driver.of(1, 2).flatMap { Driver.of($0, $0 * 10) }.drive(onNext: { print($0) })
    /// // Prints: 1, 10, 2, 20
    /// ```
    public func flatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result>
    {
        SharedSequence<Sharing, Result>(asSharedSequence().source.flatMap(selector))
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Sends the elements of the latest inner sequence only: a new inner sequence ends the subscription to
    /// the previous one. The result shares as the inner sequences do.
    ///
    /// ```swift
    /// _ = screens.map { $0.title }.switchLatest().drive(onNext: { print($0) })
    /// // Prints: the titles of the current screen only
    /// ```
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence<Element.SharingStrategy, Element.Element>(
            asSharedSequence().source.map { $0.asSharedSequence().source }.switchLatest())
    }
}
