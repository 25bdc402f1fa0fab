/// The engine of the sources that produce their elements one step at a time (`of`, `from`, `range`,
/// `repeatElement`, `generate`): `step` returns the next element, `nil` to complete, or throws to fail.
///
/// On `CurrentThreadScheduler` (or with no scheduler, which means the same) with nothing running on this
/// thread's trampoline, the steps run in a loop
/// during `run`, at the cost of a function call per element. Anywhere else (a trampoline already running,
/// or any other scheduler) each step is one scheduled action, as RxSwift does, so that disposing the
/// subscription stops the steps.
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
        if onCurrentThread && CurrentThreadScheduler.isScheduleRequired {
            var state = initialState()
            do {
                while let element = try step(&state) { sink.onNext(element) }
                sink.onCompleted()
            } catch {
                sink.onError(error)
            }
            return Disposables.create()
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
