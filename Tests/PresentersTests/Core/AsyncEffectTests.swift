import Foundation
import PresentersXCTest
import XCTest

private struct Offline: Error {}

/// Effects that run an async function on a `TestScheduler`: the task runs its steps as the scheduler's
/// actions, a stub takes virtual time with `scheduler.sleep(for:)`, and the answer is reduced when the
/// function returns, under the same policies and cancellation as an observable's work.
final class AsyncEffectTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    /// A search whose stub answers `text + "!"` after `latency` ticks of virtual time, and logs a
    /// cancellation with its time.
    private func search(latency: Int, log: TaskLog = TaskLog()) -> @Sendable (String) async throws -> [String] {
        { [scheduler] text in
            do {
                try await scheduler.sleep(for: .seconds(latency))
            } catch {
                log.append("\(text) cancelled at \(scheduler.clock)")
                throw error
            }
            return [text + "!"]
        }
    }

    func testAStubThatSleepsIsAnsweredAtExactlyTheEndOfItsSleep() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeAsyncSearchPresenter(search: self.search(latency: 300), scheduler: scheduler)
        }

        test.send(.query("swift"), at: 100)
        test.advance(to: 399)
        test.assertStates([.next(0, AsyncSearchState())])
        test.advance(to: 400)

        test.assertStates([.next(400, AsyncSearchState(results: ["swift!"]))])
        test.finish()
    }

    func testAnAnswerWithoutLatencyIsReducedAtTheTimeOfTheEvent() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeAsyncSearchPresenter(search: { text in [text + "!"] }, scheduler: scheduler)
        }

        test.send(.query("swift"), at: 100)
        test.run()

        test.assertStates([.next(0, AsyncSearchState()), .next(100, AsyncSearchState(results: ["swift!"]))])
        test.finish()
    }

    /// An add that shows it is under way at once, and whose stub answers at once: the answer lands at the
    /// time of the event, so a step-by-step test receives it right after the send, with no wait and no move
    /// of the clock, as the changelog tells a test written for answers that came one tick after a wait.
    func testAnAnswerAtOnceIsReceivedRightAfterTheSendThatStartedIt() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            Presenter<String, [String], Never>(initialState: [], scheduler: scheduler, reduce: .replace) {
                title, rows in
                .merge(
                    .mutate(rows + ["adding \(title)"]),
                    .run({ title }, .queue("add"), map: { rows + [$0] }))
            }
        }

        test.send("new") { $0 = ["adding new"] }
        test.receive { $0 = ["new"] }
        test.finish()
    }

    func testAnEventSentOutsideTheSchedulersRunStartsItsTaskOnTheNextMove() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeAsyncSearchPresenter(search: self.search(latency: 30), scheduler: scheduler)
        }

        test.advance(to: 100)
        test.send(.query("swift"))
        test.advance(by: 30)

        test.assertStates([.next(0, AsyncSearchState()), .next(130, AsyncSearchState(results: ["swift!"]))])
        test.finish()
    }

    func testAnErrorBecomesStateThroughTheEffectsCatch() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeAsyncSearchPresenter(
                search: { _ in
                    try await scheduler.sleep(for: .seconds(20))
                    throw Offline()
                }, scheduler: scheduler)
        }

        test.send(.query("swift"), at: 100)
        test.run()

        test.assertStates([.next(0, AsyncSearchState()), .next(120, AsyncSearchState(error: "offline"))])
        test.finish()
    }

    func testALaterQueryCancelsTheTaskInFlightAndItsSleepEndsAtOnce() {
        let log = TaskLog()
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeAsyncSearchPresenter(search: self.search(latency: 100, log: log), scheduler: scheduler)
        }

        test.send(.query("sw"), at: 100)
        test.send(.query("swift"), at: 150)
        test.run()

        XCTAssertEqual(log.lines, ["sw cancelled at 150"])
        test.assertStates([.next(0, AsyncSearchState()), .next(250, AsyncSearchState(results: ["swift!"]))])
        test.finish()
    }

    func testCancellingTheEffectCancelsItsTaskAndDropsItsAnswer() {
        let log = TaskLog()
        let search = self.search(latency: 50, log: log)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            Presenter<String, [String], Never>(initialState: [], scheduler: scheduler, reduce: .replace) { event, _ in
                event == "cancel" ? .cancel("load") : .run({ try await search(event) }, .merge("load"), map: { $0 })
            }
        }

        test.send("a", at: 10)
        test.send("b", at: 20)
        test.send("cancel", at: 30)
        test.run()

        XCTAssertEqual(log.lines, ["a cancelled at 30", "b cancelled at 30"])
        test.assertStates([.next(0, [])])
        test.finish()
    }

    func testReleasingThePresenterCancelsItsSleepingTask() {
        let log = TaskLog()
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeAsyncSearchPresenter(search: self.search(latency: 300, log: log), scheduler: scheduler)
        }

        test.send(.query("swift"), at: 100)
        test.advance(to: 200)
        test.assertStates([.next(0, AsyncSearchState())])
        test.finish(expectingPendingActionsAt: [400], expectingLiveSubscriptions: 1)

        XCTAssertEqual(log.lines, ["swift cancelled at 200"])
        XCTAssertEqual(scheduler.pendingActionTimes, [], "the release left the sleep's end in the queue")
    }

    func testTheRequestTimeoutCancelsATaskThatSleepsTooLong() {
        let log = TaskLog()
        let search = self.search(latency: 30, log: log)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            Presenter<String, String, Never>(
                initialState: "", scheduler: scheduler, reduce: .replace, failure: { _ in "timed out" },
                requestTimeout: .seconds(10)
            ) { event, _ in .run({ try await search(event) }, map: { $0[0] }) }
        }

        test.send("load", at: 5)
        test.run()

        XCTAssertEqual(log.lines, ["load cancelled at 15"])
        test.assertStates([.next(0, ""), .next(15, "timed out")])
        test.finish()
    }

    func testAParentRunsTheTasksOfItsChildrenInVirtualTime() {
        let child = Presenter<String, Int, Never>(initialState: 0, scheduler: scheduler, reduce: .replace) {
            [scheduler] _, _ in
            .run(
                {
                    try await scheduler.sleep(for: .seconds(7))
                    return 1
                }, map: { $0 })
        }
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            let parent = Presenter<String, [Int], Never>(
                initialState: [0], scheduler: scheduler, reduce: .replace
            ) { event, _ in
                .send(event, to: child)
            }
            parent.embed(child, state: \.[0])
            return parent
        }

        test.send("load", at: 10)
        test.run()

        test.assertStates([.next(0, [0]), .next(17, [1])])
        test.finish()
    }

    // MARK: Work done elsewhere

    func testATaskThatAwaitsWorkDoneElsewhereIsAnsweredOnceTheTestWaitsForIt() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeAsyncSearchPresenter(search: { text in try await elsewhere([text + "!"]) }, scheduler: scheduler)
        }

        test.advance(to: 100)
        test.send(.query("swift"))
        XCTAssertTrue(test.waitForTasks())

        test.assertStates([.next(0, AsyncSearchState()), .next(100, AsyncSearchState(results: ["swift!"]))])
        test.finish()
    }

    func testWaitingGivesUpOnATaskThatCannotFinish() {
        let answer = AsyncAnswer<Int>()
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            Presenter<String, Int, Never>(initialState: 0, scheduler: scheduler, reduce: .replace) { _, _ in
                .run({ try await answer.value() }, map: { $0 })
            }
        }

        test.send("load", at: 5)
        test.advance(to: 5)
        XCTAssertFalse(test.waitForTasks(timeout: 0.05))
        answer.provide(1)
        XCTAssertTrue(test.waitForTasks())

        test.assertStates([.next(0, 0), .next(5, 1)])
        test.finish()
    }

    func testAnAsyncTestWaitsForWorkDoneElsewhereWithoutBlocking() async {
        let scheduler = TestScheduler(initialClock: 0)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) {
            makeAsyncSearchPresenter(search: { text in try await elsewhere([text + "!"]) }, scheduler: scheduler)
        }

        test.send(.query("swift"), at: 40)
        test.advance(to: 40)
        let answered = await test.waitForTasks()

        XCTAssertTrue(answered)
        test.assertStates([.next(0, AsyncSearchState()), .next(40, AsyncSearchState(results: ["swift!"]))])
        test.finish()
    }

    // MARK: A task left suspended

    func testFinishNamesTheEffectWhoseTaskIsStillSuspended() {
        let log = FailureLog()
        let answer = AsyncAnswer<Int>()
        let test = PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler] in
            Presenter<String, Int, Never>(initialState: 0, scheduler: scheduler, reduce: .replace) { _, _ in
                .run({ try await answer.value() }, .latest("load"), map: { $0 })
            }
        }

        test.send("load", at: 30)
        test.run()
        test.assertStates([.next(0, 0)])
        test.finish()

        XCTAssertEqual(log.messages.count, 1, "\(log.messages)")
        let message = log.messages.first ?? ""
        XCTAssertTrue(message.hasPrefix("1 subscription is alive at the end of the test, expected 0"), message)
        XCTAssertTrue(message.contains("effect latest(\"load\") started at 30 is still running"), message)
        XCTAssertTrue(
            message.contains("the task of effect latest(\"load\") started at 30 is suspended at an await"), message)
        XCTAssertTrue(answer.waitForCancellation(), "the release did not cancel the suspended task")
    }
}

/// `value`, answered by work on another thread a few milliseconds later, as a real request would be.
private func elsewhere<Value: Sendable>(_ value: Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(5)) {
            continuation.resume(returning: value)
        }
    }
}
