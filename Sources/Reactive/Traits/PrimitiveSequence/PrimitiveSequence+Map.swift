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

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Transforms the element with `transform` and keeps the result unless it is `nil`, in which case
    /// the result completes empty, which is why it is a `Maybe`. A thrown error is the result's error.
    ///
    /// ```
    /// source:  ---"7"|
    /// compactMap { Int($0) }
    /// result:  ---7|
    /// ```
    ///
    /// ```swift
    /// _ = Single.just("7").compactMap { Int($0) }.subscribe(onSuccess: { print($0) })
    /// // Prints: 7
    /// ```
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Transforms the element, if there is one, with `transform` and keeps the result unless it is
    /// `nil`, in which case the `Maybe` completes empty. A thrown error is the result's error.
    ///
    /// ```
    /// source:  ---"x"|
    /// compactMap { Int($0) }
    /// result:  ---|
    /// ```
    ///
    /// ```swift
    /// _ = Maybe.just("x").compactMap { Int($0) }.subscribe(onCompleted: { print("none") })
    /// // Prints: none
    /// ```
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }
}
