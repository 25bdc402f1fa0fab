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
        guard let onDispose else {
            let subscription = source.run(DoSink(downstream: sink, handlers: handlers, disposal: nil))
            onSubscribed?()
            return subscription
        }
        let disposal = DoDisposal(onDispose: onDispose)
        disposal.subscription.setDisposable(
            source.run(DoSink(downstream: sink, handlers: handlers, disposal: disposal)))
        onSubscribed?()
        return disposal
    }
}

/// Disposes the source, then runs `onDispose`, once.
///
/// The subscriber ends the subscription while it receives a terminal event, which is before `afterCompleted`
/// or `afterError` has run; RxSwift's `do` releases itself only once those handlers are done, so a disposal
/// that arrives during a terminal event waits for the end of the event's handlers.
private final class DoDisposal: Disposable, @unchecked Sendable {
    // Sendable: `state` is only touched under `lock`; `subscription` is a locked disposable.
    private enum State {
        /// No terminal event is being delivered.
        case active
        /// A terminal event is on its way downstream and its `after` handler has not run yet.
        case terminating
        /// Disposed during a terminal event: the disposal waits for the end of that event.
        case disposedWhileTerminating
        /// The source is released and `onDispose` has run, or is about to.
        case disposed
    }

    let subscription = SingleAssignmentDisposable()
    private let onDispose: () -> Void
    private let lock = Lock()
    private var state = State.active

    init(onDispose: @escaping () -> Void) { self.onDispose = onDispose }

    /// A terminal event starts going downstream.
    func terminalStarted() {
        lock.withLock {
            if state == .active { state = .terminating }
        }
    }

    /// The terminal event and its `after` handler are done.
    func terminalEnded() {
        let runNow: Bool = lock.withLock {
            switch state {
            case .terminating:
                state = .active
                return false
            case .disposedWhileTerminating:
                state = .disposed
                return true
            case .active, .disposed:
                return false
            }
        }
        if runNow { release() }
    }

    func dispose() {
        let runNow: Bool = lock.withLock {
            switch state {
            case .active:
                state = .disposed
                return true
            case .terminating:
                state = .disposedWhileTerminating
                return false
            case .disposedWhileTerminating, .disposed:
                return false
            }
        }
        if runNow { release() }
    }

    private func release() {
        subscription.dispose()
        onDispose()
    }
}

private final class DoSink<Element>: ForwardingSink<Element, Element> {
    private let handlers: DoHandlers<Element>
    private let disposal: DoDisposal?

    init(downstream: Sink<Element>, handlers: DoHandlers<Element>, disposal: DoDisposal?) {
        self.handlers = handlers
        self.disposal = disposal
        super.init(downstream: downstream)
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
            forwardError(error)
        }
    }

    override func onError(_ error: Swift.Error) {
        guard !stopped else { return }
        stop()
        do {
            try handlers.onError?(error)
        } catch let replacement {
            downstream.onError(replacement)
            return
        }
        disposal?.terminalStarted()
        downstream.onError(error)
        try? handlers.afterError?(error)
        disposal?.terminalEnded()
    }

    override func onCompleted() {
        guard !stopped else { return }
        stop()
        do {
            try handlers.onCompleted?()
        } catch {
            downstream.onError(error)
            return
        }
        disposal?.terminalStarted()
        downstream.onCompleted()
        try? handlers.afterCompleted?()
        disposal?.terminalEnded()
    }
}
