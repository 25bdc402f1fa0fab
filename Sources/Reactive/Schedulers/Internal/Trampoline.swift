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
final class Trampoline {
    /// Whether an action of the scheduler is running on this thread, so that new ones must wait.
    var isRunning = false
    private var queue: [TrampolineItem] = []
    /// The index of the next item to run; the items before it have run.
    private var head = 0

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
        let trampoline = Trampoline()
        pthread_setspecific(key, Unmanaged.passRetained(trampoline).toOpaque())
        return trampoline
    }

    func enqueue(_ item: TrampolineItem) {
        queue.append(item)
    }

    /// Runs the queued items in order, including those they queue, until none is left.
    func drain() {
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
        queue.removeAll(keepingCapacity: queue.count <= 1_024)
        head = 0
    }
}

/// An action waiting on a thread's trampoline; it may be disposed from any thread.
class TrampolineItem: Cancelable, @unchecked Sendable {
    // Sendable: `disposed` and `result` are only touched under `lock`.
    private let lock = Lock()
    private var disposed = false
    private var result: Disposable?

    var isDisposed: Bool { lock.withLock { disposed } }

    /// Runs the action unless the item was disposed, and keeps what it returned for `dispose`.
    final func run() {
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
    private var state: State?
    private var action: ((State) -> Disposable)?

    init(state: State, action: @escaping (State) -> Disposable) {
        self.state = state
        self.action = action
    }

    override func invoke() -> Disposable {
        guard let action, let state else { return Disposables.create() }
        // Let go of them as soon as the action is done, even if the item itself lives on.
        self.action = nil
        self.state = nil
        return action(state)
    }
}
