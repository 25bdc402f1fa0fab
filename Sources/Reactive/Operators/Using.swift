extension ObservableType {
    /// A sequence that, for every subscriber, creates a resource with `resourceFactory`, then the sequence
    /// to subscribe to with `observableFactory`, and disposes the resource when that subscription ends
    /// (by a terminal event or by disposal). An error thrown by either factory is sent to the subscriber.
    ///
    /// ```
    /// using(connection) { events(on: $0) }:     --a--b--|   the connection is disposed at |
    /// ```
    ///
    /// ```swift
    /// let lines = Observable.using({ Disposables.create { print("closed") } }) { _ in Observable.of("a") }
    /// _ = lines.subscribe(onNext: { print($0) })
    /// // Prints: a, closed
    /// ```
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        UsingObservable(resourceFactory: resourceFactory, observableFactory: observableFactory)
    }
}

final class UsingObservable<Resource: Disposable, Element>: Observable<Element> {
    private let resourceFactory: () throws -> Resource
    private let observableFactory: (Resource) throws -> Observable<Element>

    init(
        resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) {
        self.resourceFactory = resourceFactory
        self.observableFactory = observableFactory
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        let resource: Resource
        do {
            resource = try resourceFactory()
        } catch {
            sink.onError(error)
            return Disposables.create()
        }
        let using = UsingSink(downstream: sink, resource: resource)
        let source: Observable<Element>
        do {
            source = try observableFactory(resource)
        } catch {
            using.onError(error)
            return using
        }
        using.setSubscription(source.run(using))
        return using
    }
}

/// Forwards the events and disposes the resource, once, when the subscription ends.
private final class UsingSink<Resource: Disposable, Element>: Sink<Element>, Disposable, @unchecked Sendable {
    // Sendable: `subscription` and `disposed` are only touched under `lock`; the events are serial.
    private let downstream: Sink<Element>
    private let resource: Resource
    private let lock = Lock()
    private var subscription: Disposable?
    private var disposed = false
    private var stopped = false

    init(downstream: Sink<Element>, resource: Resource) {
        self.downstream = downstream
        self.resource = resource
    }

    func setSubscription(_ subscription: Disposable) {
        let disposeNow: Bool = lock.withLock {
            if disposed { return true }
            self.subscription = subscription
            return false
        }
        if disposeNow { subscription.dispose() }
    }

    override func onNext(_ element: Element) {
        guard !stopped else { return }
        downstream.onNext(element)
    }

    override func onError(_ error: Swift.Error) {
        guard !stopped else { return }
        stopped = true
        downstream.onError(error)
        dispose()
    }

    override func onCompleted() {
        guard !stopped else { return }
        stopped = true
        downstream.onCompleted()
        dispose()
    }

    func dispose() {
        let (first, subscription): (Bool, Disposable?) = lock.withLock {
            if disposed { return (false, nil) }
            disposed = true
            defer { self.subscription = nil }
            return (true, self.subscription)
        }
        guard first else { return }
        subscription?.dispose()
        resource.dispose()
    }
}
