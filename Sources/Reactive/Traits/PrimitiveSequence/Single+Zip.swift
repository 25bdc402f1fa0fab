extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs two `Single`s at once and succeeds with `resultSelector` applied to their elements; the first failure is
    /// the result's failure.
    ///
    /// ```
    /// a:       ---1|
    /// b:       -2|
    /// zip(a, b) { $0 + $1 }
    /// result:  ---3|
    /// ```
    ///
    /// ```swift
    /// let one = Single.just(1)
    /// _ = Single.zip(one, one) { $0 + $1 }
    ///     .subscribe(onSuccess: {{ print($0) }})
    /// // Prints: 2
    /// ```
    public static func zip<E1, E2>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.zip(source1.source, source2.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs three `Single`s at once and succeeds with `resultSelector` applied to their elements; the first failure
    /// is the result's failure.
    ///
    /// ```swift
    /// let one = Single.just(1)
    /// _ = Single.zip(one, one, one) { $0 + $1 + $2 }
    ///     .subscribe(onSuccess: {{ print($0) }})
    /// // Prints: 3
    /// ```
    public static func zip<E1, E2, E3>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.zip(source1.source, source2.source, source3.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs four `Single`s at once and succeeds with `resultSelector` applied to their elements; the first failure is
    /// the result's failure.
    ///
    /// ```swift
    /// let one = Single.just(1)
    /// _ = Single.zip(one, one, one, one) { $0 + $1 + $2 + $3 }
    ///     .subscribe(onSuccess: {{ print($0) }})
    /// // Prints: 4
    /// ```
    public static func zip<E1, E2, E3, E4>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.zip(
                source1.source, source2.source, source3.source, source4.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs five `Single`s at once and succeeds with `resultSelector` applied to their elements; the first failure is
    /// the result's failure.
    ///
    /// ```swift
    /// let one = Single.just(1)
    /// _ = Single.zip(one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 }
    ///     .subscribe(onSuccess: {{ print($0) }})
    /// // Prints: 5
    /// ```
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
        _ source5: PrimitiveSequence<Trait, E5>,
        resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.zip(
                source1.source, source2.source, source3.source, source4.source, source5.source,
                resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs six `Single`s at once and succeeds with `resultSelector` applied to their elements; the first failure is
    /// the result's failure.
    ///
    /// ```swift
    /// let one = Single.just(1)
    /// _ = Single.zip(one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 }
    ///     .subscribe(onSuccess: {{ print($0) }})
    /// // Prints: 6
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
        _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.zip(
                source1.source, source2.source, source3.source, source4.source, source5.source, source6.source,
                resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs seven `Single`s at once and succeeds with `resultSelector` applied to their elements; the first failure
    /// is the result's failure.
    ///
    /// ```swift
    /// let one = Single.just(1)
    /// _ = Single.zip(one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
    ///     .subscribe(onSuccess: {{ print($0) }})
    /// // Prints: 7
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
        _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
        _ source7: PrimitiveSequence<Trait, E7>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.zip(
                source1.source, source2.source, source3.source, source4.source, source5.source, source6.source,
                source7.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs eight `Single`s at once and succeeds with `resultSelector` applied to their elements; the first failure
    /// is the result's failure.
    ///
    /// ```swift
    /// let one = Single.just(1)
    /// _ = Single.zip(one, one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    ///     .subscribe(onSuccess: {{ print($0) }})
    /// // Prints: 8
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
        _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
        _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.zip(
                source1.source, source2.source, source3.source, source4.source, source5.source, source6.source,
                source7.source, source8.source, resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
    /// Runs two `Single`s at once and succeeds with a tuple of their elements, as `zip(_:_:resultSelector:)` does.
    ///
    /// ```swift
    /// let one = Single.just(1)
    /// _ = Single.zip(one, one).subscribe(onSuccess: { print($0) })
    /// // Prints: (1, 1)
    /// ```
    public static func zip<E1, E2>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>
    ) -> PrimitiveSequence<Trait, (E1, E2)> {
        PrimitiveSequence<Trait, (E1, E2)>(raw: Observable.zip(source1.source, source2.source) { ($0, $1) })
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
    /// Runs three `Single`s at once and succeeds with a tuple of their elements, as `zip(_:_:resultSelector:)` does.
    ///
    /// ```swift
    /// let one = Single.just(1)
    /// _ = Single.zip(one, one, one).subscribe(onSuccess: { print($0) })
    /// // Prints: (1, 1, 1)
    /// ```
    public static func zip<E1, E2, E3>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3)> {
        PrimitiveSequence<Trait, (E1, E2, E3)>(
            raw: Observable.zip(source1.source, source2.source, source3.source) { ($0, $1, $2) })
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
    /// Runs four `Single`s at once and succeeds with a tuple of their elements, as `zip(_:_:resultSelector:)` does.
    ///
    /// ```swift
    /// let one = Single.just(1)
    /// _ = Single.zip(one, one, one, one).subscribe(onSuccess: { print($0) })
    /// // Prints: (1, 1, 1, 1)
    /// ```
    public static func zip<E1, E2, E3, E4>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4)>(
            raw: Observable.zip(source1.source, source2.source, source3.source, source4.source) { ($0, $1, $2, $3) })
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
    /// Runs five `Single`s at once and succeeds with a tuple of their elements, as `zip(_:_:resultSelector:)` does.
    ///
    /// ```swift
    /// let one = Single.just(1)
    /// _ = Single.zip(one, one, one, one, one).subscribe(onSuccess: { print($0) })
    /// // Prints: (1, 1, 1, 1, 1)
    /// ```
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
        _ source5: PrimitiveSequence<Trait, E5>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)>(
            raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source) {
                ($0, $1, $2, $3, $4)
            })
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
    /// Runs six `Single`s at once and succeeds with a tuple of their elements, as `zip(_:_:resultSelector:)` does.
    ///
    /// ```swift
    /// let one = Single.just(1)
    /// _ = Single.zip(one, one, one, one, one, one).subscribe(onSuccess: { print($0) })
    /// // Prints: (1, 1, 1, 1, 1, 1)
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
        _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)>(
            raw: Observable.zip(
                source1.source, source2.source, source3.source, source4.source, source5.source, source6.source
            ) { ($0, $1, $2, $3, $4, $5) })
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
    /// Runs seven `Single`s at once and succeeds with a tuple of their elements, as `zip(_:_:resultSelector:)` does.
    ///
    /// ```swift
    /// let one = Single.just(1)
    /// _ = Single.zip(one, one, one, one, one, one, one).subscribe(onSuccess: { print($0) })
    /// // Prints: (1, 1, 1, 1, 1, 1, 1)
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
        _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
        _ source7: PrimitiveSequence<Trait, E7>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)>(
            raw: Observable.zip(
                source1.source, source2.source, source3.source, source4.source, source5.source, source6.source,
                source7.source
            ) { ($0, $1, $2, $3, $4, $5, $6) })
    }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
    /// Runs eight `Single`s at once and succeeds with a tuple of their elements, as `zip(_:_:resultSelector:)` does.
    ///
    /// ```swift
    /// let one = Single.just(1)
    /// _ = Single.zip(one, one, one, one, one, one, one, one).subscribe(onSuccess: { print($0) })
    /// // Prints: (1, 1, 1, 1, 1, 1, 1, 1)
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
        _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
        _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)> {
        PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)>(
            raw: Observable.zip(
                source1.source, source2.source, source3.source, source4.source, source5.source, source6.source,
                source7.source, source8.source
            ) { ($0, $1, $2, $3, $4, $5, $6, $7) })
    }
}
