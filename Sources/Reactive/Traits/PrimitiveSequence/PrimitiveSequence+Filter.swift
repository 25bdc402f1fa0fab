extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Keeps the element only if `predicate` returns true; otherwise the result completes empty, which
    /// is why it is a `Maybe`. A thrown error becomes the result's error.
    ///
    /// ```
    /// source:  ---3|
    /// filter { $0.isMultiple(of: 2) }
    /// result:  ----|
    /// ```
    ///
    /// ```swift
    /// _ = Single.just(4).filter { $0.isMultiple(of: 2) }.subscribe(onSuccess: { print($0) })
    /// // Prints: 4
    /// ```
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Keeps the element only if `predicate` returns true; otherwise the `Maybe` completes empty. A thrown
    /// error becomes the `Maybe`'s error.
    ///
    /// ```
    /// source:  ---3|
    /// filter { $0.isMultiple(of: 2) }
    /// result:  ----|
    /// ```
    ///
    /// ```swift
    /// _ = Maybe.just(3).filter { $0.isMultiple(of: 2) }.subscribe(onCompleted: { print("none") })
    /// // Prints: none
    /// ```
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }
}
