import PresentersXCTest
import XCTest

private struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
}

/// The snippets of the "Writing a presenter" article, run as they are printed there.
final class WritingAPresenterArticleTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func testTheProfileLoadsSavesAndGoesBack() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeProfilePresenter(
                load: { Single.just("Ada").delay(.seconds(50), scheduler: scheduler) },
                save: { name in Single.just(name).delay(.seconds(20), scheduler: scheduler) },
                scheduler: scheduler)
        }

        test.send(.appear, at: 100)
        test.send(.save("Ada L."), at: 200)
        test.send(.close, at: 300)
        test.run()

        test.assertStates([
            .next(0, ProfileState()),
            .next(100, ProfileState(isLoading: true)),
            .next(150, ProfileState(name: "Ada")),
            .next(220, ProfileState(name: "Ada L.")),
        ])
        test.assertRoutes([.next(300, .back)])
        test.finish()
    }

    func testErrorsBecomeState() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeProfilePresenter(
                load: { Single.error(Offline()).delaySubscription(.seconds(50), scheduler: scheduler) },
                save: { _ in Single.error(Offline()) },
                scheduler: scheduler)
        }

        test.send(.appear, at: 100)
        test.send(.save("Ada"), at: 200)
        test.run()

        test.assertStates([
            .next(0, ProfileState()),
            .next(100, ProfileState(isLoading: true)),
            .next(150, ProfileState(error: "Could not load the profile.")),  // the presenter's `failure:`
            .next(200, ProfileState(error: "Not saved.")),  // the effect's own `catch:`
        ])
        test.finish()
    }

    func testLatestCancelsTheRunningWorkOfItsKind() {
        let work = scheduler.createColdObservable([.next(30, 1), .completed(30)])
        let presenter = Presenter<String, [Int], Never>(
            initialState: [], scheduler: scheduler,
            reduce: .pure { (values, value: Int) in values + [value] },
            effects: { _, _ in .run(work, .latest("work")) })

        scheduler.scheduleAt(100) { presenter.send("go") }
        scheduler.scheduleAt(110) { presenter.send("go") }
        scheduler.start()

        XCTAssertEqual(presenter.currentState, [1])
        XCTAssertEqual(work.subscriptions, [Subscription(100, 110), Subscription(110, 140)])
    }

    func testEachPolicyWithTwoEventsTenTicksApart() {
        let expectations: [(EffectPolicy, [Subscription], [Int])] = [
            (.merge, [Subscription(100, 130), Subscription(110, 140)], [1, 1]),
            (.latest("work"), [Subscription(100, 110), Subscription(110, 140)], [1]),
            (.first("work"), [Subscription(100, 130)], [1]),
            (.queue("work"), [Subscription(100, 130), Subscription(130, 160)], [1, 1]),
        ]
        for (policy, subscriptions, finalState) in expectations {
            let scheduler = TestScheduler(initialClock: 0)
            let work = scheduler.createColdObservable([.next(30, 1), .completed(30)])
            let presenter = Presenter<String, [Int], Never>(
                initialState: [], scheduler: scheduler,
                reduce: .pure { (values, value: Int) in values + [value] },
                effects: { _, _ in .run(work, policy) })

            scheduler.scheduleAt(100) { presenter.send("go") }
            scheduler.scheduleAt(110) { presenter.send("go") }
            scheduler.start()

            XCTAssertEqual(presenter.currentState, finalState, "\(policy)")
            XCTAssertEqual(work.subscriptions, subscriptions, "\(policy)")
        }
    }

    func testAnEventSentWhileThePresenterIsBusyWaitsItsTurn() {
        let presenter = Presenter<String, String, Never>(
            initialState: "idle", scheduler: scheduler, reduce: .replace
        ) { event, _ in
            .mutate(event)
        }
        var log: [String] = []
        let view = presenter.state.subscribe(onNext: { state in
            log.append("render \(state)")
            if state == "submitted" { presenter.send("confirmed") }  // the view reacts with an event
            log.append("rendered \(state)")
        })

        presenter.send("submitted")

        XCTAssertEqual(
            log,
            [
                "render idle", "rendered idle",
                "render submitted", "rendered submitted",
                "render confirmed", "rendered confirmed",
            ])
        view.dispose()
    }

    func testStateReplaysTheCurrentStateAndSkipsRepeats() {
        let presenter = Presenter<Int, Int, Never>(
            initialState: 0, scheduler: scheduler, reduce: .replace
        ) { value, _ in
            .mutate(value)
        }
        presenter.send(1)
        var rendered: [Int] = []

        let view = presenter.state.subscribe(onNext: { rendered.append($0) })
        presenter.send(1)
        presenter.send(2)

        XCTAssertEqual(rendered, [1, 2])
        view.dispose()
    }

    func testARequestThatTakesTooLongFailsWithATimeout() {
        let presenter = Presenter<String, String, Never>(
            initialState: "", scheduler: scheduler, reduce: .replace, failure: { _ in "The server took too long." },
            requestTimeout: .seconds(10)
        ) { _, _ in
            .run(Single<String>.never())
        }

        presenter.send("load")
        scheduler.advanceTo(10)

        XCTAssertEqual(presenter.currentState, "The server took too long.")
    }

    func testALoadThatTakesTooLongFailsAndTheRetryLoadsAgain() {
        var attempts = 0
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeStoryPresenter(
                load: {
                    attempts += 1
                    return attempts == 1 ? Single.never() : Single.just("Once upon a time")
                },
                scheduler: scheduler)
        }

        test.send(.appear) { $0.story = .loading }
        test.advance(by: 10)
        test.receive { $0.story = .failed(.timedOut) }
        test.send(.retry) { $0.story = .loading }
        test.receive { $0.story = .loaded("Once upon a time") }
        test.finish()
    }

    func testAnAsyncLoadRunsInVirtualTime() throws {
        #if canImport(Darwin)
        guard #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) else {
            throw XCTSkip("task executors need iOS 18 and macOS 15")
        }
        #endif
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeAsyncStoryPresenter(
                load: {
                    try await scheduler.sleep(for: .seconds(3))
                    return "Once upon a time"
                },
                scheduler: scheduler)
        }

        test.send(.appear) { $0.story = .loading }
        test.advance(by: 3)
        test.receive { $0.story = .loaded("Once upon a time") }
        test.finish()
    }

    func testAPulseIsDeliveredEachTimeItIsSet() {
        struct ShareState: Equatable {
            @Pulse var message: String? = nil
        }
        let presenter = Presenter<String, ShareState, Never>(
            initialState: ShareState(), scheduler: scheduler, reduce: .replace
        ) {
            _, state in
            var next = state
            next.message = "Link copied."
            return .mutate(next)
        }
        var shown: [String] = []
        let view = presenter.pulse(\.$message).compactMap { $0 }.subscribe(onNext: { shown.append($0) })

        presenter.send("share")
        presenter.send("share")

        XCTAssertEqual(shown, ["Link copied.", "Link copied."])
        view.dispose()
    }

    func testAnErrorNothingMapsIsTracedAndLeavesTheStateAlone() {
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        var unhandled: [String] = []
        Hooks.defaultErrorHandler = { _, error in unhandled.append("\(error)") }
        let presenter = Presenter<String, Int, Never>(initialState: 0, scheduler: scheduler, reduce: .replace) { _, _ in
            .run(Observable<Int>.error(Offline()))
        }
        var trace: [String] = []
        presenter.debug("counter") { trace.append($0) }

        presenter.send("load")

        XCTAssertEqual(presenter.currentState, 0)
        XCTAssertEqual(trace, ["counter @0 event: load", "counter @0 failure: offline"])
        XCTAssertEqual(unhandled, ["offline"])
    }

    func testReleasingThePresenterCancelsItsWorkAndCompletesItsStreams() {
        let request = scheduler.createColdObservable([.next(50, 1), .completed(50)])
        var presenter: Presenter<String, Int, Never>? = Presenter(
            initialState: 0, scheduler: scheduler, reduce: .replace
        ) { _, _ in
            .run(request)
        }
        let states = scheduler.createObserver(Int.self)
        let view = presenter?.state.subscribe(states)

        scheduler.scheduleAt(100) { presenter?.send("load") }
        scheduler.scheduleAt(120) { presenter = nil }
        scheduler.start()

        XCTAssertEqual(request.subscriptions, [Subscription(100, 120)])
        XCTAssertEqual(states.events, [.next(0, 0), .completed(120)])
        view?.dispose()
    }

    func testAnInPlaceReduceDeliversOnlyWhatChanged() {
        let presenter = Presenter<Rename, Playlist, Never>(
            initialState: Playlist(titles: Array(repeating: "untitled", count: 10_000)), scheduler: scheduler,
            reduce: .inPlace { playlist, rename in
                .assign(rename.title, to: &playlist.titles[rename.index])
            },
            effects: { rename, _ in .mutate(rename) })
        var rendered: [String] = []
        let view = presenter.state.subscribe(onNext: { rendered.append($0.titles[0]) })

        presenter.send(Rename(index: 0, title: "Intro"))
        presenter.send(Rename(index: 0, title: "Intro"))  // changes nothing: not delivered

        XCTAssertEqual(rendered, ["untitled", "Intro"])
        view.dispose()
    }

    func testARouteFromAMutationFollowsTheStateItProduced() {
        let presenter = Presenter<String, Int, String>(
            initialState: 0, scheduler: scheduler,
            reduce: .replace,
            route: { state, _ in state == 3 ? "done" : nil },
            effects: { _, count in .mutate(count + 1) })
        var log: [String] = []
        let states = presenter.state.subscribe(onNext: { log.append("state \($0)") })
        let routes = presenter.routes.subscribe(onNext: { log.append("route \($0)") })

        for _ in 1...3 { presenter.send("tap") }

        XCTAssertEqual(log, ["state 0", "state 1", "state 2", "state 3", "route done"])
        states.dispose()
        routes.dispose()
    }
}

// The playlist of the article's in-place reduce, as printed there.

struct Rename {
    var index: Int
    var title: String
}

struct Playlist: Equatable {
    var titles: [String]
}

// The presenter the "Writing a presenter" and "Testing a presenter" articles build, as printed in the first.

enum ProfileEvent {
    case appear
    case save(String)
    case close
}

struct ProfileState: Equatable {
    var name = ""
    var isLoading = false
    var error: String?
}

enum ProfileMutation {
    case loading
    case loaded(String)
    case failed(String)
}

enum ProfileRoute: Equatable {
    case back
}

func makeProfilePresenter(
    load: @escaping () -> Single<String>,
    save: @escaping (String) -> Single<String>,
    scheduler: any SchedulerType
) -> Presenter<ProfileEvent, ProfileState, ProfileRoute> {
    Presenter(
        initialState: ProfileState(),
        scheduler: scheduler,
        reduce: .pure { (state, mutation: ProfileMutation) in
            var state = state
            switch mutation {
            case .loading:
                state.isLoading = true
            case .loaded(let name):
                state = ProfileState(name: name)
            case .failed(let message):
                state.isLoading = false
                state.error = message
            }
            return state
        },
        failure: { _ in .failed("Could not load the profile.") },
        effects: { event, state in
            switch event {
            case .appear:
                // A second appear replaces the load in flight.
                return .merge(.mutate(.loading), .run(load().map(ProfileMutation.loaded), .latest("load")))
            case .save(let name):
                // Saves run one after the other, in the order they were asked for.
                return .run(
                    save(name).map(ProfileMutation.loaded), .queue("save"), catch: { _ in .failed("Not saved.") })
            case .close:
                return .merge(.cancel("load"), .route(.back))
            }
        })
}

/// A harness over the profile presenter whose load answers "Ada" after 50 ticks and whose save answers after
/// 20: the presenter the "Testing a presenter" article tests.
func makeProfileTest(scheduler: TestScheduler, failureReporter: FailureReporter) -> PresenterTest<
    ProfileEvent, ProfileState, ProfileRoute
> {
    PresenterTest(scheduler: scheduler, failureReporter: failureReporter) {
        makeProfilePresenter(
            load: { Single.just("Ada").delay(.seconds(50), scheduler: scheduler) },
            save: { name in Single.just(name).delay(.seconds(20), scheduler: scheduler) },
            scheduler: scheduler)
    }
}

enum StoryEvent {
    case appear
    case retry
}

enum StoryFailure: Equatable {
    case timedOut
    case offline
}

struct StoryState: Equatable {
    var story: Loadable<String, StoryFailure> = .idle
}

func makeStoryPresenter(load: @escaping () -> Single<String>, scheduler: any SchedulerType)
    -> Presenter<StoryEvent, StoryState, Never>
{
    let story = LoadAction(
        load: load,
        failure: { error -> StoryFailure in
            if case RxError.timeout = error { return .timedOut }
            return .offline
        })
    return Presenter(
        initialState: StoryState(), scheduler: scheduler,
        reduce: .inPlace { (state: inout StoryState, mutation: LoadMutation<String, StoryFailure>) in
            story.reduce(&state.story, mutation)
            return .changed
        },
        requestTimeout: .seconds(10),
        effects: { event, state in
            switch event {
            case .appear, .retry: return story.effect(in: state.story)
            }
        })
}

func makeAsyncStoryPresenter(load: @escaping @Sendable () async throws -> String, scheduler: any SchedulerType)
    -> Presenter<StoryEvent, StoryState, Never>
{
    let story = LoadAction(
        load: load,
        failure: { error -> StoryFailure in
            if case RxError.timeout = error { return .timedOut }
            return .offline
        })
    return Presenter(
        initialState: StoryState(), scheduler: scheduler,
        reduce: .inPlace { (state: inout StoryState, mutation: LoadMutation<String, StoryFailure>) in
            story.reduce(&state.story, mutation)
            return .changed
        },
        requestTimeout: .seconds(10),
        effects: { event, state in
            switch event {
            case .appear, .retry: return story.effect(in: state.story)
            }
        })
}
