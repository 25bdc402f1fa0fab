extension InfallibleType {
    /// Drops the first `count` elements.
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2, 3).skip(2).subscribe(onNext: { print($0) })
    /// // Prints: 3
    /// ```
    public func skip(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().skip(count))
    }

    /// Drops elements while `predicate` holds, then sends every element.
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2, 1).skip(while: { $0 < 2 }).subscribe(onNext: { print($0) })
    /// // Prints: 2, 1
    /// ```
    public func skip(while predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }
}
