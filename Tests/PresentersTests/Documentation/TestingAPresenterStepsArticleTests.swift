import PresentersXCTest
import XCTest

/// The snippets of the "Testing a presenter" article about the step form, the non-exhaustive mode,
/// dependencies and the answers a test sets up, with the failures it prints checked word for word.
final class TestingAPresenterStepsArticleTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private let log = FailureLog()

    private func makeTest(failureReporter: FailureReporter) -> PresenterTest<
        ProfileEvent, ProfileState, ProfileRoute
    > {
        makeProfileTest(scheduler: scheduler, failureReporter: failureReporter)
    }

    func testTheStepForm() {
        let test = makeTest(failureReporter: .xctest)

        test.send(.appear) { $0.isLoading = true }
        test.advance(by: 50)
        test.receive { $0 = ProfileState(name: "Ada") }

        test.send(.close, route: .back)
        test.finish()
    }

    func testAStepFailsWithTheFieldsThatDiffer() {
        let test = makeTest(failureReporter: log.reporter)

        test.send(.appear) { $0.isLoading = true }
        test.advance(by: 50)
        test.receive { $0.name = "Ada" }
        test.finish()

        XCTAssertEqual(log.messages, ["state received at 50 differs:\n  isLoading: expected true, actual false"])
    }

    func testANonExhaustiveFlowTest() {
        let test = makeTest(failureReporter: .xctest)

        test.exhaustivity = .off

        test.send(.appear) { $0.isLoading = true }
        test.advance(by: 200)
        test.receive { $0.name = "Ada" }
        test.send(.close, route: .back)
        test.finish()
    }

    func testDependenciesATestDidNotProvide() {
        var dependencies = ProfileDependencies.unimplemented(Unimplemented(failureReporter: .xctest))
        dependencies.load = { [scheduler] in Single.just("Ada").delay(.seconds(50), scheduler: scheduler) }
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler, dependencies] in
            makeProfilePresenter(load: dependencies.load, save: dependencies.save, scheduler: scheduler)
        }

        test.send(.appear) { $0.isLoading = true }
        test.advance(by: 50)
        test.receive { $0 = ProfileState(name: "Ada") }
        test.finish()
    }

    func testAMemberTheTestDidNotProvideFailsWithItsName() {
        var dependencies = ProfileDependencies.unimplemented(Unimplemented(failureReporter: log.reporter))
        dependencies.load = { [scheduler] in Single.just("Ada").delay(.seconds(50), scheduler: scheduler) }
        let test = PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler, dependencies] in
            makeProfilePresenter(load: dependencies.load, save: dependencies.save, scheduler: scheduler)
        }

        test.send(.save("Ada L.")) { $0.error = "Not saved." }  // the save's `catch:` maps the error
        test.finish()

        XCTAssertEqual(log.messages, ["profile.save was called but the test did not provide it"])
        XCTAssertEqual(
            "\(UnimplementedDependency(name: "profile.save"))", "profile.save is not implemented in this test")
    }

    func testAnswersATestSetsUp() {
        let saves = TestAnswers<String, String>(call: "profile.save", scheduler: scheduler, failureReporter: .xctest)
        var dependencies = ProfileDependencies.unimplemented(Unimplemented(failureReporter: .xctest))
        dependencies.save = saves.call
        let saved = saves.answer("Ada L.", with: [.next(20, "Ada L."), .completed(20)])
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler, dependencies] in
            makeProfilePresenter(load: dependencies.load, save: dependencies.save, scheduler: scheduler)
        }

        test.send(.save("Ada L."), at: 10)
        test.run()

        test.assertStates([.next(0, ProfileState()), .next(30, ProfileState(name: "Ada L."))])
        test.assertRoutes([])
        test.finish()
        XCTAssertEqual(saves.requests, ["Ada L."])
        XCTAssertEqual(saved.subscriptions, [Subscription(10, 30)])
    }

    func testARequestWithNoAnswerSetUpFailsNamingTheCallAndTheRequest() {
        let saves = TestAnswers<String, String>(
            call: "profile.save", scheduler: scheduler, failureReporter: log.reporter)
        var dependencies = ProfileDependencies.unimplemented(Unimplemented(failureReporter: .xctest))
        dependencies.save = saves.call
        saves.answer("Ada L.", with: [.next(20, "Ada L."), .completed(20)])
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler, dependencies] in
            makeProfilePresenter(load: dependencies.load, save: dependencies.save, scheduler: scheduler)
        }

        test.send(.save("Ada")) { $0.error = "Not saved." }  // the save's `catch:` maps the error
        test.finish()

        XCTAssertEqual(log.messages, ["profile.save was called with Ada but the test set up no answer for it"])
        XCTAssertEqual(saves.requests, ["Ada"])
    }
}

struct ProfileDependencies: UseCase {
    var load: () -> Single<String>
    var save: (String) -> Single<String>

    static var calls: [UseCaseCall<ProfileDependencies>] {
        [.call("profile.load", \.load), .call("profile.save", \.save)]
    }

    static var preview: ProfileDependencies {
        ProfileDependencies(load: { .just("Ada") }, save: { .just($0) })
    }
}
