extension ObservableType {
    /// Subscribes to the source only `dueTime` after the subscription.
    ///
    /// ```
    /// source (cold):  --a--|
    /// delaySubscription(3 frames)
    /// result:         -----a--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1).delaySubscription(.seconds(1), scheduler: MainScheduler.instance)
    ///     .subscribe(onNext: { print($0) })
    /// // Prints, a second later: 1
    /// ```
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DelaySubscriptionObservable(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

final class DelaySubscriptionObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    /// The source talks to `sink` directly once subscribed: only the start is moved.
    override func run(_ sink: Sink<Element>) -> Disposable {
        let subscription = SingleAssignmentDisposable()
        let source = self.source
        let timer = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            source.runOnTrampoline(sink) { subscription.setDisposable($0) }
            return Disposables.create()
        }
        return Disposables.create(timer, subscription)
    }
}
