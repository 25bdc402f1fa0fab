extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the latest elements of two sequences, each time any of them sends one once all have sent a first one,
    /// into tuples.
    ///
    /// ```swift
    /// let one = Driver.just(1)
    /// _ = Driver.combineLatest(one, one).drive(onNext: { print($0) })
    /// // Prints: (1, 1)
    /// ```
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element)>
    where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element)>(
            Observable.combineLatest(source1.asSharedSequence().source, source2.asSharedSequence().source) { ($0, $1) })
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the latest elements of three sequences, each time any of them sends one once all have sent a first
    /// one, into tuples.
    ///
    /// ```swift
    /// let one = Driver.just(1)
    /// _ = Driver.combineLatest(one, one, one).drive(onNext: { print($0) })
    /// // Prints: (1, 1, 1)
    /// ```
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>
    where
        SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy
    {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>(
            Observable.combineLatest(
                source1.asSharedSequence().source, source2.asSharedSequence().source, source3.asSharedSequence().source
            ) { ($0, $1, $2) })
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the latest elements of four sequences, each time any of them sends one once all have sent a first
    /// one, into tuples.
    ///
    /// ```swift
    /// let one = Driver.just(1)
    /// _ = Driver.combineLatest(one, one, one, one).drive(onNext: { print($0) })
    /// // Prints: (1, 1, 1, 1)
    /// ```
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>
    where
        SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy
    {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>(
            Observable.combineLatest(
                source1.asSharedSequence().source, source2.asSharedSequence().source, source3.asSharedSequence().source,
                source4.asSharedSequence().source
            ) { ($0, $1, $2, $3) })
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the latest elements of five sequences, each time any of them sends one once all have sent a first
    /// one, into tuples.
    ///
    /// ```swift
    /// let one = Driver.just(1)
    /// _ = Driver.combineLatest(one, one, one, one, one).drive(onNext: { print($0) })
    /// // Prints: (1, 1, 1, 1, 1)
    /// ```
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>
    where
        SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy
    {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>(
            Observable.combineLatest(
                source1.asSharedSequence().source, source2.asSharedSequence().source, source3.asSharedSequence().source,
                source4.asSharedSequence().source, source5.asSharedSequence().source
            ) { ($0, $1, $2, $3, $4) })
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the latest elements of six sequences, each time any of them sends one once all have sent a first one,
    /// into tuples.
    ///
    /// ```swift
    /// let one = Driver.just(1)
    /// _ = Driver.combineLatest(one, one, one, one, one, one).drive(onNext: { print($0) })
    /// // Prints: (1, 1, 1, 1, 1, 1)
    /// ```
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>
    where
        SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy, SharingStrategy == O6.SharingStrategy
    {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>(
            Observable.combineLatest(
                source1.asSharedSequence().source, source2.asSharedSequence().source, source3.asSharedSequence().source,
                source4.asSharedSequence().source, source5.asSharedSequence().source, source6.asSharedSequence().source
            ) { ($0, $1, $2, $3, $4, $5) })
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the latest elements of seven sequences, each time any of them sends one once all have sent a first
    /// one, into tuples.
    ///
    /// ```swift
    /// let one = Driver.just(1)
    /// _ = Driver.combineLatest(one, one, one, one, one, one, one).drive(onNext: { print($0) })
    /// // Prints: (1, 1, 1, 1, 1, 1, 1)
    /// ```
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
        O7: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> SharedSequence<
        SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
    >
    where
        SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy, SharingStrategy == O6.SharingStrategy,
        SharingStrategy == O7.SharingStrategy
    {
        SharedSequence<
            SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
        >(
            Observable.combineLatest(
                source1.asSharedSequence().source, source2.asSharedSequence().source, source3.asSharedSequence().source,
                source4.asSharedSequence().source, source5.asSharedSequence().source, source6.asSharedSequence().source,
                source7.asSharedSequence().source
            ) { ($0, $1, $2, $3, $4, $5, $6) })
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the latest elements of eight sequences, each time any of them sends one once all have sent a first
    /// one, into tuples.
    ///
    /// ```swift
    /// let one = Driver.just(1)
    /// _ = Driver.combineLatest(one, one, one, one, one, one, one, one).drive(onNext: { print($0) })
    /// // Prints: (1, 1, 1, 1, 1, 1, 1, 1)
    /// ```
    public static func combineLatest<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
        O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
        O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        _ source8: O8
    ) -> SharedSequence<
        SharingStrategy,
        (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
    >
    where
        SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy, SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy, SharingStrategy == O6.SharingStrategy,
        SharingStrategy == O7.SharingStrategy, SharingStrategy == O8.SharingStrategy
    {
        SharedSequence<
            SharingStrategy,
            (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
        >(
            Observable.combineLatest(
                source1.asSharedSequence().source, source2.asSharedSequence().source, source3.asSharedSequence().source,
                source4.asSharedSequence().source, source5.asSharedSequence().source, source6.asSharedSequence().source,
                source7.asSharedSequence().source, source8.asSharedSequence().source
            ) { ($0, $1, $2, $3, $4, $5, $6, $7) })
    }
}
