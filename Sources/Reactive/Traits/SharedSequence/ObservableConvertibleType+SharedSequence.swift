extension ObservableConvertibleType {
    /// This sequence as a `SharedSequence` of the strategy `sharingStrategy` that sends `onErrorJustReturn`
    /// and completes instead of failing: `asDriver(onErrorJustReturn:)` and `asSignal(onErrorJustReturn:)`
    /// for any strategy.
    ///
    /// ```
    /// source:  --1--2--#
    /// asSharedSequence(onErrorJustReturn: 0)
    /// result:  --1--2--(0|)      (on the strategy's scheduler)
    /// ```
    ///
    /// ```swift
    /// let driver = Observable.of(1, 2).asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: 0)
    /// _ = driver.drive(onNext: { print($0) })
    /// // Prints (on the main thread): 1, 2
    /// ```
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(
        sharingStrategy: Strategy.Type = Strategy.self, onErrorJustReturn: Element
    ) -> SharedSequence<Strategy, Element> {
        SharedSequence(asObservable().observe(on: Strategy.scheduler, main: nil, catchAndReturn: onErrorJustReturn))
    }

    /// This sequence as a `SharedSequence` of the strategy `sharingStrategy` that continues with
    /// `onErrorDriveWith` instead of failing.
    ///
    /// ```
    /// source:    --1--#
    /// fallback:       --8--|
    /// result:    --1----8--|
    /// ```
    ///
    /// ```swift
    /// let signal = Observable<Int>.error(RxError.unknown)
    ///     .asSharedSequence(onErrorDriveWith: Signal.just(8))
    /// _ = signal.emit(onNext: { print($0) })
    /// // Prints: 8
    /// ```
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(
        sharingStrategy: Strategy.Type = Strategy.self, onErrorDriveWith: SharedSequence<Strategy, Element>
    ) -> SharedSequence<Strategy, Element> {
        let fallback = onErrorDriveWith.asObservable()
        return SharedSequence(asObservable().observe(on: Strategy.scheduler).catch { _ in fallback })
    }

    /// This sequence as a `SharedSequence` of the strategy `sharingStrategy` that continues with the shared
    /// sequence `onErrorRecover` returns for the error, instead of failing.
    ///
    /// ```
    /// source:    --1--#
    /// recovery:       --8--|
    /// result:    --1----8--|
    /// ```
    ///
    /// ```swift
    /// let driver = Observable<Int>.error(RxError.unknown)
    ///     .asSharedSequence(onErrorRecover: { _ in Driver.just(-1) })
    /// _ = driver.drive(onNext: { print($0) })
    /// // Prints: -1
    /// ```
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(
        sharingStrategy: Strategy.Type = Strategy.self,
        onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<Strategy, Element>
    ) -> SharedSequence<Strategy, Element> {
        SharedSequence(asObservable().observe(on: Strategy.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}
