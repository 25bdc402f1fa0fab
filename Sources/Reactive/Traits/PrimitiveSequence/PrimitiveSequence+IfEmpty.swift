extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Succeeds with `default` if the `Maybe` completes empty, which makes the result a `Single`.
    ///
    /// ```
    /// source:  ---|
    /// ifEmpty(default: 0)
    /// result:  ---(0|)
    /// ```
    ///
    /// ```swift
    /// _ = Maybe<Int>.empty().ifEmpty(default: 0).subscribe(onSuccess: { print($0) })
    /// // Prints: 0
    /// ```
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(default: `default`))
    }

    /// Continues with `other` if the `Maybe` completes empty.
    ///
    /// ```
    /// source:  ---|
    /// other:      --7|
    /// result:  -----7|
    /// ```
    ///
    /// ```swift
    /// _ = cachedUser.ifEmpty(switchTo: storedUser).subscribe(onSuccess: { print($0) })
    /// // Prints: the cached user, or else the stored one
    /// ```
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.ifEmpty(switchTo: other.source))
    }

    /// Continues with `other` if the `Maybe` completes empty, which makes the result a `Single`.
    ///
    /// ```
    /// source:  ---|
    /// other:      --7|
    /// result:  -----7|
    /// ```
    ///
    /// ```swift
    /// _ = cachedUser.ifEmpty(switchTo: fetchUser()).subscribe(onSuccess: { print($0) })
    /// // Prints: the cached user, or else the fetched one
    /// ```
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(switchTo: other.source))
    }
}
