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
@usableFromInline
final class SteppingObservable<State, Element>: Observable<Element> {
    @usableFromInline
    typealias Step = (inout State) throws -> Element?
    /// Makes the stepper of one subscription; written in the caller's specialised code by the inlinable
    /// sources (`from` with a sequence), where the stepper's type is known without a runtime metadata lookup.
    @usableFromInline
    typealias MakeStepper = (State, @escaping Step, Sink<Element>, Unmanaged<Trampoline>) -> SteppingWork

    private let initialState: () -> State
    private let step: Step
    private let makeStepper: MakeStepper
    private let scheduler: ImmediateSchedulerType
    /// Checked once here rather than per subscription: a cast from an existential is not free.
    private let onCurrentThread: Bool

    @usableFromInline
    init(
        scheduler: ImmediateSchedulerType?, initialState: @escaping () -> State, step: @escaping Step,
        makeStepper: @escaping MakeStepper
    ) {
        self.initialState = initialState
        self.step = step
        self.makeStepper = makeStepper
        self.scheduler = scheduler ?? CurrentThreadScheduler.instance
        onCurrentThread = scheduler == nil || scheduler is CurrentThreadScheduler
    }

    convenience init(
        scheduler: ImmediateSchedulerType?, initialState: @escaping () -> State, step: @escaping Step
    ) {
        self.init(scheduler: scheduler, initialState: initialState, step: step) {
            Stepper(state: $0, step: $1, sink: $2, trampoline: $3)
        }
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        if onCurrentThread {
            let trampoline = Trampoline.current
            let stepper = makeStepper(initialState(), step, sink, Unmanaged.passUnretained(trampoline))
            trampoline.enqueueRunningIfIdle(stepper)
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
@usableFromInline
final class Stepper<State, Element>: SteppingWork, @unchecked Sendable {
    // Sendable: `state` is only touched by the thread whose trampoline runs the steps.
    @exclusivity(unchecked) private var state: State
    private let step: (inout State) throws -> Element?
    private let sink: Sink<Element>

    @usableFromInline
    init(
        state: State, step: @escaping (inout State) throws -> Element?, sink: Sink<Element>,
        trampoline: Unmanaged<Trampoline>
    ) {
        self.state = state
        self.step = step
        self.sink = sink
        super.init(trampoline: trampoline)
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
}

/// What the steppers of `SteppingObservable` and `ArrayObservable` share, whatever their types: their place
/// on the trampoline and the subscription's disposable. Not generic, so that the source hands a stepper on as
/// a disposable without a runtime metadata lookup.
@usableFromInline
class SteppingWork: TrampolineWork, Cancelable, @unchecked Sendable {
    // Sendable: `disposed` is atomic, so any thread may dispose; `trampoline` is only used by the thread
    // whose trampoline runs the steps.
    /// Set by `dispose`: the steps stop before the next element.
    final let disposed = AtomicFlag()
    /// The trampoline that runs the steps, that of the thread that subscribed; it lives as long as that
    /// thread, which is the only one to run the steps, so it is not retained.
    final unowned(unsafe) let trampoline: Trampoline

    /// Takes `trampoline` unretained: passing it retained would cost a retain and a release per subscription.
    init(trampoline: Unmanaged<Trampoline>) {
        self.trampoline = trampoline.takeUnretainedValue()
    }

    @usableFromInline
    final var isDisposed: Bool { disposed.isSet }

    @usableFromInline
    final func dispose() {
        _ = disposed.set()
    }
}
