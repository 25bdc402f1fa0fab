extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Transforms the element with `transform`. A thrown error becomes the `Single`'s failure.
    ///
    /// ```
    /// source:  ---2|
    /// map { $0 * 10 }
    /// result:  ---20|
    /// ```
    ///
    /// ```swift
    /// _ = Single.just(2).map { $0 * 10 }.subscribe(onSuccess: { print($0) })
    /// // Prints: 20
    /// ```
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Transforms the element, if there is one, with `transform`. A thrown error becomes the `Maybe`'s
    /// error.
    ///
    /// ```
    /// source:  ---2|
    /// map { $0 * 10 }
    /// result:  ---20|
    /// ```
    ///
    /// ```swift
    /// _ = Maybe.just(2).map { $0 * 10 }.subscribe(onSuccess: { print($0) })
    /// // Prints: 20
    /// ```
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.map(transform))
    }
}
