#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One thread's queue of `CurrentThreadScheduler` actions, kept in a pthread thread-local slot.
///
/// A thread-local slot costs one `pthread_getspecific` per `schedule`, a few nanoseconds, where Foundation's
/// `Thread.current.threadDictionary` costs a dictionary lookup and bridging. The trampoline is created on
/// the thread's first `schedule` and released when the thread ends.
///
/// Its fields skip the runtime's exclusivity checks, which would cost more than the rest of an immediate
/// `schedule`: only its own thread touches it, and no access to them spans a call to an action.
@usableFromInline
final class Trampoline {
    /// Whether an action of the scheduler is running on this thread, so that new ones must wait.
    @exclusivity(unchecked) var isRunning = false
    @exclusivity(unchecked) private var queue: [TrampolineWork] = []
    /// The index of the next item to run; the items before it have run.
    @exclusivity(unchecked) private var head = 0

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            // The slot holds one retain of the thread's trampoline; the thread is ending, so give it back.
            guard let pointer = pointer as UnsafeMutableRawPointer? else { return }
            Unmanaged<Trampoline>.fromOpaque(pointer).release()
        }
        precondition(status == 0, "pthread_key_create failed with \(status)")
        return key
    }()

    /// This thread's trampoline, if it has one.
    static var existing: Trampoline? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<Trampoline>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// This thread's trampoline, created on first use.
    static var current: Trampoline {
        if let existing { return existing }
        return Unmanaged<Trampoline>.fromOpaque(created()).takeUnretainedValue()
    }

    func enqueue(_ item: TrampolineWork) {
        queue.append(item)
    }

    /// Queues `item`; if no action of the trampoline runs on this thread (a source's `run` called directly,
    /// outside a subscription), runs the queue at once, as one such action.
    @inline(__always)
    func enqueueRunningIfIdle(_ item: TrampolineWork) {
        queue.append(item)
        if isRunning { return }
        isRunning = true
        drain()
        isRunning = false
    }

    /// Whether work waits in the queue behind the one running: what a source stepping on the trampoline
    /// checks after each element, to give way to it as a newly scheduled step would.
    var hasQueuedWork: Bool { head < queue.count }

    /// Runs `body` holding this thread's trampoline, as RxSwift's `subscribe` runs a subscription: if no
    /// action of the trampoline runs on this thread, `body` runs as one, and whatever it queues runs after
    /// it, before this call returns; otherwise `body` runs at once, inside the action that is running.
    ///
    /// The trampoline is used without a retain: the thread's slot holds it for as long as the thread lives,
    /// so holding it costs a slot read and a flag check, which every `just` inside a `flatMap` pays.
    @inline(__always)
    static func hold<Result>(_ body: () -> Result) -> Result {
        let slot = pthread_getspecific(key) ?? created()
        return Unmanaged<Trampoline>.fromOpaque(slot)._withUnsafeGuaranteedRef { trampoline in
            if trampoline.isRunning { return body() }
            trampoline.isRunning = true
            let result = body()
            trampoline.drain()
            trampoline.isRunning = false
            return result
        }
    }

    /// Creates this thread's trampoline and puts it in the thread's slot, which holds it from then on.
    @inline(never)
    private static func created() -> UnsafeMutableRawPointer {
        let slot = Unmanaged.passRetained(Trampoline()).toOpaque()
        pthread_setspecific(key, slot)
        return slot
    }

    /// Runs the queued items in order, including those they queue, until none is left.
    func drain() {
        if queue.isEmpty { return }
        while head < queue.count {
            let item = queue[head]
            head += 1
            item.run()
            // Drop the items that ran once they are half the queue, so a long recursion does not keep
            // every step alive until the end; the cost stays constant per item.
            if head >= 1_024 && head * 2 >= queue.count {
                queue.removeFirst(head)
                head = 0
            }
        }
        if queue.count == 1 {
            // One item, the usual case (a sequence subscribed where nothing ran): cheaper than `removeAll`.
            queue.removeLast()
        } else {
            queue.removeAll(keepingCapacity: queue.count <= 1_024)
        }
        head = 0
    }
}

/// Work waiting on a thread's trampoline.
@usableFromInline
class TrampolineWork {
    /// Does the work, on the thread whose trampoline held it; only `Trampoline.drain` calls it.
    func run() {
        fatalError("TrampolineWork.run must be overridden by \(type(of: self))")
    }
}

/// An action waiting on a thread's trampoline; it may be disposed from any thread.
class TrampolineItem: TrampolineWork, Cancelable, @unchecked Sendable {
    // Sendable: `disposed` and `result` are only touched under `lock`.
    private let lock = Lock()
    private var disposed = false
    private var result: Disposable?

    var isDisposed: Bool { lock.withLock { disposed } }

    /// Runs the action unless the item was disposed, and keeps what it returned for `dispose`.
    override final func run() {
        if isDisposed { return }
        let returned = invoke()
        let disposeNow: Bool = lock.withLock {
            if disposed { return true }
            result = returned
            return false
        }
        if disposeNow { returned.dispose() }
    }

    final func dispose() {
        let returned: Disposable? = lock.withLock {
            if disposed { return nil }
            disposed = true
            defer { result = nil }
            return result
        }
        returned?.dispose()
    }

    /// Calls the action once; only `run` calls it.
    func invoke() -> Disposable {
        fatalError("TrampolineItem.invoke must be overridden")
    }
}

/// A trampoline item carrying its action and the state to call it with.
final class TrampolineAction<State>: TrampolineItem, @unchecked Sendable {
    // Sendable: `state` and `action` are only touched on the thread whose trampoline holds the item.
    //
    // Neither is optional: in generic code an `Optional<State>` costs a metadata lookup on every access.
    private let state: State
    private var action: (State) -> Disposable

    init(state: State, action: @escaping (State) -> Disposable) {
        self.state = state
        self.action = action
    }

    override func invoke() -> Disposable {
        let action = self.action
        // Let go of what the action captured as soon as it is done, even if the item itself lives on.
        self.action = { _ in Disposables.create() }
        return action(state)
    }
}
