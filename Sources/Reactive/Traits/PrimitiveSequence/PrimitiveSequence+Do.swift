extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs side effects around the `Single`'s events, as `Observable.do` does; a thrown error becomes the
    /// `Single`'s failure.
    ///
    /// ```
    /// source:  ---1|
    /// do(onSuccess: log)
    /// result:  ---1|     log(1) runs just before the element goes on
    /// ```
    ///
    /// ```swift
    /// _ = Single.just(1).do(onSuccess: { print("got \($0)") }).subscribe()
    /// // Prints: got 1
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
    /// Runs side effects around the `Maybe`'s events, as `Observable.do` does (RxSwift names the element
    /// handlers `onNext` and `afterNext` here); a thrown error becomes the `Maybe`'s error.
    ///
    /// ```
    /// source:  ---|
    /// do(onCompleted: log)
    /// result:  ---|     log() runs just before the completion goes on
    /// ```
    ///
    /// ```swift
    /// _ = Maybe<Int>.empty().do(onCompleted: { print("empty") }).subscribe()
    /// // Prints: empty
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
    /// Runs side effects around the `Completable`'s events, as `Observable.do` does; a thrown error becomes
    /// the `Completable`'s error.
    ///
    /// ```
    /// source:  ---|
    /// do(onCompleted: log)
    /// result:  ---|     log() runs just before the completion goes on
    /// ```
    ///
    /// ```swift
    /// _ = Completable.empty().do(onCompleted: { print("saved") }).subscribe()
    /// // Prints: saved
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
                onError: onError, afterError: afterError, onCompleted: onCompleted,
                afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
                onDispose: onDispose))
    }
}

extension PrimitiveSequence {
    /// Writes every event, the subscription and its disposal through `DebugSink`, as `Observable.debug`
    /// does, and passes the events on unchanged.
    ///
    /// ```swift
    /// _ = Single.just(1).debug("answer").subscribe()
    /// // Prints: <time>: answer -> subscribed, then the element, the completion and the disposal
    /// ```
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
