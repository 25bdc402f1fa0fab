/// How a `SharedSequence` is shared among its subscribers and where it delivers: `DriverSharingStrategy`
/// and `SignalSharingStrategy`.
public protocol SharingStrategyProtocol {
    /// The scheduler the sequence delivers on: the main scheduler, unless `SharingScheduler.mock` swapped
    /// it for a test.
    static var scheduler: SchedulerType { get }

    /// Shares `source` among subscribers, as the strategy prescribes.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that is, or can present itself as, a `SharedSequence`; the `Driver` and `Signal` operators are
/// defined on it.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The strategy: `DriverSharingStrategy` or `SignalSharingStrategy`.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// This value as a `SharedSequence`.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

/// A sequence for user interfaces: it never fails, delivers on the main scheduler, and shares one
/// subscription to its source among all its subscribers, as its strategy says (`Driver` replays the
/// latest element to a new subscriber, `Signal` does not).
///
/// Build one with `asDriver(onErrorJustReturn:)` or `asSignal(onErrorJustReturn:)` and their siblings,
/// which say what to do with the error the source may send.
///
/// Every operator's result is shared too. The per-element operators (`map`, `compactMap`, `filter`) are
/// fused: a run of them shares its result once, on top of the nearest shared stage before the run,
/// instead of once per stage, which keeps a long chain as cheap as the same chain of `Observable`
/// operators plus one sharing. Each stage still replays what it last sent. The one difference it makes:
/// when both a stage and a stage built on it are subscribed to, the closures between them run once per
/// subscribed stage, so they should be free of side effects (use `do` or `drive` for those). A `map` or a
/// `filter` makes its sharing when it is first subscribed to (or `asObservable()` is first called), so the
/// stages of a chain that only its last stage's subscribers see make none.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType {
    /// The shared sequence that subscribers see, when made with this value; `nil` when `chain` makes it on
    /// first use (see `FilterFusingObservable.sharedStage(_:)`).
    @usableFromInline
    let shared: Observable<Element>?
    /// The same elements before this stage's own sharing: either the shared sequence itself, or a run of
    /// per-element stages over the nearest shared stage before it. Per-element operators extend it.
    @usableFromInline
    let chain: Observable<Element>

    /// Shares `source` with the strategy. Inlinable, like `init(extending:)`.
    @inlinable
    init(_ source: Observable<Element>) {
        let shared = SharingStrategy.share(source)
        self.shared = shared
        chain = shared
    }

    /// Shares `chain`, a run of per-element stages over the `chain` of another shared sequence. Inlinable,
    /// with the strategies' `share`, so that the caller's specialised code builds the sharing observable,
    /// without a runtime metadata lookup.
    @inlinable
    init(extending chain: Observable<Element>) {
        shared = SharingStrategy.share(chain)
        self.chain = chain
    }

    /// Shares `stage`, a run of per-element stages over the `chain` of another shared sequence, made for
    /// this value alone: its sharing is made when it is first asked for, and kept in `stage`.
    @inlinable
    init(lazilySharing stage: FilterFusingObservable<Element>) {
        shared = nil
        chain = stage
    }

    /// Wraps `source`, which keeps the contract (never fails, delivers on the strategy's scheduler) and
    /// is cheap enough to subscribe to anew for each subscriber (`just`, `empty`, ...).
    init(raw source: Observable<Element>) {
        shared = source
        chain = source
    }

    /// The shared sequence that subscribers see.
    @inlinable
    var source: Observable<Element> { asObservable() }

    /// The sequence as a plain `Observable`: the same one for every call on this value and its copies.
    ///
    /// Inlinable, so that a sharing made on first use is built in the caller's specialised code.
    @inlinable
    public func asObservable() -> Observable<Element> {
        if let shared { return shared }
        // Only `init(lazilySharing:)` leaves `shared` out, with a `FilterFusingObservable` as `chain`.
        return unsafeDowncast(chain, to: FilterFusingObservable<Element>.self).sharedStage { SharingStrategy.share($0) }
    }

    /// Itself.
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }
}
