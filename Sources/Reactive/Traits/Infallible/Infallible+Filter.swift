extension InfallibleType {
    /// Lets through only the elements for which `predicate`, which cannot throw, returns true.
    ///
    /// ```
    /// source:  --1--2--3--4--|
    /// filter { $0.isMultiple(of: 2) }
    /// result:  -----2-----4--|
    /// ```
    ///
    /// ```swift
    /// _ = Infallible.from([1, 2, 3, 4]).filter { $0.isMultiple(of: 2) }.subscribe(onNext: { print($0) })
    /// // Prints: 2, 4
    /// ```
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }
}
