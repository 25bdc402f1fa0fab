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
