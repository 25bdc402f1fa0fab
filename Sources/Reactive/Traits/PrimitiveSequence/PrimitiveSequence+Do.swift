extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs side effects at the points of a subscription's life, and passes the outcome on unchanged. A
    /// thrown error becomes the result's failure.
    ///
    /// ```
    /// source:  ---1|
    /// do(onSuccess: log)
    /// result:  ---1|      (log called with 1 just before)
    /// ```
    ///
    /// ```swift
    /// _ = Single.just(1).do(onSuccess: { print("got \($0)") }).subscribe(onSuccess: { print($0) })
    /// // Prints: got 1, 1
    /// ```
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(
            raw: primitiveSequence.source.do(
                onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Runs side effects at the points of a subscription's life, and passes the outcome on unchanged. A
    /// thrown error becomes the result's error.
    ///
    /// ```swift
    /// _ = Maybe<Int>.empty().do(onCompleted: { print("nothing cached") }).subscribe()
    /// // Prints: nothing cached
    /// ```
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        Maybe(
            raw: primitiveSequence.source.do(
                onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe,
                onSubscribed: onSubscribed, onDispose: onDispose))
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Runs side effects at the points of a subscription's life, and passes the outcome on unchanged. A
    /// thrown error becomes the result's error.
    ///
    /// ```swift
    /// _ = save.do(onSubscribe: { print("saving") }).subscribe(onCompleted: { print("saved") })
    /// // Prints: saving, saved
    /// ```
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(
            raw: primitiveSequence.source.do(
                onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}
