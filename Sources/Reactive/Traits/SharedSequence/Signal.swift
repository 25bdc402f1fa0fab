/// The strategy of `Signal`: deliver on the main scheduler and share one subscription to the source among
/// all subscribers while any is connected, without replaying anything to a new subscriber.
public enum SignalSharingStrategy: SharingStrategyProtocol {
    /// The main scheduler, or the scheduler `SharingScheduler.mock` provides.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// `share(scope: .whileConnected)`.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        ShareWhileConnectedObservable.make(source: source, replay: 0)
    }
}

/// A sequence of user interface events: it never fails, delivers on the main scheduler, and a new
/// subscriber only sees what happens after it subscribed, so an event (a tap, a route) is handled once.
///
/// ```swift
/// let taps = tapRelay.asSignal()
/// _ = taps.emit(onNext: { print("tapped") })
/// // Prints: tapped, on each tap after this line
/// ```
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

extension ObservableConvertibleType {
    /// This sequence as a `Signal` that sends `element` and completes instead of failing.
    ///
    /// ```
    /// source:  --1--2--#
    /// asSignal(onErrorJustReturn: 0)
    /// result:  --1--2--(0|)      (on the main scheduler)
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).asSignal(onErrorJustReturn: 0).emit(onNext: { print($0) })
    /// // Prints (on the main thread): 1, 2
    /// ```
    public func asSignal(onErrorJustReturn element: Element) -> Signal<Element> {
        let (scheduler, main) = SharingScheduler.makeKnowingMain()
        return Signal(asObservable().observe(on: scheduler, main: main, catchAndReturn: element))
    }

    /// This sequence as a `Signal` that continues with `signal` instead of failing.
    ///
    /// ```
    /// source:  --1--#
    /// signal:       --8--|
    /// result:  --1----8--|
    /// ```
    ///
    /// ```swift
    /// _ = failing.asSignal(onErrorSignalWith: .empty()).emit(onCompleted: { print("done") })
    /// // Prints: done, when `failing` fails or completes
    /// ```
    public func asSignal(onErrorSignalWith signal: Signal<Element>) -> Signal<Element> {
        let fallback = signal.asObservable()
        return Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catch { _ in fallback })
    }

    /// This sequence as a `Signal` that continues with the `Signal` `onErrorRecover` returns for the
    /// error, instead of failing.
    ///
    /// ```
    /// source:    --1--#
    /// recovery:       --8--|
    /// result:    --1----8--|
    /// ```
    ///
    /// ```swift
    /// _ = failing.asSignal(onErrorRecover: { _ in .just(-1) }).emit(onNext: { print($0) })
    /// // Prints: what `failing` sent before it failed, then -1
    /// ```
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        Signal(
            asObservable().observe(on: SignalSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}

extension InfallibleType {
    /// This `Infallible`, which cannot fail, as a `Signal`.
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2).asSignal().emit(onNext: { print($0) })
    /// // Prints (on the main thread): 1, 2
    /// ```
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// This signal as a `Signal`.
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}
