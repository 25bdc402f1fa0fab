/// The engine's internal observer: operators chain sinks, one per stage of a subscription.
///
/// Elements travel through `onNext(_:)` as a direct call, without wrapping them in an `Event`, which is
/// what keeps a chain of operators cheap per element.
///
/// Visible to the package's other modules, which hand their subscribers' sinks to `AttachingObservable`
/// and call them directly.
@usableFromInline
package class Sink<Element>: ObserverType {
    @usableFromInline
    init() {}

    @usableFromInline
    package func onNext(_ element: Element) {
        fatalError("Sink.onNext must be overridden by \(type(of: self))")
    }

    @usableFromInline
    package func onError(_ error: Swift.Error) {
        fatalError("Sink.onError must be overridden by \(type(of: self))")
    }

    @usableFromInline
    package func onCompleted() {
        fatalError("Sink.onCompleted must be overridden by \(type(of: self))")
    }

    @usableFromInline
    package final func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): onError(error)
        case .completed: onCompleted()
        }
    }

    /// Subscribes this sink to `source` and returns what ends the subscription: the source's subscription,
    /// unless the sink owns more than that (a timer, inner subscriptions), keeps the source's subscription
    /// itself and is the subscription.
    func subscribe(to source: Observable<Element>) -> Disposable {
        source.run(self)
    }
}

/// The last stage of a subscription, the one `subscribe` returns as its disposable.
///
/// It enforces the grammar for the subscriber (nothing after a terminal event, nothing after `dispose`),
/// disposes the chain above it once it is stopped, and counts itself in `Resources.total` while alive.
@usableFromInline
class SubscriptionSink<Element>: Sink<Element>, Cancelable, @unchecked Sendable {
    // Sendable: `stopped` and `state` are atomic; `upstream` is written by `connect` before it publishes
    // it with `state`, and then only read by the one `dispose` that sees it published.
    /// Set by the first terminal event or by `dispose`: no event is delivered once it is set.
    final let stopped = AtomicFlag()
    /// `connecting`, then `connected` once `upstream` is set, and `disposed` for good: one atomic step
    /// each, where a lock would take two.
    private final let state = AtomicState(SubscriptionSink.connecting)
    /// The subscription to the source, once `run` has returned it. Not an optional: an optional
    /// existential is copied and destroyed through generic value witnesses.
    @exclusivity(unchecked) private final var upstream: Disposable = NopDisposable.instance
    /// The test's counter that counted this subscription, if one was open when it started. Written by
    /// `start` before the subscription is published, taken by the one `dispose` that ends it: moving it out
    /// spares the retain and release that reading it for the call would cost.
    @exclusivity(unchecked) private final var counter: SubscriptionCounter?

    private static var connecting: Int { 0 }
    private static var connected: Int { 1 }
    private static var disposed: Int { 2 }

    /// Subscribes this sink to `source`. Call it once, on a new sink: it writes the subscription over the
    /// `NopDisposable` that `upstream` starts with.
    ///
    /// A subscription made while no current-thread action runs on this thread starts inside one, as
    /// RxSwift's do: sources that send synchronously without end (`repeatElement`, `generate`) then send
    /// through the trampoline, after `subscribe` has wired the disposal, so an operator that ends the
    /// sequence early (`take(3)`) really stops them. Everything still happens before `subscribe` returns.
    /// This is `CurrentThreadScheduler.schedule` without the closure and the scheduled item it would
    /// allocate for every subscription. A subscription made inside such an action runs at once, and what it
    /// schedules waits for that action to end. A subject is subscribed to in no trampoline, as in RxSwift.
    @usableFromInline
    final func start(_ source: Observable<Element>) {
        // Written over the nil it starts with, which an assignment would release.
        withUnsafeMutablePointer(to: &counter) { $0.initialize(to: Resources.subscriptionStarted()) }
        if !source.subscribesOnTrampoline {
            connect(source)
            return
        }
        Trampoline.hold { connect(source) }
    }

    private final func connect(_ source: Observable<Element>) {
        // Written over the `NopDisposable` that `upstream` holds until now, which needs no destroying: an
        // assignment would destroy it through its value witnesses.
        withUnsafeMutablePointer(to: &upstream) { $0.initialize(to: source.run(self)) }
        if state.compareExchange(expected: Self.connecting, desired: Self.connected) { return }
        // Disposed while connecting (by a terminal event, or from another thread): `dispose` left the
        // subscription to this call.
        takeUpstream().dispose()
    }

    private final func takeUpstream() -> Disposable {
        takeDisposable(&upstream)
    }

    @usableFromInline
    final var isDisposed: Bool { state.value == Self.disposed }

    @usableFromInline
    final func dispose() {
        _ = stopped.set()
        let previous = state.exchange(Self.disposed)
        if previous == Self.disposed { return }
        if previous == Self.connected { takeUpstream().dispose() }
        Resources.subscriptionEnded(counter.take())
        didDispose()
    }

    /// Called once, after the subscription has been disposed.
    func didDispose() {}
}

/// Delivers a subscription to an observer of the user's.
///
/// The observer is let go of after the terminal event: the sink is the disposable the user keeps (often in
/// a dispose bag of the object the observer captures), and keeping the observer would keep that cycle alive
/// after the sequence has ended.
@usableFromInline
final class ObserverSink<Observer: ObserverType>: SubscriptionSink<Observer.Element>, @unchecked Sendable {
    // Sendable: as SubscriptionSink; `observer` is only touched in the serial delivery of events.
    private var observer: Observer?

    @usableFromInline
    init(_ observer: Observer) { self.observer = observer }

    override func onNext(_ element: Element) {
        guard !stopped.isSet else { return }
        observer?.on(.next(element))
    }

    override func onError(_ error: Swift.Error) {
        guard stopped.set() else { return }
        let observer = self.observer
        self.observer = nil
        observer?.on(.error(error))
        dispose()
    }

    override func onCompleted() {
        guard stopped.set() else { return }
        let observer = self.observer
        self.observer = nil
        observer?.on(.completed)
        dispose()
    }
}

/// Delivers a subscription to the closures given to `subscribe(onNext:onError:onCompleted:onDisposed:)`.
///
/// Like `ObserverSink`, it lets go of the closures after the terminal event. `onNext` calls its closure
/// where it is stored, without retaining it for the call: a terminal event (or a `dispose`) that arrives
/// while the closure runs, from inside it, leaves the closure in place until the outermost call returns,
/// which then lets go of it.
@usableFromInline
final class ClosureSink<Element>: SubscriptionSink<Element>, @unchecked Sendable {
    // Sendable: as SubscriptionSink; `next`, `error`, `completed` and `isDelivering` are only touched in the
    // serial delivery of events, `disposedHandler` only in `didDispose`, which runs once.
    /// Noncopyable, so that calling it borrows it from the sink instead of copying (retaining) it; it is
    /// only replaced when no call to it runs (see `onNext`), which is what makes the borrow sound.
    @exclusivity(unchecked) private var next: NextHandler<Element>
    private var error: ((Swift.Error) -> Void)?
    private var completed: (() -> Void)?
    private var disposedHandler: (() -> Void)?
    /// Whether `next` is running: a terminal event that arrives meanwhile leaves `next` to the call.
    @exclusivity(unchecked) private var isDelivering = false

    @usableFromInline
    init(
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?
    ) {
        next = NextHandler(onNext)
        error = onError
        completed = onCompleted
        disposedHandler = onDisposed
    }

    override func onNext(_ element: Element) {
        guard !stopped.isSet else { return }
        if isDelivering {
            // An element sent from inside the closure by a source that delivers at once (`create`'s
            // observer): the outer call lets go of the closure if need be.
            next.call(element)
            return
        }
        isDelivering = true
        next.call(element)
        isDelivering = false
        // Stopped during the call, by a terminal event or a disposal from inside it (or by a disposal from
        // another thread): the closure is no longer needed, and no other call to it runs.
        if stopped.isSet { next = NextHandler(nil) }
    }

    override func onError(_ error: Swift.Error) {
        guard stopped.set() else { return }
        let handler = self.error
        releaseEventHandlers()
        if let handler {
            handler(error)
        } else {
            Hooks.reportUnhandledError(error)
        }
        dispose()
    }

    override func onCompleted() {
        guard stopped.set() else { return }
        let handler = completed
        releaseEventHandlers()
        handler?()
        dispose()
    }

    /// Lets go of the event closures, but of `next` only if it is not running: that call lets go of it
    /// once it returns.
    private func releaseEventHandlers() {
        if !isDelivering { next = NextHandler(nil) }
        error = nil
        completed = nil
    }

    override func didDispose() {
        let handler = disposedHandler
        disposedHandler = nil
        handler?()
    }
}

/// The `onNext` closure of a `ClosureSink`, which the sink calls in place (see `ClosureSink.next`).
struct NextHandler<Element>: ~Copyable {
    private let body: ((Element) -> Void)?

    init(_ body: ((Element) -> Void)?) { self.body = body }

    @inline(__always)
    borrowing func call(_ element: Element) { body?(element) }
}
