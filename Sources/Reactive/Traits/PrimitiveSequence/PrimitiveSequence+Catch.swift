extension PrimitiveSequence {
    /// Continues with the sequence of the same trait that `handler` returns for the error, instead of
    /// failing. A thrown error is the result's failure.
    ///
    /// ```
    /// source:   ---#
    /// handler:     --7|
    /// result:   -----7|
    /// ```
    ///
    /// ```swift
    /// _ = Single<Int>.error(RxError.timeout).catch { _ in .just(0) }.subscribe(onSuccess: { print($0) })
    /// // Prints: 0
    /// ```
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.catch { try handler($0).source })
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `element` instead of failing.
    ///
    /// ```
    /// source:  ---#
    /// catchAndReturn(0)
    /// result:  ---(0|)
    /// ```
    ///
    /// ```swift
    /// _ = Single<Int>.error(RxError.timeout).catchAndReturn(0).subscribe(onSuccess: { print($0) })
    /// // Prints: 0
    /// ```
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.catchAndReturn(element))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Succeeds with `element` instead of failing.
    ///
    /// ```
    /// source:  ---#
    /// catchAndReturn(0)
    /// result:  ---(0|)
    /// ```
    ///
    /// ```swift
    /// _ = Maybe<Int>.error(RxError.timeout).catchAndReturn(0).subscribe(onSuccess: { print($0) })
    /// // Prints: 0
    /// ```
    public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.catchAndReturn(element))
    }
}
