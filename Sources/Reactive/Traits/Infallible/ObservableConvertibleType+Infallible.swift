extension ObservableConvertibleType {
    /// This sequence as an `Infallible` that sends `element` and completes instead of failing.
    ///
    /// ```
    /// source:  --1--2--#
    /// asInfallible(onErrorJustReturn: 0)
    /// result:  --1--2--(0|)
    /// ```
    ///
    /// ```swift
    /// _ = Observable<Int>.error(RxError.timeout).asInfallible(onErrorJustReturn: 0).subscribe(onNext: { print($0) })
    /// // Prints: 0
    /// ```
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// This sequence as an `Infallible` that continues with `infallible` instead of failing.
    ///
    /// ```
    /// source:      --1--#
    /// infallible:       --8--|
    /// result:      --1----8--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable<Int>.error(RxError.timeout).asInfallible(onErrorFallbackTo: Infallible.just(8))
    ///     .subscribe(onNext: { print($0) })
    /// // Prints: 8
    /// ```
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        let fallback = infallible.asObservable()
        return Infallible(asObservable().catch { _ in fallback })
    }

    /// This sequence as an `Infallible` that continues with the `Infallible` `onErrorRecover` returns
    /// for the error, instead of failing.
    ///
    /// ```
    /// source:      --1--#
    /// recovery:         --8--|
    /// result:      --1----8--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable<Int>.error(RxError.timeout).asInfallible(onErrorRecover: { _ in .just(-1) })
    ///     .subscribe(onNext: { print($0) })
    /// // Prints: -1
    /// ```
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
    }
}
