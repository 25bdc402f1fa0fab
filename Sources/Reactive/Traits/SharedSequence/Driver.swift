/// The strategy of `Driver`: deliver on the main scheduler, share one subscription to the source among
/// all subscribers while any is connected, and replay the latest element to each new subscriber.
public enum DriverSharingStrategy: SharingStrategyProtocol {
    /// The main scheduler, or the scheduler `SharingScheduler.mock` provides.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// `share(replay: 1, scope: .whileConnected)`.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        ShareWhileConnectedObservable.make(source: source, replay: 1)
    }
}

/// A sequence that drives user interface state: it never fails, delivers on the main scheduler, and a
/// new subscriber gets the latest element at once, so a screen bound to it shows the current state.
///
/// ```swift
/// let title = titles.asDriver(onErrorJustReturn: "")
/// _ = title.drive(onNext: { print($0) })
/// // Prints: the latest title, then every new one, on the main thread
/// ```
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

extension ObservableConvertibleType {
    /// This sequence as a `Driver` that sends `element` and completes instead of failing.
    ///
    /// ```
    /// source:  --1--2--#
    /// asDriver(onErrorJustReturn: 0)
    /// result:  --1--2--(0|)      (on the main scheduler)
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).asDriver(onErrorJustReturn: 0).drive(onNext: { print($0) })
    /// // Prints (on the main thread): 1, 2
    /// ```
    ///
    /// Inlinable, so that the caller's specialised code builds the stages without runtime type lookups.
    @inlinable
    public func asDriver(onErrorJustReturn element: Element) -> Driver<Element> {
        let (scheduler, main) = SharingScheduler.makeKnowingMain()
        return Driver(asObservable().observe(on: scheduler, main: main, catchAndReturn: element))
    }

    /// This sequence as a `Driver` that continues with `driver` instead of failing.
    ///
    /// ```
    /// source:  --1--#
    /// driver:       --8--|
    /// result:  --1----8--|
    /// ```
    ///
    /// ```swift
    /// _ = failing.asDriver(onErrorDriveWith: Driver.just(8)).drive(onNext: { print($0) })
    /// // Prints: what `failing` sent before it failed, then 8
    /// ```
    public func asDriver(onErrorDriveWith driver: Driver<Element>) -> Driver<Element> {
        let fallback = driver.asObservable()
        return Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catch { _ in fallback })
    }

    /// This sequence as a `Driver` that continues with the `Driver` `onErrorRecover` returns for the
    /// error, instead of failing.
    ///
    /// ```
    /// source:    --1--#
    /// recovery:       --8--|
    /// result:    --1----8--|
    /// ```
    ///
    /// ```swift
    /// _ = failing.asDriver(onErrorRecover: { _ in .just(-1) }).drive(onNext: { print($0) })
    /// // Prints: what `failing` sent before it failed, then -1
    /// ```
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        Driver(
            asObservable().observe(on: DriverSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}

extension InfallibleType {
    /// This `Infallible`, which cannot fail, as a `Driver`.
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2).asDriver().drive(onNext: { print($0) })
    /// // Prints (on the main thread): 1, 2
    /// ```
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// This driver as a `Driver`.
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}
