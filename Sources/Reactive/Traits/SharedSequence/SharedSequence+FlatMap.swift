extension SharedSequenceConvertibleType {
    /// Maps every element to a sequence of the same strategy and sends the elements of the latest one
    /// only: a new element ends the subscription to the previous one. The shape of "load what the user
    /// asked for last".
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
    public func flatMapLatest<Result>(_ selector: @escaping (Element) -> SharedSequence<SharingStrategy, Result>)
        -> SharedSequence<SharingStrategy, Result>
    {
        SharedSequence(asSharedSequence().source.flatMapLatest(selector))
    }

    /// Maps an element to a sequence of the same strategy only while no inner sequence is running, and
    /// sends its elements; elements that arrive meanwhile are dropped.
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
    public func flatMapFirst<Result>(_ selector: @escaping (Element) -> SharedSequence<SharingStrategy, Result>)
        -> SharedSequence<SharingStrategy, Result>
    {
        SharedSequence(asSharedSequence().source.flatMapFirst(selector))
    }

    /// Maps every element to a sequence of the same strategy and merges the elements of all of them.
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
    public func flatMap<Result>(_ selector: @escaping (Element) -> SharedSequence<SharingStrategy, Result>)
        -> SharedSequence<SharingStrategy, Result>
    {
        SharedSequence(asSharedSequence().source.flatMap(selector))
    }
}

extension SharedSequenceConvertibleType
where Element: SharedSequenceConvertibleType, Element.SharingStrategy == SharingStrategy {
    /// Sends the elements of the latest inner sequence only: a new inner sequence ends the subscription to
    /// the previous one.
    ///
    /// ```swift
    /// _ = screens.map { $0.title }.switchLatest().drive(onNext: { print($0) })
    /// // Prints: the titles of the current screen only
    /// ```
    public func switchLatest() -> SharedSequence<SharingStrategy, Element.Element> {
        SharedSequence(asSharedSequence().source.map { $0.asSharedSequence().source }.switchLatest())
    }
}
