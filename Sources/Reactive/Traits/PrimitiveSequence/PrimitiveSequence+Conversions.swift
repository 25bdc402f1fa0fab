extension PrimitiveSequenceType where Trait == SingleTrait {
    /// This `Single` as a `Maybe`, which it always is: one that never completes empty.
    ///
    /// ```swift
    /// _ = Single.just(1).asMaybe().subscribe(onSuccess: { print($0) })
    /// // Prints: 1
    /// ```
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source)
    }
}
