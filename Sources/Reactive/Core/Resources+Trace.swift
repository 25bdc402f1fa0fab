#if TRACE_RESOURCES
/// The names RxSwift's debug builds add for its own tests, in builds with the `TRACE_RESOURCES` flag
/// (`swift build -Xswiftc -DTRACE_RESOURCES`), so that tests written against them compile and mean the same.

/// The deepest stack of sequences one `concat` has walked at once since it was last set to 0.
///
/// A concat whose current source is another concat, subscribed to at once, walks that concat's sources
/// itself instead of nesting a subscription: a tail call. The sequences it walks form a stack, the
/// outermost at the bottom. A sequence of known length (a collection) leaves the stack as its last source
/// is taken, so nesting a concat as the last source of a collection, however deep, keeps the stack at 1; a
/// sequence of unknown length stays until it is read to its end, so the stack grows with each level.
///
/// ```swift
/// maxTailRecursiveSinkStackSize = 0
/// // [a, [b, [c, ...].concat].concat].concat, 1000 levels, each a collection
/// XCTAssertEqual(maxTailRecursiveSinkStackSize, 1)
/// ```
///
/// As in RxSwift, it only exists in builds with `TRACE_RESOURCES`.
public var maxTailRecursiveSinkStackSize: Int {
    get { TraceCounters.tailRecursionDepth.value }
    set { TraceCounters.tailRecursionDepth.store(newValue) }
}

extension Resources {
    /// The number of `observe(on:)` observables alive whose scheduler is a `SerialDispatchQueueScheduler`
    /// (the main scheduler included): counted when the observable is made, until it is freed, subscribed to
    /// or not. A test checks that the ones it made are gone.
    ///
    /// As in RxSwift, it only exists in builds with `TRACE_RESOURCES`.
    public static var numberOfSerialDispatchQueueObservables: Int32 {
        Int32(truncatingIfNeeded: TraceCounters.serialDispatchQueueObservables.value)
    }
}

/// The storage of the names above.
enum TraceCounters {
    static let tailRecursionDepth = AtomicState()
    static let serialDispatchQueueObservables = AtomicCounter()

    /// Records that a concat walks `depth` sequences at once.
    static func tailRecursion(depth: Int) {
        var deepest = tailRecursionDepth.value
        while deepest < depth, !tailRecursionDepth.compareExchange(expected: deepest, desired: depth) {
            deepest = tailRecursionDepth.value
        }
    }

    /// Counts an `observe(on:)` observable made on `scheduler`; returns whether it was counted, to be given
    /// back when it is freed.
    static func observableMade(on scheduler: ImmediateSchedulerType) -> Bool {
        guard scheduler is SerialDispatchQueueScheduler else { return false }
        serialDispatchQueueObservables.add(1)
        return true
    }

    static func observableFreed(counted: Bool) {
        if counted { serialDispatchQueueObservables.add(-1) }
    }
}
#endif
