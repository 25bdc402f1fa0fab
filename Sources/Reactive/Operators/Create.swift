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
            gate.resource = disposable
        }
        return anyDisposable(gate)
    }
}

/// Stops forwarding after a terminal event or once disposed, whatever the user's closure sends; it is also
/// the subscription's disposable, which disposes what the closure returned.
@usableFromInline
final class AnonymousSink<Element>: Sink<Element>, Disposable, @unchecked Sendable {
    // Sendable: `stopped` and `disposed` are atomic; the downstream sink is only called in the Rx serial
    // delivery order; `resource` is set before `run` hands the sink out as the disposable, and then only
    // touched by the one `dispose` call that sets `disposed`.
    private let downstream: Sink<Element>
    private let stopped = AtomicFlag()
    private let disposed = AtomicFlag()
    /// What the user's closure returned.
    @exclusivity(unchecked) var resource: Disposable = NopDisposable.instance

    init(_ downstream: Sink<Element>) { self.downstream = downstream }

    override func onNext(_ element: Element) {
        guard !stopped.isSet else { return }
        downstream.onNext(element)
    }

    override func onError(_ error: Swift.Error) {
        guard stopped.set() else { return }
        downstream.onError(error)
    }

    override func onCompleted() {
        guard stopped.set() else { return }
        downstream.onCompleted()
    }

    /// Whether the sequence has ended or been disposed.
    var isStopped: Bool { stopped.isSet }

    @usableFromInline
    func dispose() {
        _ = stopped.set()
        guard disposed.set() else { return }
        // Released here: the resource may hold the observer, and so this sink.
        takeDisposable(&resource).dispose()
    }
}
