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
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }
}

final class AnonymousObservable<Element>: Observable<Element> {
    private let subscribeHandler: (AnyObserver<Element>) -> Disposable

    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        let gate = AnonymousSink(sink)
        let disposable = subscribeHandler(AnyObserver(sink: gate))
        // A sequence that ended while subscribing releases its resource at once, as RxSwift's does, rather
        // than when the subscriber gets the disposable.
        if gate.isStopped {
            disposable.dispose()
            return gate
        }
        return Disposables.create(gate, disposable)
    }
}

/// Stops forwarding after a terminal event or once disposed, whatever the user's closure sends.
private final class AnonymousSink<Element>: Sink<Element>, Disposable, @unchecked Sendable {
    // Sendable: `stopped` is atomic; the downstream sink is only called in the Rx serial delivery order.
    private let downstream: Sink<Element>
    private let stopped = AtomicFlag()

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

    func dispose() { _ = stopped.set() }
}
