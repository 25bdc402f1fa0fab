extension ObservableType {
    /// Runs side effects for the events and the lifetime of each subscription, and passes the events on
    /// unchanged.
    ///
    /// `onNext`, `onError` and `onCompleted` run before the event is passed on, `afterNext`, `afterError`
    /// and `afterCompleted` right after. An error thrown by `onNext` or `afterNext` ends the sequence with
    /// that error; one thrown by `onError` or `onCompleted` replaces the event passed on; one thrown by
    /// `afterError` or `afterCompleted` comes too late and is dropped. `onSubscribe` runs before the source
    /// is subscribed to, `onSubscribed` right after, and `onDispose` once the subscription ends, however it
    /// ends.
    ///
    /// ```
    /// source:  --1--2--|
    /// do(onNext: { log($0) })
    /// result:  --1--2--|            (log: 1, 2)
    /// ```
    ///
    /// ```swift
    /// let logged = Observable.of(1, 2).do(onNext: { print("saw \($0)") }, onDispose: { print("disposed") })
    /// _ = logged.subscribe(onNext: { print("got \($0)") })
    /// // Prints: saw 1, got 1, saw 2, got 2, disposed
    /// ```
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        DoObservable(
            source: asObservable(),
            handlers: DoHandlers(
                onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                onCompleted: onCompleted, afterCompleted: afterCompleted),
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
    }
}

/// The side effects `do` runs around each event.
struct DoHandlers<Element> {
    let onNext: ((Element) throws -> Void)?
    let afterNext: ((Element) throws -> Void)?
    let onError: ((Swift.Error) throws -> Void)?
    let afterError: ((Swift.Error) throws -> Void)?
    let onCompleted: (() throws -> Void)?
    let afterCompleted: (() throws -> Void)?
}

final class DoObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let handlers: DoHandlers<Element>
    private let onSubscribe: (() -> Void)?
    private let onSubscribed: (() -> Void)?
    private let onDispose: (() -> Void)?

    init(
        source: Observable<Element>, handlers: DoHandlers<Element>, onSubscribe: (() -> Void)?,
        onSubscribed: (() -> Void)?, onDispose: (() -> Void)?
    ) {
        self.source = source
        self.handlers = handlers
        self.onSubscribe = onSubscribe
        self.onSubscribed = onSubscribed
        self.onDispose = onDispose
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        onSubscribe?()
        let subscription = source.run(DoSink(downstream: sink, handlers: handlers))
        onSubscribed?()
        guard let onDispose else { return subscription }
        return Disposables.create {
            subscription.dispose()
            onDispose()
        }
    }
}

private final class DoSink<Element>: Sink<Element> {
    private let downstream: Sink<Element>
    private let handlers: DoHandlers<Element>
    private var stopped = false

    init(downstream: Sink<Element>, handlers: DoHandlers<Element>) {
        self.downstream = downstream
        self.handlers = handlers
    }

    override func onNext(_ element: Element) {
        guard !stopped else { return }
        do {
            try handlers.onNext?(element)
            downstream.onNext(element)
            try handlers.afterNext?(element)
        } catch {
            // After a throwing `afterNext`, a disposal triggered by the element may already have stopped
            // the sequence downstream; the error is then dropped there.
            stopped = true
            downstream.onError(error)
        }
    }

    override func onError(_ error: Swift.Error) {
        guard !stopped else { return }
        stopped = true
        do {
            try handlers.onError?(error)
        } catch let replacement {
            downstream.onError(replacement)
            return
        }
        downstream.onError(error)
        try? handlers.afterError?(error)
    }

    override func onCompleted() {
        guard !stopped else { return }
        stopped = true
        do {
            try handlers.onCompleted?()
        } catch {
            downstream.onError(error)
            return
        }
        downstream.onCompleted()
        try? handlers.afterCompleted?()
    }
}
