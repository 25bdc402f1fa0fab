/// The base of a sink for an operator that sends on a timer as well as on its source's events (`debounce`,
/// `delay`, `throttle`, `timeout`, `buffer`, `window`).
///
/// The source and the timer may send from different threads, so everything goes downstream through one
/// `SerialDelivery`, whose lock also guards the subclass's state. The sink is the subscription: disposing
/// it ends the timer and the source subscription.
class TimerSink<Source, Element>: Sink<Source>, Disposable, @unchecked Sendable {
    // Sendable: the subclasses' state is only touched under `delivery`'s lock; the disposables are locked.
    final let delivery: SerialDelivery<Element>
    /// The operator's interval: its due time, or the time span of a buffer or a window.
    final let dueTime: RxTimeInterval
    final let scheduler: SchedulerType
    final let sourceSubscription = SingleAssignmentDisposable()
    /// The running timer; starting another one cancels it.
    final let timer = SerialDisposable()

    init(downstream: Sink<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        delivery = SerialDelivery(downstream: downstream)
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    /// Two instants less than this many seconds apart are the same instant. A date is a `Double`: 0.1 s
    /// plus 0.2 s is a hair past 0.3 s, so that on a scheduler whose tick is a millisecond a wait of that
    /// hair would be a tick of its own, and what is due at 0.3 s would come a tick late.
    static var sameInstant: Double { 0.000_001 }

    /// Called once the sink is made, before it subscribes to its source.
    func start() {}

    override final func subscribe(to source: Observable<Source>) -> Disposable {
        start()
        source.runOnTrampoline(self) { sourceSubscription.setDisposable($0) }
        return anyDisposable(self)
    }

    /// Starts the timer numbered `id`, in place of the running one: `timerFired(id)` runs after `interval`,
    /// or after `dueTime` if it is `nil`.
    final func startTimer(_ id: UInt64, after interval: RxTimeInterval? = nil) {
        timer.disposable = scheduler.scheduleRelative(id, dueTime: interval ?? dueTime) { [weak self] id in
            self?.timerFired(id)
            return Disposables.create()
        }
    }

    /// What the timer numbered `id` does when it fires.
    func timerFired(_ id: UInt64) {}

    func dispose() {
        timer.dispose()
        sourceSubscription.dispose()
    }
}
