import PresentersXCTest
import XCTest

private struct Offline: Error {}

/// Effects that run an async function: its answer is reduced on the presenter's scheduler once the test
/// waits for it, under the same policies and cancellation as an observable's work.
final class AsyncEffectTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func testTheAnswerIsReducedOnTheSchedulerOnceTheTestWaitsForIt() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeAsyncSearchPresenter(search: { text in [text + "!"] }, scheduler: scheduler)
        }

        test.advance(to: 100)
        test.send(.query("swift"))
        XCTAssertTrue(test.presenter.waitForTasks())
        test.run()

        // The answer is an action of the scheduler: a TestScheduler runs it one tick after the wait.
        test.assertStates([.next(0, AsyncSearchState()), .next(101, AsyncSearchState(results: ["swift!"]))])
        test.finish()
    }

    func testAnErrorBecomesStateThroughTheEffectsCatch() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeAsyncSearchPresenter(search: { _ in throw Offline() }, scheduler: scheduler)
        }

        test.send(.query("swift"))
        XCTAssertTrue(test.presenter.waitForTasks())
        test.run()

        test.assertStates([.next(0, AsyncSearchState()), .next(1, AsyncSearchState(error: "offline"))])
        test.finish()
    }

    func testTheStubAnswersWhenAVirtualTimeActionProvidesItsValue() {
        let answer = AsyncAnswer<[String]>()
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeAsyncSearchPresenter(search: { _ in try await answer.value() }, scheduler: scheduler)
        }
        scheduler.scheduleAt(130) { answer.provide(["swift!"]) }

        test.send(.query("swift"), at: 100)
        test.advance(to: 130)  // the task starts at 100 and gets its answer at 130
        XCTAssertTrue(test.presenter.waitForTasks())
        test.run()

        test.assertStates([.next(0, AsyncSearchState()), .next(131, AsyncSearchState(results: ["swift!"]))])
        test.finish()
    }

    func testALaterQueryCancelsTheTaskInFlightAndDropsItsAnswer() {
        let answers = ["sw": AsyncAnswer<[String]>(), "swift": AsyncAnswer<[String]>()]
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeAsyncSearchPresenter(search: { text in try await answers[text]!.value() }, scheduler: scheduler)
        }

        test.send(.query("sw"))
        test.send(.query("swift"))
        XCTAssertTrue(answers["sw"]!.waitForCancellation(), "the first task was not cancelled")
        answers["sw"]!.provide(["sw!"])
        answers["swift"]!.provide(["swift!"])
        XCTAssertTrue(test.presenter.waitForTasks())
        test.run()

        test.assertStates([.next(0, AsyncSearchState()), .next(1, AsyncSearchState(results: ["swift!"]))])
        test.finish()
    }

    func testReleasingThePresenterCancelsItsTask() {
        let answer = AsyncAnswer<[String]>()
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeAsyncSearchPresenter(search: { _ in try await answer.value() }, scheduler: scheduler)
        }

        test.send(.query("swift"))
        test.assertStates([.next(0, AsyncSearchState())])
        test.finish(expectingLiveSubscriptions: 1)

        XCTAssertTrue(answer.waitForCancellation(), "the release did not cancel the task")
    }

    func testCancellingTheEffectCancelsItsTask() {
        let answer = AsyncAnswer<Int>()
        let presenter = Presenter<String, Int, Never>(initialState: 0, scheduler: scheduler) { event, _ in
            event == "load" ? .run({ try await answer.value() }, .merge("load"), map: { $0 }) : .cancel("load")
        }

        presenter.send("load")
        presenter.send("cancel")

        XCTAssertTrue(answer.waitForCancellation())
        answer.provide(1)
        XCTAssertTrue(presenter.waitForTasks())
        scheduler.start()
        XCTAssertEqual(presenter.currentState, 0)
    }

    func testWaitingGivesUpOnATaskThatCannotFinish() {
        let answer = AsyncAnswer<Int>()
        let presenter = Presenter<String, Int, Never>(initialState: 0, scheduler: scheduler) { _, _ in
            .run({ try await answer.value() }, map: { $0 })
        }

        presenter.send("load")

        XCTAssertFalse(presenter.waitForTasks(timeout: 0.05))
        answer.provide(1)
        XCTAssertTrue(presenter.waitForTasks())
        scheduler.start()
        XCTAssertEqual(presenter.currentState, 1)
    }

    func testAParentWaitsForTheTasksOfItsChildren() {
        let child = Presenter<String, Int, Never>(initialState: 0, scheduler: scheduler) { _, _ in
            .run({ 1 }, map: { $0 })
        }
        let parent = Presenter<String, [Int], Never>(initialState: [0], scheduler: scheduler) { event, _ in
            .send(event, to: child)
        }
        parent.embed(child, state: \.[0])

        parent.send("load")
        XCTAssertTrue(parent.waitForTasks())
        scheduler.start()

        XCTAssertEqual(parent.currentState, [1])
    }
}
