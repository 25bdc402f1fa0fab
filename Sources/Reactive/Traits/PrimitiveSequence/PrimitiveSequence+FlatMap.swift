extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs the `Single` that `selector` returns for the element and answers with its outcome. A thrown
    /// error, or either `Single`'s failure, is the result's failure.
    ///
    /// ```
    /// source:  --1|
    /// flatMap { just($0 * 10) after 2 ticks }
    /// result:  ----10|
    /// ```
    ///
    /// ```swift
    /// _ = Single.just(1).flatMap { Single.just($0 * 10) }.subscribe(onSuccess: { print($0) })
    /// // Prints: 10
    /// ```
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Runs the `Maybe` that `selector` returns for the element and answers with its outcome.
    ///
    /// ```swift
    /// _ = Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() }.subscribe(onCompleted: { print("none") })
    /// // Prints: none
    /// ```
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Runs the `Completable` that `selector` returns for the element and finishes as it does.
    ///
    /// ```swift
    /// _ = Single.just("ada").flatMapCompletable { _ in Completable.empty() }
    ///     .subscribe(onCompleted: { print("saved") })
    /// // Prints: saved
    /// ```
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.source.flatMap(selector))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Runs the `Maybe` that `selector` returns for the element, if there is one, and answers with its
    /// outcome; an empty source completes empty.
    ///
    /// ```swift
    /// _ = Maybe.just(1).flatMap { Maybe.just($0 * 10) }.subscribe(onSuccess: { print($0) })
    /// // Prints: 10
    /// ```
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap(selector))
    }
}
