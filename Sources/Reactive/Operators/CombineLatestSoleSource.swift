/// The whole state of a combineLatest subscription whose sources are all `just`s but the last one: the
/// input of that last source, which is also the subscription's disposable.
///
/// The `just`s' elements are stored in `latest` before the last source is subscribed to, and the `just`s
/// have completed by then, so each element of the last source makes a combination at once, its error
/// ends the sequence and its completion completes it, exactly as in the general `CombineLatestSink`. But
/// nothing else can send: the elements of the one source arrive one at a time, so no lock, no delivery
/// turns and no separate input object are needed. Disposal from another thread is seen through the
/// atomic `state`, as in the general sink's path for a source left alone.
@usableFromInline
final class CombineLatestSoleSourceSink<Element, Latest, Output>: Sink<Element>, Disposable {
    /// Applies the result selector to the `just`s' elements in the sink's `latest` and the last source's new
    /// element, and sends the result to the sink's `downstream`, or its error to `fail(with:)`. Written in
    /// inlinable code, so that it is compiled for the caller's types, where the sink's fields are at known
    /// offsets; it is the whole per-element step.
    @usableFromInline
    typealias Step = (Element, CombineLatestSoleSourceSink) -> Void

    @usableFromInline
    let downstream: Sink<Output>
    @usableFromInline
    let step: Step
    /// The bits of `SoleSourceState`: one atomic value, where a flag and a state would be two (each a
    /// heap cell and a lock of its own on Apple platforms).
    private let state = AtomicState(0)
    /// The subscription to the source, once `run` has returned it. Not an optional: an optional
    /// existential is copied and destroyed through generic value witnesses.
    @exclusivity(unchecked) private var upstream: Disposable = NopDisposable.instance
    /// The test's counter that counted the subscription, if one was open. Written by `start` before the
    /// source sees the sink, taken by the one `endUpstream` that ends the subscription: moving it out spares
    /// the retain and release that reading it for the call would cost.
    @exclusivity(unchecked) private var counter: SubscriptionCounter?

    /// The `just`s' elements (the last source's place stays empty). Only read by `step`. Last: the fields
    /// before it have fixed offsets in the sink's unspecialised code, which reads them without looking
    /// their offsets up.
    @usableFromInline
    @exclusivity(unchecked) var latest: Latest

    /// Inlined, so that the caller's module, which knows `Latest`, stores it without generic code.
    @inlinable
    init(downstream: Sink<Output>, latest: Latest, step: @escaping Step) {
        self.downstream = downstream
        self.latest = latest
        self.step = step
    }

    /// Subscribes to the last source, and counts that subscription in `Resources.total`, as an input of the
    /// general sink does. Call it once.
    @usableFromInline
    func start(_ source: Observable<Element>) {
        // Written over the nil it starts with, which an assignment would release.
        withUnsafeMutablePointer(to: &counter) { $0.initialize(to: Resources.subscriptionStarted()) }
        // Written over the `NopDisposable` that `upstream` holds until now, which needs no destroying: an
        // assignment would destroy it through its value witnesses.
        withUnsafeMutablePointer(to: &upstream) { $0.initialize(to: source.runOnTrampoline(self)) }
        if state.setBits(SoleSourceState.connected) & SoleSourceState.ended == 0 { return }
        // Ended while connecting (by a terminal event, or by disposal from another thread): `endUpstream`
        // left the subscription to this call.
        takeDisposable(&upstream).dispose()
    }

    override func onNext(_ element: Element) {
        guard state.value & SoleSourceState.stopped == 0 else { return }
        step(element, self)
    }

    override func onError(_ error: Swift.Error) {
        endUpstream()
        guard stop() else { return }
        downstream.onError(error)
    }

    override func onCompleted() {
        endUpstream()
        guard stop() else { return }
        downstream.onCompleted()
    }

    /// Sends `combination()` downstream; if it throws (the result selector's error), ends the sequence with
    /// that error instead. For `step`; inlined into it.
    @inlinable
    func send(_ combination: () throws -> Output) {
        do {
            downstream.onNext(try combination())
        } catch {
            fail(with: error)
        }
    }

    /// Ends the sequence with the error the result selector threw, unless it has already stopped.
    @usableFromInline
    @inline(never)
    func fail(with error: Swift.Error) {
        guard stop() else { return }
        downstream.onError(error)
    }

    @usableFromInline
    func dispose() {
        _ = stop()
        endUpstream()
    }

    /// Sets the stopped bit; returns whether this call was the one that set it.
    private func stop() -> Bool {
        state.setBits(SoleSourceState.stopped) & SoleSourceState.stopped == 0
    }

    /// Ends the subscription to the source once, whether it is connected yet or not.
    private func endUpstream() {
        let previous = state.setBits(SoleSourceState.ended)
        if previous & SoleSourceState.ended != 0 { return }
        if previous & SoleSourceState.connected != 0 { takeDisposable(&upstream).dispose() }
        Resources.subscriptionEnded(counter.take())
    }
}

/// The bits of a `CombineLatestSoleSourceSink`'s state. Not members of the generic sink: naming them there
/// would look up the sink's type metadata.
private enum SoleSourceState {
    /// Set by the first terminal event, a result selector's error or `dispose`: nothing more is sent.
    static var stopped: Int { 1 }
    /// Set once `upstream` holds the subscription to the source.
    static var connected: Int { 2 }
    /// Set once the subscription to the source is over. Whichever of `start` and `endUpstream` sets its
    /// bit second disposes the subscription (see `SubscriptionSink`).
    static var ended: Int { 4 }
}

/// Whether `source` is a `just`, whose element a combineLatest takes without a subscription.
///
/// Asks the source, a virtual call: comparing its class with `JustObservable`'s would be cheaper in the
/// caller's specialised code, but in generic code (the traits' combineLatest) it would look up that class's
/// metadata for every source of every subscription.
@usableFromInline
func combineLatestIsJust<Element>(_ source: Observable<Element>) -> Bool {
    source.hasImmediateElement
}

/// The element of a source for which `combineLatestIsJust` is true.
///
/// A `JustObservable`'s element is read directly: in the caller's specialised code, where its class is
/// known at little cost, that spares a virtual call and a copy through generic code. In generic code (the
/// traits' combineLatest) naming the class looks its metadata up, once for each `just`.
@inlinable
func combineLatestJustElement<Element>(_ source: Observable<Element>) -> Element {
    if ObjectIdentifier(type(of: source)) == ObjectIdentifier(JustObservable<Element>.self) {
        return unsafeDowncast(source, to: JustObservable<Element>.self).element
    }
    return combineLatestImmediateElement(source)
}

/// The element of a source for which `combineLatestIsJust` is true, asked of the source.
@usableFromInline
func combineLatestImmediateElement<Element>(_ source: Observable<Element>) -> Element {
    source.immediateElement
}
