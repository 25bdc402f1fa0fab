extension Infallible {
    /// Combines the latest elements of two infallible sequences with `resultSelector`, each time any of
    /// them sends one, once all have sent a first one; completes once all have completed.
    ///
    /// ```
    /// a:       -1----3--|
    /// b:       ---2-----|
    /// combineLatest(a, b) { $0 + $1 }
    /// result:  ---3--5--|
    /// ```
    ///
    /// ```swift
    /// let one = Infallible.just(1)
    /// _ = Infallible.combineLatest(one, one) { $0 + $1 }
    ///     .subscribe(onNext: {{ print($0) }})
    /// // Prints: 2
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1, _ source2: I2,
        resultSelector: @escaping (I1.Element, I2.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.combineLatest(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }
}

extension Infallible {
    /// Combines the latest elements of three infallible sequences with `resultSelector`, each time any of
    /// them sends one, once all have sent a first one; completes once all have completed.
    ///
    /// ```swift
    /// let one = Infallible.just(1)
    /// _ = Infallible.combineLatest(one, one, one) { $0 + $1 + $2 }
    ///     .subscribe(onNext: {{ print($0) }})
    /// // Prints: 3
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }
}

extension Infallible {
    /// Combines the latest elements of four infallible sequences with `resultSelector`, each time any of
    /// them sends one, once all have sent a first one; completes once all have completed.
    ///
    /// ```swift
    /// let one = Infallible.just(1)
    /// _ = Infallible.combineLatest(one, one, one, one) { $0 + $1 + $2 + $3 }
    ///     .subscribe(onNext: {{ print($0) }})
    /// // Prints: 4
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                resultSelector: resultSelector))
    }
}

extension Infallible {
    /// Combines the latest elements of five infallible sequences with `resultSelector`, each time any of
    /// them sends one, once all have sent a first one; completes once all have completed.
    ///
    /// ```swift
    /// let one = Infallible.just(1)
    /// _ = Infallible.combineLatest(one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 }
    ///     .subscribe(onNext: {{ print($0) }})
    /// // Prints: 5
    /// ```
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType
    >(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable(), resultSelector: resultSelector))
    }
}

extension Infallible {
    /// Combines the latest elements of six infallible sequences with `resultSelector`, each time any of
    /// them sends one, once all have sent a first one; completes once all have completed.
    ///
    /// ```swift
    /// let one = Infallible.just(1)
    /// _ = Infallible.combineLatest(one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 }
    ///     .subscribe(onNext: {{ print($0) }})
    /// // Prints: 6
    /// ```
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
        I6: InfallibleType
    >(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6,
        resultSelector:
            @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
    }
}

extension Infallible {
    /// Combines the latest elements of seven infallible sequences with `resultSelector`, each time any of
    /// them sends one, once all have sent a first one; completes once all have completed.
    ///
    /// ```swift
    /// let one = Infallible.just(1)
    /// _ = Infallible.combineLatest(one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
    ///     .subscribe(onNext: {{ print($0) }})
    /// // Prints: 7
    /// ```
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
        I6: InfallibleType, I7: InfallibleType
    >(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7,
        resultSelector:
            @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element) throws ->
            Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
    }
}

extension Infallible {
    /// Combines the latest elements of eight infallible sequences with `resultSelector`, each time any of
    /// them sends one, once all have sent a first one; completes once all have completed.
    ///
    /// ```swift
    /// let one = Infallible.just(1)
    /// _ = Infallible.combineLatest(one, one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    ///     .subscribe(onNext: {{ print($0) }})
    /// // Prints: 8
    /// ```
    public static func combineLatest<
        I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
        I6: InfallibleType, I7: InfallibleType, I8: InfallibleType
    >(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7,
        _ source8: I8,
        resultSelector:
            @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)
            throws -> Element
    ) -> Infallible<Element> {
        Infallible(
            Observable.combineLatest(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(),
                resultSelector: resultSelector))
    }
}
