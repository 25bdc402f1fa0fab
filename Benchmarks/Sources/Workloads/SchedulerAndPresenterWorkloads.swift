import OpenCombine
import Presenters
import Reactive

// Three workloads of our own. OpenCombine has no virtual-time scheduler; for the presenter round trip its
// nearest equivalent is a subject of events scanned into states with duplicates removed, which is also
// the scan round trip written with Reactive's operators.

func registerSchedulerAndPresenterWorkloads() {
    workload("TestSchedulerScheduling", .reactive) { units in
        var sum = 0
        let scheduler = TestScheduler(initialClock: 0)
        for index in 0..<units {
            _ = scheduler.scheduleRelative((), dueTime: .seconds(index % 100)) { _ in
                sum += 1
                return Disposables.create()
            }
        }
        scheduler.start()
        return sum
    }
    workload("TestSchedulerScheduling", .baseline) { units in
        var sum = 0
        var queue = BaselineTimeline()
        for index in 0..<units {
            queue.schedule(at: index % 100) { sum += 1 }
        }
        queue.run()
        return sum
    }

    workload("PresenterRoundTrip", .reactive) { units in
        var sum = 0
        let scheduler = TestScheduler(initialClock: 0)
        let presenter = Presenter<CounterEvent, Int, Never>(
            initialState: 0, scheduler: scheduler, reduce: .replace
        ) { event, count in
            switch event {
            case .increment: return .mutate(count + 1)
            }
        }
        let subscription = presenter.state.skip(1).subscribe(onNext: { _ in sum += 1 })
        for _ in 0..<units { presenter.send(.increment) }
        subscription.dispose()
        return sum
    }
    workload("PresenterRoundTrip", .openCombine, counterRoundTripInOpenCombine)
    workload("PresenterRoundTrip", .baseline, counterRoundTripByHand)

    // The presenter's round trip written with operators: events into a subject, scanned into states,
    // repeats dropped. OpenCombine's and the baseline's are the presenter's own.
    workload("ScanRoundTrip", .reactive) { units in
        var sum = 0
        let events = PublishSubject<CounterEvent>()
        let subscription =
            events
            .scan(0) { count, event in
                switch event {
                case .increment: return count + 1
                }
            }
            .distinctUntilChanged()
            .subscribe(onNext: { _ in sum += 1 })
        for _ in 0..<units { events.onNext(.increment) }
        subscription.dispose()
        return sum
    }
    workload("ScanRoundTrip", .openCombine, counterRoundTripInOpenCombine)
    workload("ScanRoundTrip", .baseline, counterRoundTripByHand)
}

/// The counter's round trip in OpenCombine: events into a subject, scanned into states, repeats dropped.
private func counterRoundTripInOpenCombine(_ units: Int) -> Int {
    var sum = 0
    let events = PassthroughSubject<CounterEvent, Never>()
    let cancellable =
        events
        .scan(0) { count, event in
            switch event {
            case .increment: return count + 1
            }
        }
        .removeDuplicates()
        .sink { _ in sum += 1 }
    for _ in 0..<units { events.send(.increment) }
    cancellable.cancel()
    return sum
}

/// The counter's round trip written by hand: a store that reduces each event and calls its subscriber.
private func counterRoundTripByHand(_ units: Int) -> Int {
    var sum = 0
    let store = BaselineStore(initialState: 0) { count, event in
        switch event {
        case .increment: return count + 1
        }
    }
    store.subscriber = { _ in sum += 1 }
    for _ in 0..<units { store.send(.increment) }
    return sum
}

enum CounterEvent: Sendable {
    case increment
}

/// The baseline of a scheduler: actions kept with their due times, run in time order (ties in order of
/// scheduling, which a stable sort keeps).
struct BaselineTimeline {
    private var actions: [(time: Int, action: () -> Void)] = []

    @inline(never)
    mutating func schedule(at time: Int, _ action: @escaping () -> Void) {
        actions.append((time, action))
    }

    @inline(never)
    mutating func run() {
        for entry in actions.sorted(by: { $0.time < $1.time }) { entry.action() }
        actions = []
    }
}

/// The baseline of a presenter: a reduce and a subscriber, with duplicate states dropped.
final class BaselineStore {
    private var state: Int
    private let reduce: (Int, CounterEvent) -> Int
    var subscriber: (Int) -> Void = { _ in }

    init(initialState: Int, reduce: @escaping (Int, CounterEvent) -> Int) {
        state = initialState
        self.reduce = reduce
    }

    @inline(never)
    func send(_ event: CounterEvent) {
        let next = reduce(state, event)
        guard next != state else { return }
        state = next
        subscriber(next)
    }
}
