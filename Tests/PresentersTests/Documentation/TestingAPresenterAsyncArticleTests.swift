import Foundation
import PresentersTesting
import Testing

// The async snippets of the "Testing a presenter" article, run as they are printed there.

struct ChoreDependencies: UseCase {
    var add: @Sendable (String) async throws -> String
    var remove: @Sendable (String) async throws -> Void

    static var calls: [UseCaseCall<ChoreDependencies>] {
        [.call("chores.add", \.add), .call("chores.remove", \.remove)]
    }

    static var preview: ChoreDependencies { ChoreDependencies(add: { $0 }, remove: { _ in }) }
}

enum ChoresEvent: Equatable { case add(String) }

struct ChoresState: Equatable {
    var items: [String] = []
    var message: String?
}

enum ChoresMutation { case added(String), failed }

/// A to-do list whose `add` is an async request, one at a time.
func makeChoresPresenter(dependencies: ChoreDependencies, scheduler: any SchedulerType)
    -> Presenter<ChoresEvent, ChoresState, Never>
{
    Presenter(
        initialState: ChoresState(), scheduler: scheduler,
        reduce: .pure { state, mutation in
            var state = state
            switch mutation {
            case .added(let item): state.items.append(item)
            case .failed: state.message = "offline"
            }
            return state
        },
        failure: { _ in .failed }, requestTimeout: .seconds(10),
        effects: { event, _ -> Effect<ChoresMutation, Never> in
            switch event {
            case .add(let title): return .run({ try await dependencies.add(title) }, .queue("add"), map: { .added($0) })
            }
        })
}

/// `title`, answered a few milliseconds later by work on another thread, as a real request would be.
func answeredOnAnotherThread(_ title: String) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(5)) {
            continuation.resume(returning: title)
        }
    }
}

@Suite(.checkingSubscriptions)
struct TestingAPresenterAsyncArticleTests {
    @Test func addedItemsAppearOneAfterTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        var dependencies = ChoreDependencies.unimplemented(Unimplemented(failureReporter: .swiftTesting))
        dependencies.add = { title in
            try await scheduler.sleep(for: .seconds(3))
            return title
        }
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            makeChoresPresenter(dependencies: dependencies, scheduler: scheduler)
        }

        test.send(.add("milk"), at: 10)
        test.send(.add("eggs"), at: 11)
        test.run()

        test.assertStates([
            .next(0, ChoresState()),
            .next(13, ChoresState(items: ["milk"])),
            .next(16, ChoresState(items: ["milk", "eggs"])),
        ])
        test.finish()
    }

    @Test func anAddAnsweredElsewhereIsWaitedFor() async {
        let scheduler = TestScheduler(initialClock: 0)
        var dependencies = ChoreDependencies.unimplemented(Unimplemented(failureReporter: .swiftTesting))
        dependencies.add = { title in try await answeredOnAnotherThread(title) }
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            makeChoresPresenter(dependencies: dependencies, scheduler: scheduler)
        }

        test.send(.add("milk"), at: 10)
        test.advance(to: 10)
        #expect(await test.waitForTasks())

        test.assertStates([.next(0, ChoresState()), .next(10, ChoresState(items: ["milk"]))])
        test.finish()
    }

    @Test func aTaskLeftSuspendedFailsFinishWithItsEffectsName() {
        let scheduler = TestScheduler(initialClock: 0)
        var dependencies = ChoreDependencies.unimplemented(Unimplemented(failureReporter: .swiftTesting))
        dependencies.add = { title in
            try await Task.sleep(nanoseconds: 60_000_000_000)
            return title
        }
        let log = FailureLog()
        let test = PresenterTest(scheduler: scheduler, failureReporter: log.reporter) {
            makeChoresPresenter(dependencies: dependencies, scheduler: scheduler)
        }

        test.send(.add("milk"), at: 10)
        test.advance(to: 10)
        test.assertStates([.next(0, ChoresState())])
        test.finish()

        let article = """
            1 subscription is alive at the end of the test, expected 0
              effect queue("add") started at 10 is still running
              the task of effect queue("add") started at 10 is suspended at an await that virtual time
              does not end (a real request or sleep, a continuation never resumed): let its stub take time
              with `try await scheduler.sleep(for:)`, or await `presenter.waitForTasks()` for work done elsewhere
            advance the scheduler until they end, dispose them, or expect them with finish(expectingLiveSubscriptions: 1)
            """
        #expect(log.messages.count == 2)
        #expect(log.messages.first?.hasPrefix("scheduled actions are still pending at 20") == true)
        #expect(log.messages.last == article)
    }
}
