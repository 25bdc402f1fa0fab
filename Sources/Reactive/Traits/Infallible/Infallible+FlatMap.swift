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
