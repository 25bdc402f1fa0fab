import Foundation

/// A point in a test's virtual time, in ticks.
public typealias TestTime = Int

/// Converts ticks to dates and intervals: one tick is `resolution` seconds.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType, Sendable {
    /// The length of one tick, in seconds.
    public let resolution: Double

    init(resolution: Double) { self.resolution = resolution }

    /// The date `virtualTime` ticks after 1970 stand for.
    public func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: Double(virtualTime) * resolution)
    }

    /// The tick nearest to `time`.
    public func convertToVirtualTime(_ time: RxTime) -> Int {
        Int((time.timeIntervalSince1970 / resolution).rounded())
    }

    /// The seconds a number of ticks stands for.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        Double(virtualTimeInterval) * resolution
    }

    /// The number of ticks nearest to `timeInterval` seconds; an infinite interval is a tick that never comes.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
        if timeInterval == .infinity { return Int.max / 2 }
        return Int((timeInterval / resolution).rounded())
    }

    /// `time` plus `offset` ticks.
    public func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
        time + offset
    }

    /// Orders two ticks.
    public func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }
}

extension TestSchedulerVirtualTimeConverter: IntegerVirtualTimeConverter {}

/// A virtual-time scheduler for tests: time is counted in ticks, and it builds the test observables and
/// observers that record what happened at which tick.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
/// let res = scheduler.start { xs.map { $0 * 2 } }
/// // res.events == [.next(210, 2), .completed(300)]; xs.subscriptions == [Subscription(200, 300)]
/// ```
public final class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>, @unchecked Sendable {
    // Sendable: as its superclass; `taskExecutorStorage` is only touched under `taskExecutorLock`.
    /// The default times of `start`: the sequence is created at 100, subscribed at 200, disposed at 1000.
    public enum Defaults {
        /// When `start` creates the sequence.
        public static let created: TestTime = 100
        /// When `start` subscribes to it.
        public static let subscribed: TestTime = 200
        /// When `start` disposes the subscription.
        public static let disposed: TestTime = 1000
    }

    private let simulateProcessingDelay: Bool
    /// Guards `taskExecutorStorage`.
    let taskExecutorLock = Lock()
    /// The executor of `taskExecutor`, made on first use.
    var taskExecutorStorage: AnyObject?

    /// A scheduler at `initialClock`, with ticks of `resolution` seconds.
    ///
    /// With `simulateProcessingDelay`, work that `schedule` or `scheduleRelative` asks for now (or in the
    /// past) runs one tick later, as it would take a real scheduler some time to get to it.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// Work that `schedule` or `scheduleRelative` asks for now or in the past runs one tick later when
    /// the scheduler simulates processing delay. Work at an absolute time (`scheduleAt`,
    /// `scheduleAbsoluteVirtual`, `scheduleRelativeVirtual`) is not moved.
    public override func adjustScheduledTime(_ time: TestTime) -> TestTime {
        let now = clock
        return time <= now ? now + (simulateProcessingDelay ? 1 : 0) : time
    }

    /// Runs `action` at `time`; an action for a time already past runs at once, on the next step of the
    /// run, without moving the clock back.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Runs `action` at `time`, as `scheduleAt(_:action:)` does; an interleaving explorer's report names it
    /// `name`.
    public func scheduleAt(_ time: TestTime, name: String, action: @escaping () -> Void) {
        withExplorationLabel(name) { scheduleAt(time, action: action) }
    }

    /// Tells an interleaving explorer that what `a` and `b` send cannot observe one another, so that it
    /// does not try their same-instant events in both orders. Outside an exploration it does nothing.
    public func declareIndependent<A, B>(_ a: TestableObservable<A>, _ b: TestableObservable<B>) {
        guard let first = a.explorationSource, let second = b.explorationSource else { return }
        queue.lock.withLock { queue.exploration?.declareIndependent(first, second) }
    }

    /// Whether an interleaving explorer chooses the order of this scheduler's same-instant actions.
    var isExplored: Bool { queue.lock.withLock { queue.exploration != nil } }

    /// A new source of actions for the explorer, or nil outside an exploration.
    func newExplorationSource() -> Int? {
        queue.lock.withLock { queue.exploration?.newSource() }
    }

    /// A new ordering group for the explorer (0 outside an exploration).
    func newExplorationGroup() -> Int {
        queue.lock.withLock { queue.exploration?.newGroup() ?? 0 }
    }

    /// Schedules, in `schedule`, actions that the explorer names `label`, keeping the order of `group`
    /// (that of the action running now, or of the test, when nil) and counted as `source`'s.
    func withExplorationLabel(
        _ label: @autoclosure () -> String, group: Int? = nil, source: Int? = nil, _ schedule: () -> Void
    ) {
        let tagged = queue.lock.withLock { () -> Bool in
            guard let exploration = queue.exploration else { return false }
            let group = group ?? exploration.running?.sequence ?? -1
            exploration.pendingTag = ExplorationTag(group: group, source: source, label: label())
            return true
        }
        schedule()
        if tagged { queue.lock.withLock { queue.exploration?.pendingTag = nil } }
    }

    /// A hot observable that sends `events` at their absolute times, whoever is subscribed then.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(scheduler: self, recordedEvents: events)
    }

    /// A cold observable that sends `events` to each subscriber at their times counted from its
    /// subscription.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(scheduler: self, recordedEvents: events)
    }

    /// An observer that records every event with the tick it arrived at.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Creates the sequence at `created`, subscribes to it at `subscribed`, disposes at `disposed`, runs
    /// the scheduler, and returns the observer that recorded the events.
    public func start<Source: ObservableConvertibleType>(
        created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> Source
    ) -> TestableObserver<Source.Element> {
        var source: Observable<Source.Element>?
        var subscription: Disposable?
        let observer = createObserver(Source.Element.self)
        scheduleAt(created, name: "the creation of the sequence") { source = create().asObservable() }
        scheduleAt(subscribed, name: "the subscription") { subscription = source?.subscribe(observer) }
        scheduleAt(disposed, name: "the disposal") { subscription?.dispose() }
        start()
        return observer
    }

    /// `start(created: 100, subscribed: 200, disposed:create:)`.
    public func start<Source: ObservableConvertibleType>(
        disposed: TestTime, create: @escaping () -> Source
    ) -> TestableObserver<Source.Element> {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start(created: 100, subscribed: 200, disposed: 1000, create:)`.
    public func start<Source: ObservableConvertibleType>(_ create: @escaping () -> Source)
        -> TestableObserver<Source.Element>
    {
        start(
            created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }
}
