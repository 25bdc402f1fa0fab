import Dispatch
import Foundation

/// Runs work on the main queue, for user-interface work.
///
/// Scheduled from the main queue with nothing of its own waiting there, an action runs at once instead
/// of waiting for the next turn of the run loop; otherwise it is queued behind what is already waiting,
/// so the order of scheduling is kept. `MainScheduler.asyncInstance` always queues.
///
/// ```swift
/// // On the main queue:
/// _ = MainScheduler.instance.schedule(()) { _ in
///     print("now")
///     return Disposables.create()
/// }
/// print("after")
/// // Prints: now, after
/// ```
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    // Sendable: `enqueued` is atomic; everything else is an immutable `let`.
    /// Actions of this scheduler queued on the main queue and not yet finished.
    private let enqueued = AtomicCounter()
    /// `DispatchQueue.mainQueueMark`, read once: reading the global costs a `swift_once` call at every
    /// element that `observe(on:)` delivers.
    private let mainQueueMark: UnsafeRawPointer

    /// A scheduler on the main queue; `MainScheduler.instance` is the one to use.
    public init() {
        mainQueueMark = DispatchQueue.mainQueueMark
        super.init(serialQueue: Self.mainQueue, onMainQueue: true)
    }

    /// The main queue, looked up once: `DispatchQueue.main` makes a new wrapper object at every call on
    /// some platforms, and every `asDriver` makes a scheduler.
    private static let mainQueue = DispatchQueue.main

    /// The scheduler on the main queue.
    public static let instance = MainScheduler()

    /// A scheduler on the main queue that always queues work, even when called from the main queue.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: .main, onMainQueue: true)

    /// Stops the program with `errorMessage` unless it runs on the main queue.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        if !DispatchQueue.isMainQueue {
            fatalError(
                errorMessage ?? "This code must run on the main queue: schedule it with MainScheduler.instance.")
        }
    }

    /// Stops the program with `errorMessage` unless it runs on the main thread.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        if !Thread.isMainThread {
            fatalError(errorMessage ?? "This code must run on the main thread.")
        }
    }

    /// Returns true, and counts the caller as this scheduler's running action, if `schedule` would run an
    /// action at once (on the main queue, with nothing of this scheduler's waiting or running); otherwise
    /// returns false and changes nothing. A caller that got true runs its work inline, then calls
    /// `endImmediate()`: for callers that would schedule a closure only to have it run at once, which costs
    /// an allocation.
    func beginImmediate() -> Bool {
        guard DispatchQueue.isMainQueue(mark: mainQueueMark) else { return false }
        guard enqueued.add(1) == 1 else {
            enqueued.add(-1)
            return false
        }
        return true
    }

    /// Ends the work that `beginImmediate()` allowed.
    func endImmediate() {
        enqueued.add(-1)
    }

    override package func dispatch(_ work: @escaping @Sendable () -> Void) {
        // Counted as `schedule` counts its actions, so that an action scheduled on the main queue meanwhile
        // waits behind this work rather than running at once.
        enqueued.add(1)
        configuration.queue.async {
            work()
            self.enqueued.add(-1)
        }
    }

    override func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        let waiting = enqueued.add(1) - 1
        if waiting == 0 && DispatchQueue.isMainQueue(mark: mainQueueMark) {
            let disposable = action(state)
            enqueued.add(-1)
            return disposable
        }
        let work = DispatchedWork { action(state) }
        configuration.queue.async {
            work.run()
            self.enqueued.add(-1)
        }
        return work
    }
}

extension DispatchQueue {
    /// Marks the main queue, so that code can tell whether it runs on it (and not merely on the main
    /// thread, inside a `sync` call to another queue).
    private static let mainQueueKey: DispatchSpecificKey<Void> = {
        let key = DispatchSpecificKey<Void>()
        DispatchQueue.main.setSpecific(key: key, value: ())
        return key
    }()

    /// The address under which the main queue keeps its mark: the key object's, as
    /// `setSpecific(key:value:)` stores it.
    static var mainQueueMark: UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(mainQueueKey).toOpaque())
    }

    /// Whether the caller runs on the main queue.
    static var isMainQueue: Bool {
        isMainQueue(mark: mainQueueMark)
    }

    /// Whether the caller runs on the main queue, given `mainQueueMark`.
    ///
    /// The same test as `getSpecific(key: mainQueueKey) != nil`, which asks the current queue and the
    /// queues it targets for the mark, without the generic wrapper around it: unspecialised, the wrapper
    /// retains, unboxes and copies the stored value (about 105 instructions on Linux, besides the lookup's own
    /// 83), and `observe(on: MainScheduler.instance)` asks for every element.
    @inline(__always)
    static func isMainQueue(mark: UnsafeRawPointer) -> Bool {
        dispatchGetSpecific(mark) != nil
    }
}

/// libdispatch's `dispatch_get_specific`, which the Dispatch module only offers through the generic
/// `DispatchQueue.getSpecific(key:)`: the value stored under `key` by the current queue or the nearest queue
/// it targets that has one, or `nil`. A C function of one pointer returning a pointer, which Swift's calling
/// convention passes as C does.
@_silgen_name("dispatch_get_specific")
func dispatchGetSpecific(_ key: UnsafeRawPointer) -> UnsafeMutableRawPointer?
