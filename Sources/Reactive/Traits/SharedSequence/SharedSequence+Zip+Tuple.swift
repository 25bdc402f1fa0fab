extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the elements of two sequences by index: the first ones, then the second ones, and so on, into tuples.
    ///
    /// ```swift
    /// let one = Driver.just(1)
    /// _ = Driver.zip(one, one).drive(onNext: { print($0) })
    /// // Prints: (1, 1)
    /// ```
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element)>
    where SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element)>(
            Observable.zip(source1.asSharedSequence().source, source2.asSharedSequence().source) { ($0, $1) })
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the elements of three sequences by index: the first ones, then the second ones, and so on, into
    /// tuples.
    ///
    /// ```swift
    /// let one = Driver.just(1)
    /// _ = Driver.zip(one, one, one).drive(onNext: { print($0) })
    /// // Prints: (1, 1, 1)
    /// ```
    public static func zip<
        O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>
    where
        SharingStrategy == O1.SharingStrategy, SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy
    {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>(
            Observable.zip(
                source1.asSharedSequence().source, source2.asSharedSequence().source, source3.asSharedSequence().source
            ) { ($0, $1, $2) })
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the elements of four sequences by index: the first ones, then the second ones, and so on, into
    /// tuples.
    ///
    /// ```swift
    /// let one = Driver.just(1)
    /// _ = Driver.zip(one, one, one, one).drive(onNext: { print($0) })
    /// // Prints: (1, 1, 1, 1)
    /// ```
    public static func zip<
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
            Observable.zip(
                source1.asSharedSequence().source, source2.asSharedSequence().source, source3.asSharedSequence().source,
                source4.asSharedSequence().source
            ) { ($0, $1, $2, $3) })
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the elements of five sequences by index: the first ones, then the second ones, and so on, into
    /// tuples.
    ///
    /// ```swift
    /// let one = Driver.just(1)
    /// _ = Driver.zip(one, one, one, one, one).drive(onNext: { print($0) })
    /// // Prints: (1, 1, 1, 1, 1)
    /// ```
    public static func zip<
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
            Observable.zip(
                source1.asSharedSequence().source, source2.asSharedSequence().source, source3.asSharedSequence().source,
                source4.asSharedSequence().source, source5.asSharedSequence().source
            ) { ($0, $1, $2, $3, $4) })
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the elements of six sequences by index: the first ones, then the second ones, and so on, into tuples.
    ///
    /// ```swift
    /// let one = Driver.just(1)
    /// _ = Driver.zip(one, one, one, one, one, one).drive(onNext: { print($0) })
    /// // Prints: (1, 1, 1, 1, 1, 1)
    /// ```
    public static func zip<
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
            Observable.zip(
                source1.asSharedSequence().source, source2.asSharedSequence().source, source3.asSharedSequence().source,
                source4.asSharedSequence().source, source5.asSharedSequence().source, source6.asSharedSequence().source
            ) { ($0, $1, $2, $3, $4, $5) })
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the elements of seven sequences by index: the first ones, then the second ones, and so on, into
    /// tuples.
    ///
    /// ```swift
    /// let one = Driver.just(1)
    /// _ = Driver.zip(one, one, one, one, one, one, one).drive(onNext: { print($0) })
    /// // Prints: (1, 1, 1, 1, 1, 1, 1)
    /// ```
    public static func zip<
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
            Observable.zip(
                source1.asSharedSequence().source, source2.asSharedSequence().source, source3.asSharedSequence().source,
                source4.asSharedSequence().source, source5.asSharedSequence().source, source6.asSharedSequence().source,
                source7.asSharedSequence().source
            ) { ($0, $1, $2, $3, $4, $5, $6) })
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the elements of eight sequences by index: the first ones, then the second ones, and so on, into
    /// tuples.
    ///
    /// ```swift
    /// let one = Driver.just(1)
    /// _ = Driver.zip(one, one, one, one, one, one, one, one).drive(onNext: { print($0) })
    /// // Prints: (1, 1, 1, 1, 1, 1, 1, 1)
    /// ```
    public static func zip<
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
            Observable.zip(
                source1.asSharedSequence().source, source2.asSharedSequence().source, source3.asSharedSequence().source,
                source4.asSharedSequence().source, source5.asSharedSequence().source, source6.asSharedSequence().source,
                source7.asSharedSequence().source, source8.asSharedSequence().source
            ) { ($0, $1, $2, $3, $4, $5, $6, $7) })
    }
}
