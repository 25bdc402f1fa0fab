extension ObservableType {
    /// Delivers the source's events on `scheduler`, one at a time and in order.
    ///
    /// ```
    /// source:     --a--b--|     (on the source's thread)
    /// observe(on: scheduler)
    /// result:     --a--b--|     (on the scheduler)
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1).observe(on: MainScheduler.instance)
    ///     .subscribe(onNext: { print($0, Thread.isMainThread) })
    /// // Prints: 1 true
    /// ```
    ///
    /// - Complexity: Keeps the events the scheduler has not delivered yet in memory.
    ///
    /// Inlinable, so that the caller's specialised code builds the operator without a runtime type lookup.
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ObserveOnObservable(
            source: asObservable(), scheduler: scheduler, sinkType: ObserveOnForwardingSink<Element>.self)
    }

    /// `observe(on: scheduler).catchAndReturn(element)` in one stage: what `asDriver(onErrorJustReturn:)`
    /// and `asSignal(onErrorJustReturn:)` build for every driver and signal, with one observable and one
    /// sink fewer per subscription, and one call fewer per element.
    ///
    /// The source's error is queued like any event, and where `observe(on:)` would deliver it, the sink
    /// sends `element`, then completion, as `catchAndReturn` does when the error reaches it.
    ///
    /// `main` is `scheduler` if the caller knows it to be the main scheduler, which spares each subscription
    /// a dynamic cast to find out; `nil` if it does not know.
    @inlinable
    func observe(
        on scheduler: ImmediateSchedulerType, main: MainScheduler?, catchAndReturn element: Element
    ) -> Observable<Element> {
        ObserveOnReturningObservable(
            source: asObservable(), scheduler: scheduler, main: main, element: element,
            sinkType: ObserveOnReturningSink<Element>.self)
    }
}

@usableFromInline
final class ObserveOnObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let scheduler: ImmediateSchedulerType
    /// The sink's type, named by the caller's specialised code: named in this generic code, it would be
    /// looked up at run time for every subscription.
    private let sinkType: ObserveOnForwardingSink<Element>.Type

    @usableFromInline
    init(
        source: Observable<Element>, scheduler: ImmediateSchedulerType, sinkType: ObserveOnForwardingSink<Element>.Type
    ) {
        self.source = source
        self.scheduler = scheduler
        self.sinkType = sinkType
        #if TRACE_RESOURCES
        countedAsSerial = TraceCounters.observableMade(on: scheduler)
        #endif
    }

    #if TRACE_RESOURCES
    /// Whether `Resources.numberOfSerialDispatchQueueObservables` counts this observable.
    private let countedAsSerial: Bool

    deinit {
        TraceCounters.observableFreed(counted: countedAsSerial)
    }
    #endif

    override func run(_ sink: Sink<Element>) -> Disposable {
        let observeSink = sinkType.init(downstream: sink, scheduler: scheduler, main: nil)
        observeSink.setSourceSubscription(source.run(observeSink))
        return anyDisposable(observeSink)
    }
}

/// `observe(on:catchAndReturn:)`: `observe(on:)` whose sink turns the source's error into `element` and
/// completion.
@usableFromInline
final class ObserveOnReturningObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let scheduler: ImmediateSchedulerType
    /// `scheduler`, if the caller knew it to be the main scheduler.
    private let main: MainScheduler?
    private let element: Element
    /// Named by the caller's specialised code, as for `ObserveOnObservable`.
    private let sinkType: ObserveOnReturningSink<Element>.Type

    @usableFromInline
    init(
        source: Observable<Element>, scheduler: ImmediateSchedulerType, main: MainScheduler?, element: Element,
        sinkType: ObserveOnReturningSink<Element>.Type
    ) {
        self.source = source
        self.scheduler = scheduler
        self.main = main
        self.element = element
        self.sinkType = sinkType
        #if TRACE_RESOURCES
        countedAsSerial = TraceCounters.observableMade(on: scheduler)
        #endif
    }

    #if TRACE_RESOURCES
    /// Whether `Resources.numberOfSerialDispatchQueueObservables` counts this observable.
    private let countedAsSerial: Bool

    deinit {
        TraceCounters.observableFreed(counted: countedAsSerial)
    }
    #endif

    override func run(_ sink: Sink<Element>) -> Disposable {
        let observeSink = sinkType.init(downstream: sink, scheduler: scheduler, main: main, element: element)
        observeSink.setSourceSubscription(source.run(observeSink))
        return anyDisposable(observeSink)
    }
}

/// The sink of `observe(on:)`.
@usableFromInline
final class ObserveOnForwardingSink<Element>: ObserveOnSink<Element>, @unchecked Sendable {
    // Sendable: as `ObserveOnSink`.
}

/// The sink of `observe(on:catchAndReturn:)`.
@usableFromInline
final class ObserveOnReturningSink<Element>: ObserveOnSink<Element>, @unchecked Sendable {
    // Sendable: as `ObserveOnSink`; `element` is an immutable `let`.
    private let element: Element

    init(downstream: Sink<Element>, scheduler: ImmediateSchedulerType, main: MainScheduler?, element: Element) {
        self.element = element
        super.init(downstream: downstream, scheduler: scheduler, main: main)
    }

    /// Sends `element` and completion where `observe(on:)` would send the error, as `catchAndReturn` does
    /// when the error reaches it: completion follows even if the subscription was disposed from within
    /// `onNext`.
    override func deliverError(_ error: Swift.Error) {
        downstream.onNext(element)
        downstream.onCompleted()
    }
}

/// Events are queued as they arrive; one scheduled run at a time delivers them, one event per step, so the
/// scheduler interleaves them fairly with its other work.
///
/// A serial dispatch queue keeps its work in order by itself, so there a run delivers everything queued and
/// ends, and the next event schedules a new run; with `MainScheduler`, an event sent on the main thread
/// when nothing is waiting is then delivered at once, as with RxSwift, instead of waiting for the main queue.
/// That case, the common one for `Driver` and `Signal`, skips the queue: the element goes straight downstream
/// between `MainScheduler.beginImmediate()` and `endImmediate()`, with no lock, no `Event`, no queue and no
/// scheduled closure, so no allocation.
@usableFromInline
class ObserveOnSink<Element>: Sink<Element>, Disposable, @unchecked Sendable {
    // Sendable: `queue`, `head`, `running`, `finished`, `scheduledRun` and `sourceSubscription` are only
    // changed under `lock`; `downstream` is only called by whoever set `running` (the one scheduled run), or
    // by a direct delivery, which runs only while no run is scheduled and reads `finished` without the lock,
    // as the source's events are serial (see `deliverAtOnce`); `disposed` is atomic.
    final let downstream: Sink<Element>
    private let scheduler: ImmediateSchedulerType
    /// The subscription to the source, once its `run` returned it; `NopDisposable` before and after. Guarded
    /// by `lock`: kept here rather than in a `SingleAssignmentDisposable`, which would be one more object per
    /// subscription. Not an optional, nor is `scheduledRun`: setting, taking and destroying an optional
    /// existential go through value-witness calls.
    @exclusivity(unchecked) private var sourceSubscription: Disposable = NopDisposable.instance
    /// The latest scheduled run, or `NopDisposable`. Guarded by `lock`, made only when events are queued: a
    /// `SerialDisposable` would be one more object for every subscription, also those that only ever deliver
    /// directly.
    @exclusivity(unchecked) private var scheduledRun: Disposable = NopDisposable.instance
    private let lock = Lock()
    /// Made on the first queued event: an array of `Event<Element>` made in `init`, in this generic code,
    /// would look up the type metadata of `Event<Element>` for every subscription, also on the direct path.
    @exclusivity(unchecked) private var queue: [Event<Element>]?
    @exclusivity(unchecked) private var head = 0
    /// A run is scheduled or delivering.
    @exclusivity(unchecked) private var running = false
    /// A terminal event is queued: later events are dropped.
    @exclusivity(unchecked) private var finished = false
    private let disposed = AtomicFlag()
    /// Whether a run delivers all the queued events (serial dispatch queues) rather than one per step.
    private let drainsInOneRun: Bool
    /// `scheduler`, if it is the main scheduler, whose runs may happen at once. Unmanaged: `scheduler` holds
    /// it, and a strong or unowned reference would be retained and released for every event.
    private let mainScheduler: Unmanaged<MainScheduler>?

    /// `main` is `scheduler` if the caller knows it to be the main scheduler, `nil` if it does not know.
    init(downstream: Sink<Element>, scheduler: ImmediateSchedulerType, main: MainScheduler?) {
        self.downstream = downstream
        self.scheduler = scheduler
        // One dynamic cast, not two, for the main scheduler, the common case, and none when the caller knows:
        // casts from an existential are slow.
        let mainScheduler = main ?? (scheduler as? MainScheduler)
        self.mainScheduler = mainScheduler.map { Unmanaged.passUnretained($0) }
        drainsInOneRun = mainScheduler != nil || scheduler is SerialDispatchQueueScheduler
    }

    final override func onNext(_ element: Element) {
        if let mainScheduler, mainScheduler._withUnsafeGuaranteedRef({ $0.beginImmediate() }) {
            deliverAtOnce(element)
            mainScheduler._withUnsafeGuaranteedRef { $0.endImmediate() }
            return
        }
        enqueueNext(element)
    }

    /// Out of line: building the `Event` looks up its type metadata, which the path above should not pay.
    @inline(never)
    private func enqueueNext(_ element: Element) {
        enqueue(.next(element))
    }

    /// Delivers `element` straight downstream, without the lock: the caller runs on the main queue as the
    /// main scheduler's only action, so no run of this sink (scheduled on that scheduler) is waiting or
    /// delivering, and the queue is empty (every queued event keeps a run scheduled until it is delivered).
    /// The source's events reach this sink one at a time (the Rx contract), so nothing writes `finished`
    /// meanwhile either. An event the source sends re-entrantly, from within `downstream`, finds the
    /// scheduler busy and is queued behind this one.
    private func deliverAtOnce(_ element: Element) {
        if finished || disposed.isSet { return }
        downstream.onNext(element)
    }

    final override func onError(_ error: Swift.Error) { enqueue(.error(error)) }

    final override func onCompleted() { enqueue(.completed) }

    /// Queues `event`. A terminal event also ends the subscription to the source when it arrives, as in
    /// RxSwift, where the source's own sink disposes itself once it sent it: the source and the operators
    /// above see the end at the tick of the event, not when the scheduler delivers it.
    private func enqueue(_ event: Event<Element>) {
        let (wasIdle, endedSource): (Bool, Disposable?) = lock.withLock {
            if finished { return (false, nil) }
            var endedSource: Disposable?
            if event.isStopEvent {
                finished = true
                endedSource = takeDisposable(&sourceSubscription)
            }
            if queue == nil { queue = [] }
            queue?.append(event)
            defer { running = true }
            return (!running, endedSource)
        }
        if wasIdle { startRun() }
        endedSource?.dispose()
    }

    /// Schedules the run that delivers the queue.
    private func startRun() {
        let run: Disposable
        if drainsInOneRun {
            run = scheduler.schedule(()) { [weak self] _ in
                while let self, self.deliverOne() {}
                return Disposables.create()
            }
        } else {
            run = scheduler.scheduleRecursive(()) { [weak self] _, recurse in
                guard let self, self.deliverOne() else { return }
                recurse(())
            }
        }
        keep(run)
    }

    /// Keeps `run` as the scheduled run, disposing the previous one (finished by now, as a new run starts
    /// only when no run is delivering), or disposes `run` at once if this sink is disposed.
    private func keep(_ run: Disposable) {
        lock.lock()
        if disposed.isSet {
            lock.unlock()
            run.dispose()
            return
        }
        let previous = takeDisposable(&scheduledRun)
        scheduledRun = run
        lock.unlock()
        previous.dispose()
    }

    /// Delivers the event at the head of the queue; returns whether another one waits.
    private func deliverOne() -> Bool {
        let event: Event<Element>? = lock.withLock {
            guard let pending = queue, head < pending.count else {
                queue?.removeAll(keepingCapacity: true)
                head = 0
                running = false
                return nil
            }
            defer { head += 1 }
            return pending[head]
        }
        guard let event, !disposed.isSet else { return false }
        switch event {
        case .next(let element): downstream.onNext(element)
        case .error(let error): deliverError(error)
        case .completed: downstream.onCompleted()
        }
        return !event.isStopEvent
    }

    /// Delivers the source's error, at its turn on the scheduler.
    func deliverError(_ error: Swift.Error) {
        downstream.onError(error)
    }

    /// Keeps `subscription`, or disposes it at once if this sink was disposed, or the source ended, while
    /// the source's `run` ran.
    final func setSourceSubscription(_ subscription: Disposable) {
        lock.lock()
        if disposed.isSet || finished {
            lock.unlock()
            subscription.dispose()
            return
        }
        sourceSubscription = subscription
        lock.unlock()
    }

    @usableFromInline
    final func dispose() {
        guard disposed.set() else { return }
        // `disposed` is set before the lock is taken, so `setSourceSubscription` either finds it set or
        // stored its subscription before this takes it.
        lock.lock()
        // Moved out, not copied and then overwritten: each is an existential, whose copy and destruction go
        // through value-witness calls.
        let run = takeDisposable(&scheduledRun)
        let subscription = takeDisposable(&sourceSubscription)
        lock.unlock()
        run.dispose()
        subscription.dispose()
    }
}
