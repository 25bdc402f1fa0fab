extension ConnectableObservableType {
    /// A sequence that connects the connectable source when its first subscriber subscribes, and
    /// disconnects it when its last subscriber goes away or the source ends.
    ///
    /// ```
    /// source:      --1--2--3--4--|
    /// subscriber:  ----^-----!           (subscribes at tick 4, disposes at tick 10)
    /// result:      -----2--3-            (connected from tick 4 to tick 10)
    /// ```
    ///
    /// ```swift
    /// let shared = Observable.of(1, 2).publish().refCount()
    /// _ = shared.subscribe(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    public func refCount() -> Observable<Element> {
        RefCountObservable(source: self)
    }
}

final class RefCountObservable<Source: ConnectableObservableType>: Observable<Source.Element> {
    fileprivate let source: Source
    fileprivate let shared: Observable<Element>
    fileprivate let lock = Lock()
    // Guarded by `lock`:
    /// The subscribers of the current connection.
    fileprivate var count = 0
    /// Changes when a connection ends with its source, so that its subscribers' later disposals do not
    /// count against the next connection.
    fileprivate var connectionID = 0
    fileprivate var connection: SingleAssignmentDisposable?

    init(source: Source) {
        self.source = source
        shared = source.asObservable()
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        let subscriber = RefCountSink(parent: self, downstream: sink)
        subscriber.start()
        return subscriber
    }
}

/// One subscriber of a `refCount`.
private final class RefCountSink<Source: ConnectableObservableType>: Sink<Source.Element>, Disposable {
    private let parent: RefCountObservable<Source>
    private let downstream: Sink<Element>
    // Guarded by `parent.lock`:
    private var subscription: Disposable?
    /// Whether this subscriber counts in the connection `connectionID`.
    private var counted = false
    private var connectionID = 0
    /// Set by a terminal event or by `dispose()`: from then on this subscriber does not count.
    private var ended = false
    private var disposed = false

    init(parent: RefCountObservable<Source>, downstream: Sink<Element>) {
        self.parent = parent
        self.downstream = downstream
    }

    func start() {
        parent.shared.runOnTrampoline(self) { subscription in
            parent.lock.lock()
            if ended {
                // Disposed, or ended at once (a subject that had already ended replays its end): it does not
                // count, and it does not connect.
                parent.lock.unlock()
                subscription.dispose()
                return
            }
            self.subscription = subscription
            counted = true
            connectionID = parent.connectionID
            parent.count += 1
            var connection: SingleAssignmentDisposable?
            if parent.count == 1 {
                connection = SingleAssignmentDisposable()
                parent.connection = connection
            }
            parent.lock.unlock()
            // Connecting may deliver at once, even the end; the connection's slot copes with being disposed
            // before it is filled.
            connection?.setDisposable(parent.source.connect())
        }
    }

    override func onNext(_ element: Element) {
        downstream.onNext(element)
    }

    override func onError(_ error: Swift.Error) {
        endConnection()
        downstream.onError(error)
    }

    override func onCompleted() {
        endConnection()
        downstream.onCompleted()
    }

    /// After the source ended: the connection is over for all its subscribers.
    private func endConnection() {
        parent.lock.lock()
        ended = true
        var connection: Disposable?
        if counted && connectionID == parent.connectionID {
            connection = parent.connection
            parent.connection = nil
            parent.count = 0
            parent.connectionID &+= 1
        }
        counted = false
        parent.lock.unlock()
        connection?.dispose()
    }

    func dispose() {
        parent.lock.lock()
        if disposed {
            parent.lock.unlock()
            return
        }
        disposed = true
        ended = true
        let subscription = self.subscription
        self.subscription = nil
        var connection: Disposable?
        if counted && connectionID == parent.connectionID {
            parent.count -= 1
            if parent.count == 0 {
                connection = parent.connection
                parent.connection = nil
            }
        }
        counted = false
        parent.lock.unlock()
        subscription?.dispose()
        connection?.dispose()
    }
}
