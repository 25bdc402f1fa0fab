import Dispatch

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The identity of the calling thread, to tell an event sent from inside a delivery (re-entrancy) from one
/// sent by another thread. Costs a read of a thread register, a few instructions.
@usableFromInline
@inline(__always)
package func currentThreadIdentity() -> UInt {
    #if canImport(Darwin)
    return UInt(bitPattern: pthread_self())
    #else
    return UInt(pthread_self())
    #endif
}

/// Fairness for a stream whose events are delivered one at a time by whichever thread holds its *deliverer
/// role*: subjects, the operators fed by several sources, the presenters' inboxes.
///
/// Every one of them works the same way when nobody competes: the sending thread takes the role, delivers,
/// gives the role back. When a delivery is under way, what arrives is queued, and this type decides what
/// happens next, the same way for all of them:
///
/// - **Re-entrancy.** An event sent by the thread that holds the role (an observer reacting to what it
///   receives) is queued and delivered after the current one, never nested; that thread never waits for
///   itself.
/// - **Another thread's event** is queued and its call returns at once, while the queue is short and the
///   holder has not delivered a whole turn of queued work.
/// - **A bounded queue.** Once more than ``backlogLimit`` items wait, another thread's call waits instead of
///   returning, so a queue cannot grow without bound because observers are slower than senders.
/// - **Bounded turns.** A holder delivers at most ``turnLength`` queued items of a turn; then, if a thread
///   waits, it hands the role to the one that has waited longest and returns, and otherwise the next thread
///   that sends waits for the role. So no call delivers an unbounded amount of other threads' work, and
///   threads take the role in the order they started waiting.
/// - **No deadlock between streams.** A thread does not wait if that would close a cycle: when the holder
///   it would wait for is itself waiting, directly or through others, for a stream this thread holds. It
///   queues its work and returns instead, beyond the bound by one item. Where a stream's role is taken
///   without the lock, its holder is 0 for the few instructions between taking the role and saying who
///   holds it (and between forgetting it and giving the role back); a thread may wait for such a holder,
///   which is not waiting for anything then, but a chain that reaches one counts as a cycle.
///
/// A waiting thread wakes up either holding the role, and then delivers the queue from where it stands, or
/// released, because the queue it waited on has been delivered in full.
///
/// All of it runs under the owner's lock; the owner keeps the holder's identity itself, since it sets it on
/// the path where nobody competes, and creates its turns on the first contention.
package final class DeliveryTurns {
    /// How many queued items make another thread's call wait.
    static let backlogLimit = 1_024
    /// How many queued items one holder delivers before it hands the role on when someone waits.
    static let turnLength = 256

    /// The threads waiting for the role, oldest first; `waitersHead` is the first one still waiting.
    private var waiters: [TurnWaiter] = []
    private var waitersHead = 0
    /// Queued items the holder has delivered in its turn.
    private var deliveredInTurn = 0
    /// The holder has delivered a whole turn while nobody waited: the next thread that sends waits.
    private var handOffWanted = false

    package init() {}

    /// Whether a thread waits for the role.
    package var hasWaiters: Bool { waitersHead < waiters.count }

    /// Called by a thread that found the role held by `holder` (0 if not known yet) and has just queued its
    /// work, `backlog` items being now in the queue. Returns the waiter to wait on, after releasing the owner's lock, or `nil` if the
    /// call may return. Caller holds the owner's lock.
    package func arrivalLocked(backlog: Int, holder: UInt) -> TurnWaiter? {
        guard backlog > Self.backlogLimit || handOffWanted else { return nil }
        let thread = currentThreadIdentity()
        if thread == holder { return nil }
        guard TurnRegistry.shared.startWaiting(thread, on: self, holder: holder) else { return nil }
        let waiter = TurnWaiter(thread: thread)
        waiters.append(waiter)
        return waiter
    }

    /// Called by the holder before it takes the next queued item: counts the item, and returns the waiter to
    /// hand the role to if the holder's turn is over (the holder must then set the waiter's thread as the
    /// holder, release the lock, call `wake(.holdsRole)` on it and return without delivering). Caller holds
    /// the owner's lock.
    package func nextItemLocked() -> TurnWaiter? {
        if deliveredInTurn < Self.turnLength {
            deliveredInTurn += 1
            return nil
        }
        guard hasWaiters else {
            handOffWanted = true
            return nil
        }
        let waiter = waiters[waitersHead]
        waitersHead += 1
        deliveredInTurn = 0
        handOffWanted = false
        TurnRegistry.shared.handOff(self, to: waiter.thread, othersWaiting: hasWaiters)
        if !hasWaiters {
            waiters.removeAll(keepingCapacity: true)
            waitersHead = 0
        }
        return waiter
    }

    /// Called by the holder when the queue is empty and it gives the role up: the waiters, whose work has
    /// been delivered, are to be woken with `.released` after the owner's lock is released. Caller holds
    /// the owner's lock.
    package func endOfDeliveryLocked() -> ArraySlice<TurnWaiter> {
        deliveredInTurn = 0
        handOffWanted = false
        guard hasWaiters else { return [] }
        let released = waiters[waitersHead...]
        waiters = []
        waitersHead = 0
        TurnRegistry.shared.release(self, waiters: released)
        return released
    }
}

extension ArraySlice where Element == TurnWaiter {
    /// Wakes every waiter: the queue they waited on has been delivered.
    package func release() {
        for waiter in self { waiter.wake(.released) }
    }
}

/// A thread waiting for its turn to deliver a stream's events.
package final class TurnWaiter: @unchecked Sendable {
    // Sendable: `outcome` is written by the thread that wakes the waiter before it signals the semaphore, and
    // read by the waiting thread after the semaphore let it through, which orders the two.

    /// How a wait ended.
    package enum Outcome {
        /// The waiting thread holds the role: it must deliver the queue.
        case holdsRole
        /// The queue has been delivered and the role given up.
        case released
    }

    package let thread: UInt
    private let semaphore = DispatchSemaphore(value: 0)
    private var outcome = Outcome.released

    init(thread: UInt) { self.thread = thread }

    /// Blocks the calling thread until `wake(_:)`.
    package func wait() -> Outcome {
        semaphore.wait()
        return outcome
    }

    /// Lets the waiting thread go on, with `outcome`.
    package func wake(_ outcome: Outcome) {
        self.outcome = outcome
        semaphore.signal()
    }
}

/// Which thread waits for which stream, and who holds the streams waited on: what a thread looks at before it
/// waits, so that waiting never closes a cycle. Only touched by threads about to wait, and by holders that
/// hand the role on or release waiters, never on a path where nobody competes.
final class TurnRegistry: @unchecked Sendable {
    // Sendable: `waiting` and `holders` are only touched under `lock`.
    static let shared = TurnRegistry()

    private let lock = Lock()
    /// The stream each waiting thread waits on.
    private var waiting: [UInt: ObjectIdentifier] = [:]
    /// The holder of each stream some thread waits on.
    private var holders: [ObjectIdentifier: UInt] = [:]

    /// Records that `thread` waits on `turns`, held by `holder`, unless that would close a cycle; returns
    /// whether it may wait.
    func startWaiting(_ thread: UInt, on turns: DeliveryTurns, holder: UInt) -> Bool {
        let stream = ObjectIdentifier(turns)
        return lock.withLock {
            var current = holder
            // Follows who waits for whom from the holder; the chain is at most as long as the waiting threads.
            for _ in 0...waiting.count {
                if current == thread { return false }
                guard let awaited = waiting[current], let next = holders[awaited] else { break }
                // A holder not known yet (0) may be this very thread: do not risk it.
                if next == 0 { return false }
                current = next
            }
            holders[stream] = holder
            waiting[thread] = stream
            return true
        }
    }

    /// Records that the role of `turns` passed to the waiting `thread`.
    func handOff(_ turns: DeliveryTurns, to thread: UInt, othersWaiting: Bool) {
        let stream = ObjectIdentifier(turns)
        lock.withLock {
            waiting[thread] = nil
            holders[stream] = othersWaiting ? thread : nil
        }
    }

    /// Records that the `waiters` of `turns` stopped waiting, their work delivered.
    func release(_ turns: DeliveryTurns, waiters: ArraySlice<TurnWaiter>) {
        let stream = ObjectIdentifier(turns)
        lock.withLock {
            for waiter in waiters { waiting[waiter.thread] = nil }
            holders[stream] = nil
        }
    }
}
