extension InfallibleType {
    /// Maps every element to a sequence and merges the elements of all those sequences, in the order they
    /// arrive; completes once the source and every inner sequence have completed.
    ///
    /// The inner sequences are expected not to fail, as the result is an `Infallible`: pass `Infallible`
    /// values, or sequences made safe with `asInfallible(onErrorJustReturn:)`.
    ///
    /// ```
    /// source:  --1-----2------|
    /// flatMap { [$0, $0 * 10] }
    /// result:  --(1 10)-(2 20)|
    /// ```
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2).flatMap { Infallible.of($0, $0 * 10) }.subscribe(onNext: { print($0) })
    /// // Prints: 1, 10, 2, 20
    /// ```
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible<Source.Element>(asObservable().flatMap(selector))
    }
}

extension InfallibleType {
    /// Maps every element to a sequence and sends the elements of the latest one only: a new element
    /// ends the subscription to the previous inner sequence. Completes once the source and the latest
    /// inner sequence have completed.
    ///
    /// ```
    /// source:  --1--2---------|
    /// flatMapLatest { x in (x at +1, X at +4, completing at +4) }
    /// result:  ---1--2--B-----|
    /// ```
    ///
    /// ```swift
    /// _ = queries.flatMapLatest { search($0).asInfallible(onErrorJustReturn: []) }
    ///     .subscribe(onNext: { print($0) })
    /// // Prints: the results of the latest query only
    /// ```
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible<Source.Element>(asObservable().flatMapLatest(selector))
    }

    /// Maps an element to a sequence only while no inner sequence is running, and sends its elements;
    /// elements that arrive meanwhile are dropped.
    ///
    /// ```
    /// source:  --1--2-----3-----|
    /// flatMapFirst { x in (x at +1, X at +4, completing at +4) }
    /// result:  ---1--A-----3--C-|
    /// ```
    ///
    /// ```swift
    /// _ = taps.flatMapFirst { _ in submit().asInfallible(onErrorJustReturn: false) }
    ///     .subscribe(onNext: { print($0) })
    /// // Prints: one answer per submission, ignoring taps while one is running
    /// ```
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible<Source.Element>(asObservable().flatMapFirst(selector))
    }

    /// Maps every element to a sequence and sends their elements one sequence after the other, in the
    /// order of the source's elements.
    ///
    /// ```
    /// source:  --1--2---------|
    /// concatMap { x in (x at +1, X at +3, completing at +3) }
    /// result:  ---1-A2-B------|
    /// ```
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2).concatMap { Infallible.of($0, $0 * 10) }.subscribe(onNext: { print($0) })
    /// // Prints: 1, 10, 2, 20
    /// ```
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible<Source.Element>(asObservable().concatMap(selector))
    }
}
