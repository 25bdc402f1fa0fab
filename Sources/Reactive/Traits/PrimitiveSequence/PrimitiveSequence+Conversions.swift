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

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Completable` that completes when this `Single` succeeds, dropping the element, and fails as it
    /// does.
    ///
    /// ```swift
    /// _ = Single.just(1).asCompletable().subscribe(onCompleted: { print("done") })
    /// // Prints: done
    /// ```
    public func asCompletable() -> Completable {
        Completable(raw: primitiveSequence.source.ignoreElements())
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A `Completable` that completes when this `Maybe` finishes, with or without an element, and fails
    /// as it does.
    ///
    /// ```swift
    /// _ = Maybe.just(1).asCompletable().subscribe(onCompleted: { print("done") })
    /// // Prints: done
    /// ```
    public func asCompletable() -> Completable {
        Completable(raw: primitiveSequence.source.ignoreElements())
    }
}
