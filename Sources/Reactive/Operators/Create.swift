extension ObservableType {
    /// Creates a sequence from a closure that is run for every subscriber: it receives the subscriber's
    /// observer and returns what to release when the subscription ends.
    ///
    /// The observer the closure receives keeps the grammar: events sent after a terminal event, or after
    /// the subscription was disposed, are dropped.
    ///
    /// ```swift
    /// let numbers = Observable<Int>.create { observer in
    ///     observer.onNext(1)
    ///     observer.onCompleted()
    ///     return Disposables.create()
    /// }
    /// _ = numbers.subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// ```
    @inlinable
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe, sinkType: AnonymousSink<Element>.self)
    }
}

/// The sink's class is named by the inlinable `create`, in the caller's specialised code: naming it in
/// `run`, which is not specialised, would cost a type metadata lookup per subscription.
@usableFromInline
final class AnonymousObservable<Element>: Observable<Element> {
    @usableFromInline let subscribeHandler: (AnyObserver<Element>) -> Disposable
    @usableFromInline let sinkType: AnonymousSink<Element>.Type

    @inlinable
    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable, sinkType: AnonymousSink<Element>.Type) {
        self.subscribeHandler = subscribeHandler
        self.sinkType = sinkType
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        let gate = sinkType.init(sink)
        let disposable = subscribeHandler(AnyObserver(sink: gate))
        // A sequence that ended while subscribing releases its resource at once, as RxSwift's does, rather
        // than when the subscriber gets the disposable.
        if gate.isStopped {
            disposable.dispose()
        } else {
            gate.holdResource(disposable)
        }
        return anyDisposable(gate)
    }
}

/// Stops forwarding after a terminal event or once disposed, whatever the user's closure sends; it is also
/// the subscription's disposable, which disposes what the closure returned.
@usableFromInline
final class AnonymousSink<Element>: Sink<Element>, Disposable, @unchecked Sendable {
    // Sendable: `state` is atomic; the downstream sink is only called in the Rx serial delivery order;
    // `resource` is set before `run` hands the sink out as the disposable, and then only touched by the one
    // `dispose` call that sets `disposed`.
    private let downstream: Sink<Element>
    /// The `stopped` and `disposed` flags, in one atomic state so that disposing is one atomic step.
    private let state = AtomicState()
    /// What the user's closure returned, once `holdResource` has stored it.
    @exclusivity(unchecked) private var resource: Disposable = NopDisposable.instance

    private static var stopped: Int { 1 }
    private static var disposed: Int { 2 }

    init(_ downstream: Sink<Element>) { self.downstream = downstream }

    override func onNext(_ element: Element) {
        guard state.value & Self.stopped == 0 else { return }
        downstream.onNext(element)
    }

    override func onError(_ error: Swift.Error) {
        guard state.setBits(Self.stopped) & Self.stopped == 0 else { return }
        downstream.onError(error)
    }

    override func onCompleted() {
        guard state.setBits(Self.stopped) & Self.stopped == 0 else { return }
        downstream.onCompleted()
    }

    /// Stores what the user's closure returned; called once, by `run`, before the sink is handed out as the
    /// disposable. Written over the `NopDisposable` that `resource` holds until then, which needs no
    /// destroying: an assignment would destroy it through its value witnesses.
    func holdResource(_ disposable: Disposable) {
        withUnsafeMutablePointer(to: &resource) { $0.initialize(to: disposable) }
    }

    /// Whether the sequence has ended or been disposed.
    var isStopped: Bool { state.value & Self.stopped != 0 }

    @usableFromInline
    func dispose() {
        guard state.setBits(Self.stopped | Self.disposed) & Self.disposed == 0 else { return }
        // Released here: the resource may hold the observer, and so this sink.
        takeDisposable(&resource).dispose()
    }
}
