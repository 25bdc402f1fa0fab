#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Counts the subscriptions that one test makes, apart from those of the tests that run beside it.
///
/// `Resources.total` counts the subscriptions of the whole process. Swift Testing runs tests in parallel,
/// so a test that compares `Resources.total` before and after sees the subscriptions of the tests that
/// ran meanwhile. A counter counts only the subscriptions started by the task that created it (or, when
/// it was created outside any task, as in an XCTest test, by its thread), from its creation until
/// ``stop()``, and each of them until it ends, wherever and whenever that happens.
///
/// ```swift
/// let subscriptions = SubscriptionCounter()
/// let subscription = Observable<Int>.never().subscribe()
/// print(subscriptions.live)
/// subscription.dispose()
/// print(subscriptions.live)
/// subscriptions.stop()
/// // Prints:
/// // 1
/// // 0
/// ```
///
/// Counters nest: while a second counter is open in the same task, a subscription counts in both, so a
/// test's own counter still sees what a harness inside the test counts.
///
/// `PresenterTest` opens one for the presenter it checks; a test checks other subscriptions with one of
/// its own. Outside the counted task nothing changes: with no counter open, a subscription costs one
/// atomic load more.
public final class SubscriptionCounter: @unchecked Sendable {
    // Sendable: `count` is atomic, `isOpen` is only touched under the registry's lock, the rest is
    // constant.
    private let count = AtomicCounter()
    private let parent: SubscriptionCounter?
    private let owner: Owner
    private var isOpen = true

    /// Starts counting the subscriptions that the current task, or outside a task the current thread,
    /// starts from now on.
    public init() {
        let owner = Owner.current
        self.owner = owner
        // Only this task or thread opens counters for `owner`, so nothing comes between the two steps.
        parent = Self.registry.withLock { $0.innermost(for: owner) }
        Self.registry.withLock { $0.push(self, for: owner) }
    }

    /// The subscriptions counted here that have not ended yet.
    public var live: Int { count.value }

    /// Stops counting new subscriptions; those already counted still leave ``live`` when they end.
    /// Calling it again does nothing.
    public func stop() {
        Self.registry.withLock { $0.remove(self) }
    }

    /// Counts a subscription that has started in the current task, in the counter open there and in the
    /// counters around it; returns that counter, to be told when the subscription ends.
    @inline(__always)
    static func subscriptionStarted() -> SubscriptionCounter? {
        if openCounters.value == 0 { return nil }
        return countStarted()
    }

    @inline(never)
    private static func countStarted() -> SubscriptionCounter? {
        let owner = Owner.current
        guard let counter = registry.withLock({ $0.innermost(for: owner) }) else { return nil }
        var next: SubscriptionCounter? = counter
        while let current = next {
            current.count.add(1)
            next = current.parent
        }
        return counter
    }

    /// Counts the end of a subscription that `subscriptionStarted` counted here.
    func subscriptionEnded() {
        var next: SubscriptionCounter? = self
        while let current = next {
            current.count.add(-1)
            next = current.parent
        }
    }

    // MARK: Who counts what

    /// How many counters are open in the process: while none is, a subscription looks for none.
    private static let openCounters = AtomicCounter()

    private static let registry = RegistryBox()

    /// The open counters of each task or thread, the innermost last.
    private struct Registry {
        var open: [Owner: [SubscriptionCounter]] = [:]

        func innermost(for owner: Owner) -> SubscriptionCounter? { open[owner]?.last }

        mutating func push(_ counter: SubscriptionCounter, for owner: Owner) {
            open[owner, default: []].append(counter)
            SubscriptionCounter.openCounters.add(1)
        }

        mutating func remove(_ counter: SubscriptionCounter) {
            guard counter.isOpen else { return }
            counter.isOpen = false
            SubscriptionCounter.openCounters.add(-1)
            open[counter.owner]?.removeAll { $0 === counter }
            if open[counter.owner]?.isEmpty == true { open[counter.owner] = nil }
        }
    }

    private final class RegistryBox: @unchecked Sendable {
        // Sendable: `registry` is only touched under `lock`.
        private let lock = Lock()
        private var registry = Registry()

        func withLock<Result>(_ body: (inout Registry) -> Result) -> Result {
            lock.withLock { body(&registry) }
        }
    }

    /// What a counter counts for: a task, or a thread that runs outside any task.
    private enum Owner: Hashable {
        case task(Int)
        case thread(UInt)

        static var current: Owner {
            if let task = withUnsafeCurrentTask(body: { $0?.hashValue }) { return .task(task) }
            return .thread(currentThread())
        }

        private static func currentThread() -> UInt {
            #if canImport(Darwin)
            UInt(bitPattern: pthread_self())
            #elseif canImport(Glibc)
            UInt(pthread_self())
            #else
            UInt(bitPattern: Int(bitPattern: pthread_self()))
            #endif
        }
    }
}
