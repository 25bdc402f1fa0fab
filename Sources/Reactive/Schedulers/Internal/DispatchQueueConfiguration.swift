import Dispatch

/// How the dispatch-queue schedulers run work: `async` for now, a one-shot timer for later, a repeating
/// timer for periodic work, all on `queue`.
struct DispatchQueueConfiguration: Sendable {
    let queue: DispatchQueue
    /// How late the system may fire a timer, to save power.
    let leeway: DispatchTimeInterval

    func schedule<State>(_ state: State, action: @escaping (State) -> Disposable) -> Disposable {
        let work = DispatchedWork { action(state) }
        enqueue(work)
        return work
    }

    /// Sends `work` to the queue in a block that holds nothing but `work`. Not generic, so that the block
    /// captures no type metadata: its context is `work` itself, with no box of its own.
    private func enqueue(_ work: DispatchedWork) {
        queue.async { work.run() }
    }

    func scheduleRelative<State>(
        _ state: State, dueTime: RxTimeInterval, action: @escaping (State) -> Disposable
    ) -> Disposable {
        DispatchTimedAction(
            queue: queue, deadline: .now() + dueTime, leeway: leeway,
            work: DispatchedAction { action(state) })
    }

    func schedulePeriodic<State>(
        _ state: State, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (State) -> State
    ) -> Disposable {
        DispatchPeriodicAction(
            queue: queue, startAfter: startAfter, period: period, leeway: leeway, state: state, action: action)
    }
}

/// An action scheduled to run once, and the disposable `schedule` returns for it: disposing it before the
/// action runs keeps the action from running, and after disposes what the action returned.
///
/// One object where a `SingleAssignmentDisposable` and a wrapper of the action would be two, with the
/// block that runs it capturing both. Not generic, for the reason `DispatchedAction` gives.
final class DispatchedWork: Cancelable, @unchecked Sendable {
    // Sendable: `action` is only touched by `run`, which the one block that holds this object calls once;
    // `result` is written by `run` before it publishes it with `state` (`ran`), and then only read by the
    // one `dispose` that sees it published, or by `run` itself when `dispose` came during the action.
    private let state = AtomicState(DispatchedWork.waiting)
    @exclusivity(unchecked) private var action: (() -> Disposable)?
    /// What the action returned, once it has run; `NopDisposable` before and after.
    @exclusivity(unchecked) private var result: Disposable = NopDisposable.instance

    private static var waiting: Int { 0 }
    private static var running: Int { 1 }
    private static var ran: Int { 2 }
    private static var disposed: Int { 3 }

    /// The work of running `action` once.
    init(_ action: @escaping () -> Disposable) {
        self.action = action
    }

    var isDisposed: Bool { state.value == Self.disposed }

    /// Runs the action, unless the work was disposed first; lets go of the action either way.
    func run() {
        let action = self.action
        self.action = nil
        guard let action, state.compareExchange(expected: Self.waiting, desired: Self.running) else { return }
        result = action()
        if state.compareExchange(expected: Self.running, desired: Self.ran) { return }
        // Disposed while the action ran: `dispose` left what it returned to this call.
        takeDisposable(&result).dispose()
    }

    func dispose() {
        if state.exchange(Self.disposed) == Self.ran { takeDisposable(&result).dispose() }
    }
}

/// A scheduled action applied to its state, on its way into a dispatch block.
///
/// Not generic: a generic wrapper's type would be looked up at run time on every `schedule`, which the
/// schedulers call through `SchedulerType` and so run unspecialised.
struct DispatchedAction: @unchecked Sendable {
    // Sendable: the Rx scheduler contract: the caller hands the action and its state over to the scheduler
    // and does not touch them again; exactly one dispatch block runs them, once.
    let run: () -> Disposable

    init(_ run: @escaping () -> Disposable) {
        self.run = run
    }
}

/// An action that a one-shot dispatch timer runs; disposing it cancels the timer, or disposes what the
/// action returned once it has run.
final class DispatchTimedAction: Cancelable, @unchecked Sendable {
    // Sendable: `timer`, `result` and `disposed` are only touched under `lock`.
    private let lock = Lock()
    private var timer: DispatchSourceTimer?
    private var result: Disposable?
    private var disposed = false

    init(queue: DispatchQueue, deadline: DispatchTime, leeway: DispatchTimeInterval, work: DispatchedAction) {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        self.timer = timer
        timer.schedule(deadline: deadline, leeway: leeway)
        // The handler holds this object until the timer fires or is cancelled, so the action runs even when
        // nobody keeps the returned disposable; cancelling the timer releases the handler.
        timer.setEventHandler { self.fire(work) }
        timer.resume()
    }

    var isDisposed: Bool { lock.withLock { disposed } }

    private func fire(_ work: DispatchedAction) {
        let timer: DispatchSourceTimer? = lock.withLock {
            defer { self.timer = nil }
            return disposed ? nil : self.timer
        }
        guard let timer else { return }
        timer.cancel()
        let returned = work.run()
        let disposeNow: Bool = lock.withLock {
            if disposed { return true }
            result = returned
            return false
        }
        if disposeNow { returned.dispose() }
    }

    func dispose() {
        let (timer, result): (DispatchSourceTimer?, Disposable?) = lock.withLock {
            if disposed { return (nil, nil) }
            disposed = true
            defer {
                self.timer = nil
                self.result = nil
            }
            return (self.timer, self.result)
        }
        timer?.cancel()
        result?.dispose()
    }
}

/// A periodic action on a repeating dispatch timer; disposing it cancels the timer.
final class DispatchPeriodicAction<State>: Cancelable, @unchecked Sendable {
    // Sendable: `state` is only touched by the timer's event handler, which dispatch never runs twice at
    // once for one source; `timer` is only touched under `lock`.
    private let lock = Lock()
    private var timer: DispatchSourceTimer?
    private var state: State
    private let action: (State) -> State

    init(
        queue: DispatchQueue, startAfter: RxTimeInterval, period: RxTimeInterval, leeway: DispatchTimeInterval,
        state: State, action: @escaping (State) -> State
    ) {
        self.state = state
        self.action = action
        let timer = DispatchSource.makeTimerSource(queue: queue)
        self.timer = timer
        timer.schedule(deadline: .now() + startAfter, repeating: period, leeway: leeway)
        // The handler holds this object until the timer is cancelled by `dispose`.
        timer.setEventHandler { self.tick() }
        timer.resume()
    }

    var isDisposed: Bool { lock.withLock { timer == nil } }

    private func tick() {
        guard !isDisposed else { return }
        state = action(state)
        // On a concurrent queue ThreadSanitizer cannot see that dispatch runs the ticks one after another;
        // releasing the lock here orders this tick before the next one's `isDisposed`.
        lock.lock()
        lock.unlock()
    }

    func dispose() {
        let timer: DispatchSourceTimer? = lock.withLock {
            defer { self.timer = nil }
            return self.timer
        }
        timer?.cancel()
    }
}
