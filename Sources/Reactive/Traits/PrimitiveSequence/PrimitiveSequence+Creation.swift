extension PrimitiveSequence where Trait == SingleTrait {
    /// A `Single` that succeeds with `element` as soon as it is subscribed to.
    ///
    /// ```
    /// just(1):  (1|)
    /// ```
    ///
    /// ```swift
    /// _ = Single.just(1).subscribe(onSuccess: { print($0) })
    /// // Prints: 1
    /// ```
    @inlinable
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable.just(element))
    }

    /// A `Single` that succeeds with `element`, sent on `scheduler`.
    ///
    /// ```swift
    /// _ = Single.just(1, scheduler: scheduler).subscribe(onSuccess: { print($0) })
    /// scheduler.start()
    /// // Prints: 1
    /// ```
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A `Single` that fails with `error` as soon as it is subscribed to.
    ///
    /// ```swift
    /// _ = Single<Int>.error(RxError.unknown).subscribe(onFailure: { print($0) })
    /// // Prints: An unknown error occurred.
    /// ```
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single(raw: Observable.error(error))
    }

    /// A `Single` that never answers.
    public static func never() -> Single<Element> {
        Single(raw: Observable.never())
    }
}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// A `Maybe` that succeeds with `element` as soon as it is subscribed to.
    ///
    /// ```swift
    /// _ = Maybe.just(1).subscribe(onSuccess: { print($0) })
    /// // Prints: 1
    /// ```
    @inlinable
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: Observable.just(element))
    }

    /// A `Maybe` that succeeds with `element`, sent on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A `Maybe` that fails with `error` as soon as it is subscribed to.
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        Maybe(raw: Observable.error(error))
    }

    /// A `Maybe` that never answers.
    public static func never() -> Maybe<Element> {
        Maybe(raw: Observable.never())
    }

    /// A `Maybe` that completes without an element as soon as it is subscribed to.
    ///
    /// ```swift
    /// _ = Maybe<Int>.empty().subscribe(onCompleted: { print("empty") })
    /// // Prints: empty
    /// ```
    public static func empty() -> Maybe<Element> {
        Maybe(raw: Observable.empty())
    }
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
    /// A `Completable` that fails with `error` as soon as it is subscribed to.
    public static func error(_ error: Swift.Error) -> Completable {
        Completable(raw: Observable.error(error))
    }

    /// A `Completable` that never finishes.
    public static func never() -> Completable {
        Completable(raw: Observable.never())
    }

    /// A `Completable` that completes as soon as it is subscribed to.
    ///
    /// ```swift
    /// _ = Completable.empty().subscribe(onCompleted: { print("done") })
    /// // Prints: done
    /// ```
    public static func empty() -> Completable {
        Completable(raw: Observable.empty())
    }
}

extension PrimitiveSequence {
    /// A sequence of the same trait that calls `factory` for each subscriber and runs the sequence it
    /// returns; a thrown error is the result's failure.
    ///
    /// ```swift
    /// var attempt = 0
    /// let counted = Single<Int>.deferred {
    ///     attempt += 1
    ///     return .just(attempt)
    /// }
    /// _ = counted.subscribe(onSuccess: { print($0) })
    /// _ = counted.subscribe(onSuccess: { print($0) })
    /// // Prints: 1, 2
    /// ```
    public static func deferred(_ factory: @escaping () throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: Observable.deferred { try factory().source })
    }

    /// A sequence of the same trait that makes a resource for each subscriber, runs the sequence
    /// `primitiveSequenceFactory` builds with it, and disposes the resource when the subscription ends.
    ///
    /// ```swift
    /// let read = Single.using({ SerialDisposable() }) { _ in Single.just("a") }
    /// _ = read.subscribe(onSuccess: { print($0) })
    /// // Prints: a (and the SerialDisposable is disposed right after)
    /// ```
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.using(resourceFactory, observableFactory: { try primitiveSequenceFactory($0).source }))
    }
}

extension PrimitiveSequence where Element: RxAbstractInteger {
    /// A sequence of the same trait that sends 0 after `dueTime` on `scheduler`, then completes.
    ///
    /// ```
    /// timer(3 ticks):  ---(0|)
    /// ```
    ///
    /// ```swift
    /// _ = Single<Int>.timer(.seconds(1), scheduler: MainScheduler.instance).subscribe(onSuccess: { print($0) })
    /// // Prints, a second later: 0
    /// ```
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
