extension SharedSequence {
    /// Combines the latest elements of two sequences, each time any of them sends one once all have sent a first one,
    /// with `resultSelector`.
    ///
    /// ```
    /// a:       -1----3--|
    /// b:       ---2-----|
    /// combineLatest(a, b) { $0 + $1 }
    /// result:  ---3--5--|
    /// ```
    ///
    /// ```swift
    /// let one = Driver.just(1)
    /// _ = Driver.combineLatest(one, one) { $0 + $1 }
    ///     .drive(onNext: { print($0) })
    /// // Prints: 2
    /// ```
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy {
        SharedSequence(
            Observable.combineLatest(
                source1.asSharedSequence().source, source2.asSharedSequence().source, resultSelector: resultSelector))
    }
}

extension SharedSequence {
    /// Combines the latest elements of three sequences, each time any of them sends one once all have sent a first
    /// one, with `resultSelector`.
    ///
    /// ```swift
    /// let one = Driver.just(1)
    /// _ = Driver.combineLatest(one, one, one) { $0 + $1 + $2 }
    ///     .drive(onNext: { print($0) })
    /// // Prints: 3
    /// ```
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where
        SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy
    {
        SharedSequence(
            Observable.combineLatest(
                source1.asSharedSequence().source, source2.asSharedSequence().source, source3.asSharedSequence().source,
                resultSelector: resultSelector))
    }
}

extension SharedSequence {
    /// Combines the latest elements of four sequences, each time any of them sends one once all have sent a first
    /// one, with `resultSelector`.
    ///
    /// ```swift
    /// let one = Driver.just(1)
    /// _ = Driver.combineLatest(one, one, one, one) { $0 + $1 + $2 + $3 }
    ///     .drive(onNext: { print($0) })
    /// // Prints: 4
    /// ```
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where
        SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy
    {
        SharedSequence(
            Observable.combineLatest(
                source1.asSharedSequence().source, source2.asSharedSequence().source, source3.asSharedSequence().source,
                source4.asSharedSequence().source, resultSelector: resultSelector))
    }
}

extension SharedSequence {
    /// Combines the latest elements of five sequences, each time any of them sends one once all have sent a first
    /// one, with `resultSelector`.
    ///
    /// ```swift
    /// let one = Driver.just(1)
    /// _ = Driver.combineLatest(one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 }
    ///     .drive(onNext: { print($0) })
    /// // Prints: 5
    /// ```
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where
        SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy
    {
        SharedSequence(
            Observable.combineLatest(
                source1.asSharedSequence().source, source2.asSharedSequence().source, source3.asSharedSequence().source,
                source4.asSharedSequence().source, source5.asSharedSequence().source, resultSelector: resultSelector))
    }
}

extension SharedSequence {
    /// Combines the latest elements of six sequences, each time any of them sends one once all have sent a first one,
    /// with `resultSelector`.
    ///
    /// ```swift
    /// let one = Driver.just(1)
    /// _ = Driver.combineLatest(one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 }
    ///     .drive(onNext: { print($0) })
    /// // Prints: 6
    /// ```
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where
        SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy, SharingStrategy == O6.SharingStrategy
    {
        SharedSequence(
            Observable.combineLatest(
                source1.asSharedSequence().source, source2.asSharedSequence().source, source3.asSharedSequence().source,
                source4.asSharedSequence().source, source5.asSharedSequence().source, source6.asSharedSequence().source,
                resultSelector: resultSelector))
    }
}

extension SharedSequence {
    /// Combines the latest elements of seven sequences, each time any of them sends one once all have sent a first
    /// one, with `resultSelector`.
    ///
    /// ```swift
    /// let one = Driver.just(1)
    /// _ = Driver.combineLatest(one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
    ///     .drive(onNext: { print($0) })
    /// // Prints: 7
    /// ```
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
        O7: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws ->
            Element
    ) -> SharedSequence<SharingStrategy, Element>
    where
        SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy, SharingStrategy == O6.SharingStrategy,
        SharingStrategy == O7.SharingStrategy
    {
        SharedSequence(
            Observable.combineLatest(
                source1.asSharedSequence().source, source2.asSharedSequence().source, source3.asSharedSequence().source,
                source4.asSharedSequence().source, source5.asSharedSequence().source, source6.asSharedSequence().source,
                source7.asSharedSequence().source, resultSelector: resultSelector))
    }
}

extension SharedSequence {
    /// Combines the latest elements of eight sequences, each time any of them sends one once all have sent a first
    /// one, with `resultSelector`.
    ///
    /// ```swift
    /// let one = Driver.just(1)
    /// _ = Driver.combineLatest(one, one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    ///     .drive(onNext: { print($0) })
    /// // Prints: 8
    /// ```
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
        O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        _ source8: O8,
        resultSelector:
            @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
            throws -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where
        SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy, SharingStrategy == O6.SharingStrategy,
        SharingStrategy == O7.SharingStrategy, SharingStrategy == O8.SharingStrategy
    {
        SharedSequence(
            Observable.combineLatest(
                source1.asSharedSequence().source, source2.asSharedSequence().source, source3.asSharedSequence().source,
                source4.asSharedSequence().source, source5.asSharedSequence().source, source6.asSharedSequence().source,
                source7.asSharedSequence().source, source8.asSharedSequence().source, resultSelector: resultSelector))
    }
}

extension SharedSequence {
    /// Combines the latest elements of every sequence in `collection`, each time any of them sends one
    /// once all have sent a first one, with `resultSelector`.
    ///
    /// ```swift
    /// _ = Driver.combineLatest([Driver.just(1), Driver.just(2)]) { $0.reduce(0, +) }.drive(onNext: { print($0) })
    /// // Prints: 3
    /// ```
    public static func combineLatest<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(
            Observable.combineLatest(collection.map { $0.source }, resultSelector: resultSelector))
    }

    /// Combines the latest elements of every sequence in `collection`, each time any of them sends one
    /// once all have sent a first one, into arrays.
    ///
    /// ```swift
    /// _ = Driver.combineLatest([Driver.just(1), Driver.just(2)]).drive(onNext: { print($0) })
    /// // Prints: [1, 2]
    /// ```
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
        -> SharedSequence<SharingStrategy, [Element]>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(collection.map { $0.source }))
    }
}
