extension ObservableType {
    /// Subscribes to the source, and later ends that subscription, on `scheduler`.
    ///
    /// It moves the work done at subscription (starting a request, reading a file) off the caller's thread;
    /// where events are delivered is up to the source, or to `observe(on:)`.
    ///
    /// ```
    /// subscribe ----> scheduler: source.subscribe
    /// dispose   ----> scheduler: subscription.dispose
    /// ```
    ///
    /// ```swift
    /// _ = Observable<Int>.create { observer in
    ///     print(Thread.isMainThread)
    ///     observer.onCompleted()
    ///     return Disposables.create()
    /// }
    /// .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .background))
    /// .subscribe()
    /// // Prints: false
    /// ```
    // Inlinable so that the observable is allocated in the caller's specialised code: allocating a generic
    // class in the engine's unspecialised code costs a type metadata lookup.
    @inlinable
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SubscribeOnObservable(source: asObservable(), scheduler: scheduler)
    }
}

@usableFromInline
final class SubscribeOnObservable<Element>: Observable<Element> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let scheduler: ImmediateSchedulerType

    @inlinable
    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    /// The source talks to `sink` directly: only subscribing and disposing move to the scheduler.
    override func run(_ sink: Sink<Element>) -> Disposable {
        let subscription = SubscribeOnDisposable(scheduler: scheduler)
        let source = self.source
        subscription.setStart(
            scheduler.schedule(()) { _ in
                source.runOnTrampoline(sink) { subscription.setSubscription($0) }
                return Disposables.create()
            })
        return subscription
    }
}

/// What ends a `subscribe(on:)` subscription: the scheduled subscribing until it has run, then the
/// source's subscription, which it disposes on the scheduler, as RxSwift's `ScheduledDisposable` does.
///
/// One object where a `SingleAssignmentDisposable` for each and a pair of them would be three. On a
/// dispatch queue or an operation queue, a source's subscription that is `Disposables.create()` (the one of
/// `just`, `empty`, `never`, or of a `create` that has nothing to release) is not scheduled for disposal:
/// the action would do nothing that anyone could see. On any other scheduler it is scheduled, as in
/// RxSwift, since there the action itself can be seen: a virtual-time scheduler's clock moves to it.
final class SubscribeOnDisposable: Cancelable, @unchecked Sendable {
    // Sendable: `start`, `subscription` and `disposed` are only touched under `lock`.
    private let lock = Lock()
    private let scheduler: ImmediateSchedulerType
    /// The scheduled subscribing, once `schedule` has returned it; `NopDisposable` before and after.
    @exclusivity(unchecked) private var start: Disposable = NopDisposable.instance
    /// The source's subscription, once it is made; `NopDisposable` before and after.
    @exclusivity(unchecked) private var subscription: Disposable = NopDisposable.instance
    @exclusivity(unchecked) private var disposed = false

    init(scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
    }

    var isDisposed: Bool { lock.withLock { disposed } }

    /// Keeps the scheduled subscribing, or cancels it if the subscription was disposed meanwhile.
    func setStart(_ start: Disposable) {
        let disposeNow: Bool = lock.withLock {
            if disposed { return true }
            self.start = start
            return false
        }
        if disposeNow { start.dispose() }
    }

    /// Keeps the source's subscription, made on the scheduler, or disposes it there if the subscription was
    /// disposed meanwhile (by the source's own terminal event, or from elsewhere).
    func setSubscription(_ subscription: Disposable) {
        let disposeNow: Bool = lock.withLock {
            if disposed { return true }
            self.subscription = subscription
            return false
        }
        if disposeNow { disposeOnScheduler(subscription) }
    }

    func dispose() {
        let (start, subscription): (Disposable, Disposable) = lock.withLock {
            if disposed { return (NopDisposable.instance, NopDisposable.instance) }
            disposed = true
            return (takeDisposable(&self.start), takeDisposable(&self.subscription))
        }
        start.dispose()
        disposeOnScheduler(subscription)
    }

    /// Disposes `subscription` in an action of the scheduler, unless it is empty and the scheduler is a queue.
    private func disposeOnScheduler(_ subscription: Disposable) {
        if ObjectIdentifier(type(of: subscription)) == ObjectIdentifier(NopDisposable.self),
            Self.runsEmptyActionsUnseen(scheduler)
        {
            return
        }
        _ = scheduler.schedule(subscription) { subscription in
            subscription.dispose()
            return Disposables.create()
        }
    }

    /// Whether `scheduler` is one of the queues of this module, where an action that does nothing leaves no
    /// trace: its exact type is compared, a cheaper test than a cast, and none of these can be subclassed
    /// outside the module.
    private static func runsEmptyActionsUnseen(_ scheduler: ImmediateSchedulerType) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: scheduler))
        return type == ObjectIdentifier(SerialDispatchQueueScheduler.self)
            || type == ObjectIdentifier(MainScheduler.self)
            || type == ObjectIdentifier(ConcurrentDispatchQueueScheduler.self)
            || type == ObjectIdentifier(OperationQueueScheduler.self)
    }
}
