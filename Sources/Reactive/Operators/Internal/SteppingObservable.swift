/// The engine of the sources that produce their elements one step at a time (`of`, `from`, `range`,
/// `repeatElement`, `generate`): `step` returns the next element, `nil` to complete, or throws to fail.
///
/// On `CurrentThreadScheduler` (or with no scheduler, which means the same) the steps run on this thread's
/// trampoline, in the order RxSwift's do: the first step waits until the subscription that is being made
/// (and everything it subscribes) has subscribed, and each step after an element waits behind whatever that
/// element's delivery scheduled there. Where RxSwift schedules one action per step, a `Stepper` is queued
/// once and keeps stepping in a loop for as long as nothing else waits, at the cost of a check per element;
/// it gives way, and queues itself again, only when something does. On any other scheduler each step is one
/// scheduled action, as in RxSwift. Disposing the subscription stops the steps either way.
final class SteppingObservable<State, Element>: Observable<Element> {
    private let initialState: () -> State
    private let step: (inout State) throws -> Element?
    private let scheduler: ImmediateSchedulerType
    /// Checked once here rather than per subscription: a cast from an existential is not free.
    private let onCurrentThread: Bool

    init(
        scheduler: ImmediateSchedulerType?, initialState: @escaping () -> State,
        step: @escaping (inout State) throws -> Element?
    ) {
        self.initialState = initialState
        self.step = step
        self.scheduler = scheduler ?? CurrentThreadScheduler.instance
        onCurrentThread = scheduler == nil || scheduler is CurrentThreadScheduler
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        if onCurrentThread {
            let trampoline = Trampoline.current
            let stepper = Stepper(state: initialState(), step: step, sink: sink, trampoline: trampoline)
            trampoline.enqueue(stepper)
            if !trampoline.isRunning {
                // Subscribed outside any action of the trampoline (`run` called directly): run as one.
                trampoline.isRunning = true
                trampoline.drain()
                trampoline.isRunning = false
            }
            return stepper
        }
        let step = self.step
        return scheduler.scheduleRecursive(initialState()) { state, recurse in
            var state = state
            do {
                if let element = try step(&state) {
                    sink.onNext(element)
                    recurse(state)
                } else {
                    sink.onCompleted()
                }
            } catch {
                sink.onError(error)
            }
        }
    }
}

/// The steps of one subscription to a `SteppingObservable` on the current-thread trampoline: queued on
/// the thread that subscribed, run by its trampoline, and the subscription's disposable.
private final class Stepper<State, Element>: TrampolineWork, Cancelable, @unchecked Sendable {
    // Sendable: `state` and `trampoline` are only touched by the thread whose trampoline runs the steps;
    // `disposed` is atomic, so any thread may dispose.
    @exclusivity(unchecked) private var state: State
    private let step: (inout State) throws -> Element?
    private let sink: Sink<Element>
    private let disposed = AtomicFlag()
    /// The trampoline that runs the steps, that of the thread that subscribed; it lives as long as that
    /// thread, which is the only one to run the steps, so it is not retained.
    private unowned(unsafe) let trampoline: Trampoline

    init(
        state: State, step: @escaping (inout State) throws -> Element?, sink: Sink<Element>,
        trampoline: Trampoline
    ) {
        self.state = state
        self.step = step
        self.sink = sink
        self.trampoline = trampoline
    }

    override func run() {
        do {
            while !disposed.isSet {
                guard let element = try step(&state) else {
                    sink.onCompleted()
                    return
                }
                sink.onNext(element)
                // RxSwift queues the next step here, behind what the delivery queued: give way to it.
                if trampoline.hasQueuedWork {
                    trampoline.enqueue(self)
                    return
                }
            }
        } catch {
            sink.onError(error)
        }
    }

    var isDisposed: Bool { disposed.isSet }

    func dispose() {
        _ = disposed.set()
    }
}
