import Reactive
import XCTest

/// The error every contract source fails with.
struct ContractError: Error {}

/// One operator applied to an `Observable<Int>`, with what the shared contract expects of it.
///
/// The contract drives the operator with a hot source in virtual time (subscribed at 200, disposed at 1000)
/// and checks what every operator owes its subscriber, whatever it does to elements:
/// - an error from the source reaches the observer as an `.error` at the expected tick, and ends the source
///   subscription;
/// - completion of the source reaches the observer at the expected tick;
/// - disposal at 1000 stops delivery and ends the source subscription at 1000;
/// - a terminal event ends every subscription, and nothing (sinks, schedulers, observers) outlives the run.
///
/// Operators documented to do otherwise (`catch` turns an error into completion, `retry` subscribes again,
/// a merge with `never()` does not complete) say so with `onError` or `onCompleted`.
struct OperatorContract {
    /// What reaches the observer when the source sends a terminal event at tick `t`.
    enum Ending {
        /// The same terminal event arrives at `t + after`; the source subscription ends at
        /// `t + sourceEndsAfter`.
        case arrives(after: TestTime, sourceEndsAfter: TestTime)
        /// Completion arrives at `t + after` instead (an operator that handles errors); the source
        /// subscription ends at `t + sourceEndsAfter`.
        case completesInstead(after: TestTime, sourceEndsAfter: TestTime)
        /// No terminal event arrives before the disposal; `sourceSubscriptions` are the source subscriptions
        /// expected at the end.
        case keepsRunning(sourceSubscriptions: [Subscription])
        /// The operator ends the sequence itself with `event` at the absolute tick `at`, whatever the source
        /// does after, and ends the source subscription then (`take(1)`, `single()`).
        case endsItself(with: Event<Int>, at: TestTime)

        /// The terminal event passes through at once.
        static let passesThrough = Ending.arrives(after: 0, sourceEndsAfter: 0)

        /// The terminal event passes through `delay` ticks later, when the source subscription ends too.
        static func passesThrough(after delay: TestTime) -> Ending {
            .arrives(after: delay, sourceEndsAfter: delay)
        }

        /// Completion arrives `delay` ticks after the source's error, which ends the source subscription.
        static func completes(delay: TestTime) -> Ending {
            .completesInstead(after: delay, sourceEndsAfter: 0)
        }
    }

    let name: String
    var onError = Ending.passesThrough
    var onCompleted = Ending.passesThrough
    /// What the disposal run (a source that never ends) expects instead of delivery until the disposal,
    /// for an operator that ends the sequence itself.
    var onDisposal: Ending?
    /// Ticks between the observer's subscription and the operator's subscription to the source
    /// (`subscribe(on:)`, `delaySubscription`).
    var subscriptionDelay: TestTime = 0
    /// Ticks between the disposal and the end of the source subscription (`subscribe(on:)` disposes on its
    /// scheduler).
    var disposalDelay: TestTime = 0
    let apply: (Observable<Int>, TestScheduler) -> Observable<Int>

    init(
        _ name: String, onError: Ending = .passesThrough, onCompleted: Ending = .passesThrough,
        onDisposal: Ending? = nil, subscriptionDelay: TestTime = 0, disposalDelay: TestTime = 0,
        _ apply: @escaping (Observable<Int>, TestScheduler) -> Observable<Int>
    ) {
        self.name = name
        self.onError = onError
        self.onCompleted = onCompleted
        self.onDisposal = onDisposal
        self.subscriptionDelay = subscriptionDelay
        self.disposalDelay = disposalDelay
        self.apply = apply
    }
}

/// What one run of an operator against a scripted source produced.
struct ContractRun {
    var events: [Recorded<Event<Int>>] = []
    var sourceSubscriptions: [Subscription] = []
    /// Subscriptions still alive at the probe tick, beyond those alive before the run.
    var liveAtProbe: Int?
    /// Subscriptions still alive once the scheduler has run out of work.
    var liveAtEnd = 0
    /// Work still scheduled at the horizon, long after the disposal (a timer or a loop nobody stopped).
    var pendingAtHorizon: [TestTime] = []
    /// The run's objects that outlived it (scheduler, observer, source, operator).
    var survivors: [String] = []

    /// The run stops here even if work is left, so that an operator that never stops scheduling fails
    /// instead of hanging the suite.
    static let horizon: TestTime = 5000

    /// Runs `contract` against a hot source scripted with `events`, with the RxTest defaults (created 100,
    /// subscribed 200, disposed 1000), and counts live subscriptions at `probe` if given.
    init(_ contract: OperatorContract, source events: [Recorded<Event<Int>>], probe: TestTime? = nil) {
        let start = Resources.total
        var released: [(name: String, object: () -> AnyObject?)] = []
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(events)
            var operatorUnderTest: Observable<Int>?
            var live: Int?
            if let probe {
                scheduler.scheduleAt(probe) { live = Int(Resources.total - start) }
            }
            scheduler.scheduleAt(Self.horizon) { [unowned scheduler] in scheduler.stop() }
            let res = scheduler.start { () -> Observable<Int> in
                let applied = contract.apply(xs.asObservable(), scheduler)
                operatorUnderTest = applied
                return applied
            }
            self.events = res.events
            self.sourceSubscriptions = xs.subscriptions
            self.liveAtProbe = live
            self.liveAtEnd = Int(Resources.total - start)
            self.pendingAtHorizon = scheduler.pendingActionTimes
            weak let weakScheduler = scheduler
            weak let weakObserver = res
            weak let weakSource = xs
            weak let weakOperator = operatorUnderTest
            operatorUnderTest = nil
            released = [
                ("the scheduler", { weakScheduler }), ("the observer", { weakObserver }),
                ("the source", { weakSource }), ("the operator's observable", { weakOperator }),
            ]
        }
        survivors = released.filter { $0.object() != nil }.map(\.name)
    }
}

extension XCTestCase {
    /// The source scripts of the three contract runs.
    private enum Script {
        static let errorAt: TestTime = 300
        static let completionAt: TestTime = 400
        /// Ticks after the terminal event at which every subscription must have ended.
        static let settle: TestTime = 50

        static let failing: [Recorded<Event<Int>>] = [
            .next(150, 0), .next(210, 1), .next(250, 2), .error(errorAt, ContractError()),
        ]
        static let completing: [Recorded<Event<Int>>] = [
            .next(150, 0), .next(210, 1), .next(250, 2), .completed(completionAt),
        ]
        /// Never ends; sends after the disposal too, so an operator that keeps its source would show it.
        static let endless: [Recorded<Event<Int>>] = [
            .next(150, 0), .next(210, 1), .next(250, 2), .next(990, 3), .next(1010, 4), .next(1100, 5),
        ]
    }

    /// Checks that an error from the source reaches the observer as `contract` says.
    func checkErrorPassesThrough(_ contract: OperatorContract, file: StaticString = #filePath, line: UInt = #line) {
        checkEnding(
            contract, contract.onError, source: Script.failing, at: Script.errorAt, event: .error(ContractError()),
            what: "error", file: file, line: line)
    }

    /// Checks that completion of the source reaches the observer as `contract` says.
    func checkCompletionPassesThrough(
        _ contract: OperatorContract, file: StaticString = #filePath, line: UInt = #line
    ) {
        checkEnding(
            contract, contract.onCompleted, source: Script.completing, at: Script.completionAt, event: .completed,
            what: "completion", file: file, line: line)
    }

    /// Checks that disposal at 1000 stops delivery and ends the source subscription.
    func checkDisposalStopsDelivery(
        _ contract: OperatorContract, file: StaticString = #filePath, line: UInt = #line
    ) {
        if let ending = contract.onDisposal {
            checkEnding(
                contract, ending, source: Script.endless, at: TestScheduler.Defaults.disposed, event: .completed,
                what: "endless run", file: file, line: line)
            return
        }
        let run = ContractRun(contract, source: Script.endless)
        let name = contract.name
        let disposed = TestScheduler.Defaults.disposed
        let late = run.events.filter { $0.time > disposed }
        XCTAssertEqual(late, [], "\(name): events delivered after the disposal at \(disposed)", file: file, line: line)
        let terminals = run.events.filter { $0.value.isStopEvent }
        XCTAssertEqual(terminals, [], "\(name): a source that never ends was ended", file: file, line: line)
        XCTAssertEqual(
            run.sourceSubscriptions,
            [
                Subscription(
                    TestScheduler.Defaults.subscribed + contract.subscriptionDelay, disposed + contract.disposalDelay)
            ],
            "\(name): source subscriptions", file: file, line: line)
        checkNothingLeft(run, name: name, file: file, line: line)
    }

    private func checkEnding(
        _ contract: OperatorContract, _ ending: OperatorContract.Ending, source: [Recorded<Event<Int>>],
        at tick: TestTime, event: Event<Int>, what: String, file: StaticString, line: UInt
    ) {
        let name = contract.name
        let subscribed = TestScheduler.Defaults.subscribed + contract.subscriptionDelay
        let expectedTerminal: Recorded<Event<Int>>?
        let expectedSubscriptions: [Subscription]
        switch ending {
        case .arrives(let delay, let sourceEnd):
            expectedTerminal = Recorded(time: tick + delay, value: event)
            expectedSubscriptions = [Subscription(subscribed, tick + sourceEnd + contract.disposalDelay)]
        case .completesInstead(let delay, let sourceEnd):
            expectedTerminal = .completed(tick + delay)
            expectedSubscriptions = [Subscription(subscribed, tick + sourceEnd + contract.disposalDelay)]
        case .keepsRunning(let subscriptions):
            expectedTerminal = nil
            expectedSubscriptions = subscriptions
        case .endsItself(let terminal, let end):
            expectedTerminal = Recorded(time: end, value: terminal)
            expectedSubscriptions = [Subscription(subscribed, end + contract.disposalDelay)]
        }
        let probe = expectedTerminal.map { $0.time + Script.settle }
        let run = ContractRun(contract, source: source, probe: probe)

        let terminals = run.events.filter { $0.value.isStopEvent }
        XCTAssertEqual(
            terminals, expectedTerminal.map { [$0] } ?? [], "\(name): terminal events after the source's \(what)",
            file: file, line: line)
        if let last = run.events.last, last.value.isStopEvent == false, !terminals.isEmpty {
            XCTFail("\(name): events after the terminal event: \(run.events)", file: file, line: line)
        }
        XCTAssertEqual(
            run.sourceSubscriptions, expectedSubscriptions, "\(name): source subscriptions after its \(what)",
            file: file, line: line)
        if let probe {
            XCTAssertEqual(
                run.liveAtProbe, 0, "\(name): subscriptions still alive at \(probe), after the terminal event",
                file: file, line: line)
        }
        checkNothingLeft(run, name: name, file: file, line: line)
    }

    private func checkNothingLeft(_ run: ContractRun, name: String, file: StaticString, line: UInt) {
        XCTAssertEqual(run.liveAtEnd, 0, "\(name): subscriptions still alive after the run", file: file, line: line)
        XCTAssertEqual(
            run.pendingAtHorizon.prefix(3), [], "\(name): work still scheduled at \(ContractRun.horizon)",
            file: file, line: line)
        XCTAssertEqual(run.survivors, [], "\(name): objects that outlived the run", file: file, line: line)
    }
}
