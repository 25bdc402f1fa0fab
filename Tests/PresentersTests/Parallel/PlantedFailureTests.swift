import PresentersTesting
import Testing

/// A test that leaves a subscription alive, or leaks its presenter, fails, and only that test: its harness
/// reports it while the tests of `ParallelPresenterTests` run beside it, and none of them sees it. The
/// failures are expected here, as known issues; each test holds its leak across many yields, so that other
/// tests start and finish meanwhile.
struct PlantedFailureTests {
    @Test(arguments: 1...5)
    func aSubscriptionLeftAliveFailsItsOwnTest(round: Int) async {
        let scheduler = TestScheduler(initialClock: 0)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            makeLookupPresenter(words: WordList(scheduler: scheduler).lookUp, scheduler: scheduler)
        }
        let forgotten = Observable<LookupEvent>.never().bind(to: test.presenter.events)
        for _ in 0..<50 { await Task.yield() }

        test.assertStates([.next(0, LookupState())])
        withKnownIssue {
            test.finish()
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.hasPrefix("1 subscription is alive at the end of the test, expected 0")
            }
                || issue.comments.contains {
                    $0.rawValue.hasPrefix("1 subscription is still alive after the presenter was released")
                }
        }
        forgotten.dispose()
    }

    @Test(arguments: 1...5)
    func aPresenterKeptAliveFailsItsOwnTest(round: Int) async {
        let scheduler = TestScheduler(initialClock: 0)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            makeLookupPresenter(words: WordList(scheduler: scheduler).lookUp, scheduler: scheduler)
        }
        let presenter = test.presenter
        let cycle = presenter.state.subscribe(onNext: { _ in _ = presenter.currentState })
        for _ in 0..<50 { await Task.yield() }

        test.assertStates([.next(0, LookupState())])
        withKnownIssue {
            test.finish(expectingLiveSubscriptions: 1)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("the presenter is still alive after its release") }
                || issue.comments.contains {
                    $0.rawValue.hasPrefix("1 subscription is still alive after the presenter was released")
                }
        }
        cycle.dispose()
    }
}

/// An async use case whose task never ends fails its own test at `finish()`, named by its effect, while the
/// async presenter tests run beside it on the same cooperative pool, none of them failing.
struct PlantedAsyncLeakTests {
    @Test(arguments: 1...5)
    func aTaskThatNeverEndsFailsItsOwnTestWithItsEffectsName(round: Int) async {
        let scheduler = TestScheduler(initialClock: 0)
        let notes = Notes(scheduler: scheduler, latency: 10)
        let never = AsyncAnswer<[String]>()
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            Presenter<NotesEvent, [String], Never>(
                initialState: [], scheduler: scheduler, reduce: .replace
            ) { event, _ in
                switch event {
                case .search(let text): return .run({ try await notes.search(text) }, .latest("search"), map: { $0 })
                default: return .run({ try await never.value() }, .latest("leak"), map: { $0 })
                }
            }
        }

        test.send(.load, at: TestTime(round))
        test.send(.search("sw"), at: 20)
        test.run()
        for _ in 0..<50 { await Task.yield() }

        test.assertStates([.next(0, []), .next(30, ["sw: 1"])])
        withKnownIssue {
            test.finish()
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("the task of effect latest(\"leak\") started at \(round) is suspended at an await")
            }
        }
    }
}

/// Tests that subscribe without a harness, beside the presenter tests: they hold their subscriptions across
/// yields, so that the harnesses running meanwhile would count them if they counted the whole process.
struct SubscribingBesideTheHarnessTests {
    @Test(arguments: 1...20)
    func subscriptionsHeldWhileOtherTestsRun(count: Int) async {
        let subject = PublishSubject<Int>()
        var held: [Disposable] = []
        for index in 0..<count * 5 {
            held.append(subject.map { $0 + index }.subscribe(onNext: { _ in }))
            await Task.yield()
        }
        subject.onNext(1)
        held.forEach { $0.dispose() }
        #expect(held.count == count * 5)
    }
}
