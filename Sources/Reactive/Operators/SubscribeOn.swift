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
        let subscription = SingleAssignmentDisposable()
        let source = self.source
        let scheduler = self.scheduler
        let start = scheduler.schedule(()) { _ in
            source.runOnTrampoline(sink) {
                subscription.setDisposable(ScheduledDisposable(scheduler: scheduler, disposable: $0))
            }
            return Disposables.create()
        }
        return Disposables.create(start, subscription)
    }
}
