import Dispatch
import Foundation
import Presenters
import TestSupport
import XCTest

/// A serial queue that a presenter lives on, and a record of every call made off it.
private final class QueueProbe: @unchecked Sendable {
    // Sendable: `offQueue` and `seen` are only touched under `lock`.
    let queue = DispatchQueue(label: "presenter")
    let scheduler: SerialDispatchQueueScheduler
    private let key = DispatchSpecificKey<Void>()
    private let lock = NSLock()
    private var offQueue: [String] = []
    private var seen: Set<String> = []

    init() {
        queue.setSpecific(key: key, value: ())
        scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "presenter.scheduler")
    }

    var isOnQueue: Bool { DispatchQueue.getSpecific(key: key) != nil }

    /// Notes that the call `name` was made, and whether off the queue.
    func check(_ name: String) {
        let onQueue = isOnQueue
        lock.withLock {
            seen.insert(name)
            if !onQueue { offQueue.append(name) }
        }
    }

    /// The calls made off the queue, in order.
    var callsOffQueue: [String] { lock.withLock { offQueue } }
    /// The names of the calls made.
    var callsSeen: Set<String> { lock.withLock { seen } }

    /// Holds the queue until the returned closure is called: work scheduled meanwhile waits.
    func holdQueue() -> () -> Void {
        let letGo = DispatchSemaphore(value: 0)
        let held = DispatchSemaphore(value: 0)
        queue.async {
            held.signal()
            letGo.wait()
        }
        held.wait()
        return { letGo.signal() }
    }

    /// Waits until the work queued on the queue so far has run.
    func waitForQueue() {
        queue.sync {}
    }
}

/// A `Single` that answers `value` on a thread of a concurrent queue, as a network call's answer arrives.
private func answeredElsewhere<Value>(_ value: Value) -> Single<Value> {
    Single.just(value).delay(.milliseconds(2), scheduler: ConcurrentDispatchQueueScheduler(qos: .default))
}

private struct Refused: Error {}

private func failedElsewhere<Value>() -> Single<Value> {
    Single<Value>.error(Refused()).delay(.milliseconds(2), scheduler: ConcurrentDispatchQueueScheduler(qos: .default))
}

private enum ProbeEvent: Sendable { case load, fail, loadAsync, failAsync }
private enum ProbeMutation { case value(Int), failed }
private struct ProbeState: Equatable {
    var values: [Int] = []
    var failures = 0
}
private enum ProbeRoute: Equatable { case loaded(Int) }

final class PresenterSchedulerTests: PresentersTestCase {
    override func tearDown() {
        // An answer from another thread ends its subscription there just after it handed the value over, so
        // a moment after the state the test waited for: at most 2 seconds, before the check that none is
        // left alive.
        let deadline = Date(timeIntervalSinceNow: 2)
        while liveSubscriptions > 0, Date() < deadline { usleep(1_000) }
        super.tearDown()
    }

    /// A presenter on `probe`'s queue that checks every closure it is given, whose Rx and async answers all
    /// come from other threads.
    private func makeProbedPresenter(_ probe: QueueProbe) -> Presenter<ProbeEvent, ProbeState, ProbeRoute> {
        Presenter<ProbeEvent, ProbeState, ProbeRoute>(
            initialState: ProbeState(), scheduler: probe.scheduler,
            reduce: .pure { (state, mutation: ProbeMutation) in
                probe.check("reduce")
                var state = state
                switch mutation {
                case .value(let value): state.values.append(value)
                case .failed: state.failures += 1
                }
                return state
            },
            route: { _, mutation in
                probe.check("route")
                if case .value(let value) = mutation { return .loaded(value) }
                return nil
            },
            failure: { _ in
                probe.check("failure")
                return .failed
            },
            followUp: { _, mutation in
                probe.check("followUp")
                if case .value(1) = mutation { return .loadAsync }
                return nil
            }
        ) { event, _ in
            probe.check("effects")
            switch event {
            case .load:
                return .run(answeredElsewhere(1).map { ProbeMutation.value($0) })
            case .fail:
                return .run(
                    failedElsewhere().map { ProbeMutation.value($0) },
                    catch: { _ in
                        probe.check("catch")
                        return .failed
                    })
            case .loadAsync:
                return .run(
                    {
                        try await Task.sleep(nanoseconds: 1_000_000)
                        return 2
                    },
                    map: { value in
                        probe.check("map")
                        return .value(value)
                    })
            case .failAsync:
                return .run({ () async throws -> Int in throw Refused() }, map: { .value($0) })
            }
        }
    }

    func testEveryClosureAndEveryDeliveryRunsOnTheSchedulerWhenAnswersComeFromOtherThreads() {
        let probe = QueueProbe()
        let presenter = makeProbedPresenter(probe)
        let done = expectation(description: "both values and both failures are delivered")
        let routes = presenter.routes.subscribe(onNext: { _ in probe.check("route delivered") })
        let states = presenter.state.subscribe(onNext: { state in
            probe.check("state delivered")
            if state.values == [1, 2] && state.failures == 2 { done.fulfill() }
        })

        // From the test's thread and from another one: both are off the presenter's queue.
        presenter.send(.load)
        presenter.send(.fail)
        DispatchQueue.global().async { presenter.send(.failAsync) }
        wait(for: [done], timeout: 10)
        probe.waitForQueue()
        states.dispose()
        routes.dispose()

        XCTAssertEqual(probe.callsOffQueue, [])
        XCTAssertEqual(
            probe.callsSeen,
            [
                "effects", "reduce", "route", "failure", "followUp", "catch", "map", "state delivered",
                "route delivered",
            ])
    }

    func testAnEventSentOffTheSchedulerWaitsForItAndOneSentOnItIsHandledAtOnce() {
        let probe = QueueProbe()
        let presenter = Presenter<Int, Int, Never>(
            initialState: 0, scheduler: probe.scheduler, reduce: .pure { count, step in count + step }
        ) { step, _ in .mutate(step) }
        var delivered: [Int] = []
        let subscription = presenter.state.subscribe(onNext: { delivered.append($0) })
        probe.waitForQueue()

        let letGo = probe.holdQueue()
        presenter.send(1)
        XCTAssertEqual(
            presenter.currentState, 0, "an event sent off the scheduler was handled before the scheduler ran")
        letGo()
        probe.waitForQueue()
        XCTAssertEqual(presenter.currentState, 1)

        var onScheduler: [Int] = []
        let ran = DispatchSemaphore(value: 0)
        _ = probe.scheduler.schedule(()) { _ in
            presenter.send(10)
            onScheduler = delivered
            ran.signal()
            return Disposables.create()
        }
        ran.wait()
        XCTAssertEqual(onScheduler, [0, 1, 11], "an event sent on the scheduler waited for a hop")
        subscription.dispose()
    }

    func testAStateSubscriptionMadeOffTheSchedulerGetsItsFirstStateOnIt() {
        let probe = QueueProbe()
        let presenter = Presenter<Int, Int, Never>(
            initialState: 5, scheduler: probe.scheduler, reduce: .replace
        ) { step, _ in .mutate(step) }
        let letGo = probe.holdQueue()
        var first: [Int] = []
        let subscription = presenter.state.subscribe(onNext: { state in
            probe.check("state delivered")
            first.append(state)
        })
        XCTAssertEqual(first, [])
        letGo()
        probe.waitForQueue()

        XCTAssertEqual(first, [5])
        XCTAssertEqual(probe.callsOffQueue, [])
        subscription.dispose()
    }

    func testAChildsAnswersFromAnotherThreadReachItAndItsParentOnTheScheduler() {
        let probe = QueueProbe()
        let child = Presenter<Void, Int, String>(
            initialState: 0, scheduler: probe.scheduler,
            reduce: .pure { (_, value: Int) in
                probe.check("child reduce")
                return value
            },
            route: { _, value in
                probe.check("child route")
                return "loaded \(value)"
            }
        ) { _, _ in
            probe.check("child effects")
            return .run(answeredElsewhere(7))
        }
        struct Parent: Equatable {
            var child = 0
            var routes: [String] = []
        }
        let parent = Presenter<String, Parent, Never>(
            initialState: Parent(), scheduler: probe.scheduler,
            reduce: .pure { (state, route: String) in
                probe.check("parent reduce")
                var state = state
                state.routes.append(route)
                return state
            }
        ) { route, _ in .mutate(route) }
        parent.embed(child, state: \.child, routes: { $0 })
        let done = expectation(description: "the parent has the child's state and route")
        let subscription = parent.state.subscribe(onNext: { state in
            probe.check("parent state delivered")
            if state.child == 7 && state.routes == ["loaded 7"] { done.fulfill() }
        })

        child.send(())
        wait(for: [done], timeout: 10)
        probe.waitForQueue()
        subscription.dispose()

        XCTAssertEqual(probe.callsOffQueue, [])
        XCTAssertEqual(
            probe.callsSeen,
            ["child effects", "child reduce", "child route", "parent reduce", "parent state delivered"])
    }

    func testAPagedListAndALoadActionAnsweredElsewhereChangeTheirStateOnTheScheduler() {
        let probe = QueueProbe()
        struct Row: Identifiable, Equatable { let id: Int }
        let list = PagedList<Row, String>(
            source: PagedListSource(
                initialLoad: { answeredElsewhere([Row(id: 2), Row(id: 1)]) },
                loadNewer: { _ in answeredElsewhere([]) }, loadOlder: { _ in answeredElsewhere([]) }),
            order: .descendingIDs, failure: { _ in "offline" })
        let paged = Presenter<PagedListEvent, PagedListState<Row, String>, Never>(
            list: list, scheduler: probe.scheduler)
        let listed = expectation(description: "the first page is shown")
        let listSubscription = paged.state.subscribe(onNext: { state in
            probe.check("list state delivered")
            if state.items.map(\.id) == [2, 1] { listed.fulfill() }
        })

        let load = LoadAction<Int, String>(
            load: {
                try await Task.sleep(nanoseconds: 1_000_000)
                return 3
            }, failure: { _ in "failed" })
        let loading = Presenter<Void, Loadable<Int, String>, Never>(
            initialState: .idle, scheduler: probe.scheduler,
            reduce: .inPlace { (state, mutation: LoadMutation<Int, String>) in
                probe.check("load reduce")
                load.reduce(&state, mutation)
                return .changed
            }
        ) { _, state in load.effect(in: state) }
        let loaded = expectation(description: "the value is loaded")
        let loadSubscription = loading.state.subscribe(onNext: { state in
            probe.check("load state delivered")
            if case .loaded(3) = state { loaded.fulfill() }
        })

        paged.send(.appear)
        loading.send(())
        wait(for: [listed, loaded], timeout: 10)
        probe.waitForQueue()
        listSubscription.dispose()
        loadSubscription.dispose()

        XCTAssertEqual(probe.callsOffQueue, [])
        XCTAssertEqual(probe.callsSeen, ["list state delivered", "load reduce", "load state delivered"])
    }

    func testAStoreGivenASchedulerPublishesOnItWhateverThreadDispatches() {
        let probe = QueueProbe()
        let store = Store<Int, Int>(initialState: 0, scheduler: probe.scheduler) { count, step in count += step }
        var published: [Int] = []
        // Subscribed off the scheduler: the subscriber gets the current value at once, where it subscribes.
        let subscription = store.slice(\.self).subscribe(onNext: { value in
            probe.check("slice delivered")
            published.append(value)
        })
        let offQueueBefore = probe.callsOffQueue

        let letGo = probe.holdQueue()
        store.dispatch(2)
        DispatchQueue.global().sync { store.dispatch(3) }
        XCTAssertEqual(store.state, 5, "an action is reduced as it is dispatched")
        XCTAssertEqual(published, [0], "a state was published before the scheduler ran")
        letGo()
        probe.waitForQueue()

        XCTAssertEqual(published, [0, 2, 5])
        XCTAssertEqual(probe.callsOffQueue.dropFirst(offQueueBefore.count), [])
        subscription.dispose()
    }

    func testANavigationOwnerGivenASchedulerBuildsAndPublishesOnIt() {
        let probe = QueueProbe()
        let owner = NavigationOwner<NoTabs, String, String>(
            NavigationState(root: "feed"), scheduler: probe.scheduler,
            build: { screen in
                probe.check("build")
                return screen
            },
            appear: { _ in probe.check("appear") })
        var stacks: [[String]] = []
        let subscription = owner.state.subscribe(onNext: { state in
            probe.check("state delivered")
            stacks.append(state.stack.screens)
        })

        // Subscribed off the scheduler: the owner publishes through a relay, whose first value the
        // subscriber gets at once, where it subscribes.
        let offQueueBefore = probe.callsOffQueue
        let letGo = probe.holdQueue()
        owner.send(.push("post 1"))
        XCTAssertEqual(owner.currentState.stack.screens, ["feed", "post 1"], "a request is applied as it is sent")
        XCTAssertEqual(stacks.count, 1, "a value was delivered before the scheduler ran")
        letGo()
        probe.waitForQueue()

        XCTAssertEqual(stacks, [["feed"], ["feed", "post 1"]])
        XCTAssertEqual(probe.callsOffQueue.dropFirst(offQueueBefore.count), [])
        XCTAssertTrue(probe.callsSeen.isSuperset(of: ["build", "appear", "state delivered"]))
        subscription.dispose()
    }

    func testAPresenterOnTheMainSchedulerDeliversAnAnswerFromAnotherQueueOnTheMainQueue() {
        let presenter = Presenter<Void, Int, Never>(
            initialState: 0, scheduler: MainScheduler.instance, reduce: .replace
        ) { _, _ in .run(answeredElsewhere(42)) }
        let done = expectation(description: "the answer is delivered")
        var offMain: [Int] = []
        let subscription = presenter.state.subscribe(onNext: { state in
            if !MainScheduler.instance.isCurrent { offMain.append(state) }
            if state == 42 { done.fulfill() }
        })

        presenter.send(())
        wait(for: [done], timeout: 10)
        subscription.dispose()

        XCTAssertEqual(offMain, [], "states delivered off the main queue")
    }

    func testAPresenterOnATestSchedulerKeepsItsVirtualTimesWhenDrivenFromTheTest() {
        let scheduler = TestScheduler(initialClock: 0)
        let presenter = Presenter<Void, Int, Never>(
            initialState: 0, scheduler: scheduler, reduce: .replace
        ) { _, _ in .run(Single.just(9).delay(.seconds(3), scheduler: scheduler)) }
        let recorded = scheduler.createObserver(Int.self)
        let subscription = presenter.state.subscribe(recorded)

        scheduler.scheduleAt(10) { presenter.send(()) }
        scheduler.advanceTo(20)
        presenter.send(())
        scheduler.start()
        subscription.dispose()

        XCTAssertEqual(recorded.events, [.next(0, 0), .next(13, 9)])
    }
}
