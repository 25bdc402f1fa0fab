import PresentersXCTest
import XCTest

/// A presenter made with a request timeout fails every request that takes longer, through the request's
/// own `catch:` or the presenter's `failure`, unless the request says otherwise, and leaves streams alone.
final class RequestTimeoutTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    private func makeTest(
        requestTimeout: RxTimeInterval? = .seconds(10), effect: @escaping (String) -> Effect<String, Never>
    ) -> PresenterTest<String, String, Never> {
        PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            Presenter(
                initialState: "", scheduler: scheduler, reduce: .replace,
                failure: { error in
                    if case RxError.timeout? = error as? RxError { return "timed out" }
                    return "failed"
                }, requestTimeout: requestTimeout
            ) { event, _ in effect(event) }
        }
    }

    private func answer(_ events: [Recorded<Event<String>>]) -> TestableObservable<String> {
        scheduler.createColdObservable(events)
    }

    func testARequestWithoutAnswerFailsAfterTheTimeoutAndIsReleased() {
        let hung = answer([])
        let test = makeTest { _ in .run(hung.asSingle()) }

        test.send("load") { _ in }
        test.advance(by: 9)
        test.advance(by: 1)
        test.receive { $0 = "timed out" }
        test.finish()

        XCTAssertEqual(hung.subscriptions, [Subscription(0, 10)])
    }

    func testARequestAnsweredInTimeEndsItsTimerWithIt() {
        let answered = answer([.next(4, "Ada"), .completed(4)])
        let test = makeTest { _ in .run(answered.asSingle()) }

        test.send("load") { _ in }
        test.advance(by: 4)
        test.receive { $0 = "Ada" }
        // No timer is left pending and nothing fails at 10: `finish()` checks both.
        test.advance(by: 20)
        test.finish()
    }

    func testTheRequestsOwnCatchReceivesTheTimeout() {
        let test = makeTest { _ in .run(self.answer([]).asSingle(), catch: { _ in "retry?" }) }

        test.send("load") { _ in }
        test.advance(by: 10)
        test.receive { $0 = "retry?" }
        test.finish()
    }

    func testEachRequestHasItsOwnTimeSoARetryAfterATimeoutCanSucceed() {
        var answers = [answer([]), answer([.next(3, "Ada"), .completed(3)])]
        let test = makeTest { _ in .run(answers.removeFirst().asSingle(), .latest("load")) }

        test.send("load") { _ in }
        test.advance(to: 10)
        test.receive { $0 = "timed out" }
        test.advance(to: 15)
        test.send("retry") { _ in }
        test.advance(to: 18)
        test.receive { $0 = "Ada" }
        test.finish()
    }

    func testAnAsyncRequestTimesOutAndItsTaskIsCancelled() {
        let log = TaskLog()
        let test = makeTest { [scheduler] _ in
            .run(
                {
                    do {
                        try await scheduler.sleep(for: .seconds(60))
                    } catch {
                        log.append("cancelled at \(scheduler.clock)")
                        throw error
                    }
                    return "late"
                }, map: { $0 })
        }

        test.send("load") { _ in }
        test.advance(by: 10)
        test.receive { $0 = "timed out" }
        test.finish()

        XCTAssertEqual(log.lines, ["cancelled at 10"], "the timeout did not cancel the task")
    }

    func testAnAsyncRequestTakesItsOwnTimeoutOrNone() {
        let log = TaskLog()
        let test = makeTest { [scheduler] event in
            .run(
                {
                    do {
                        try await scheduler.sleep(for: .seconds(20))
                    } catch {
                        log.append("\(event) cancelled at \(scheduler.clock)")
                        throw error
                    }
                    return "\(event) answered"
                }, timeout: event == "quick" ? .after(.seconds(3)) : .unlimited, map: { $0 })
        }

        test.send("quick") { _ in }
        test.advance(by: 3)
        test.receive { $0 = "timed out" }
        test.send("patient") { _ in }
        test.advance(by: 20)
        test.receive { $0 = "patient answered" }
        test.finish()

        XCTAssertEqual(log.lines, ["quick cancelled at 3"])
    }

    func testAStreamRunsForAsLongAsItLasts() {
        let stream = answer([.next(30, "tick"), .next(60, "tock"), .completed(60)])
        let test = makeTest { _ in .run(stream) }

        test.send("follow") { _ in }
        test.advance(by: 30)
        test.receive { $0 = "tick" }
        test.advance(by: 30)
        test.receive { $0 = "tock" }
        test.finish()
    }

    func testAPresenterWithoutATimeoutWaitsForItsRequest() {
        let late = answer([.next(100, "Ada"), .completed(100)])
        let test = makeTest(requestTimeout: nil) { _ in .run(late.asSingle()) }

        test.send("load") { _ in }
        test.advance(by: 100)
        test.receive { $0 = "Ada" }
        test.finish()
    }

    func testAMaybeAndACompletableAreRequests() {
        let maybe = answer([])
        let completable = answer([])
        let test = makeTest { event in
            event == "maybe"
                ? .run(maybe.asMaybe())
                : .run(completable.ignoreElements().asCompletable(), then: "saved", catch: { _ in "not saved" })
        }

        test.send("maybe") { _ in }
        test.advance(by: 10)
        test.receive { $0 = "timed out" }
        test.send("completable") { _ in }
        test.advance(by: 10)
        test.receive { $0 = "not saved" }
        test.finish()

        XCTAssertEqual(maybe.subscriptions, [Subscription(0, 10)])
        XCTAssertEqual(completable.subscriptions, [Subscription(10, 20)])
    }

    func testACompletableThatCompletesReducesItsMutation() {
        let saved = answer([.completed(3)])
        let test = makeTest { _ in .run(saved.ignoreElements().asCompletable(), then: "saved") }

        test.send("save") { _ in }
        test.advance(by: 3)
        test.receive { $0 = "saved" }
        test.finish()
    }

    func testARequestSaysItsOwnTimeoutOrNone() {
        let short = answer([])
        let patient = answer([.next(30, "Ada"), .completed(30)])
        let test = makeTest { event in
            event == "short"
                ? .run(short.asSingle(), timeout: .after(.seconds(2))) : .run(patient.asSingle(), timeout: .unlimited)
        }

        test.send("short") { _ in }
        test.advance(by: 2)
        test.receive { $0 = "timed out" }
        test.send("patient") { _ in }
        test.advance(by: 30)
        test.receive { $0 = "Ada" }
        test.finish()
    }

    func testAnObservableMarkedAsARequestGivesEachStepTheWholeTimeFromTheAnswerBefore() {
        // Two requests in a row: the first answers at 8, the second would answer 9 later, and then hangs.
        let steps = answer([.next(8, "located"), .next(17, "loaded"), .next(40, "never in time")])
        let test = makeTest { _ in .run(steps, timeout: .presenter) }

        test.send("load") { _ in }
        test.advance(to: 8)
        test.receive { $0 = "located" }
        test.advance(to: 17)
        test.receive { $0 = "loaded" }
        test.advance(to: 27)
        test.receive { $0 = "timed out" }
        test.finish()

        XCTAssertEqual(steps.subscriptions, [Subscription(0, 27)])
    }

    func testAnAnswerThatWaitsItsTurnStopsTheClockUntilTheNextAnswer() {
        let download = answer([
            .next(1, "queued"), .next(50, "downloading"), .next(55, "shown"), .next(70, "again"), .completed(90),
        ])
        let test = makeTest { _ in .run(download, timeout: .presenter, pausedAt: { $0 == "queued" }) }

        test.send("load") { _ in }
        test.advance(to: 1)
        test.receive { $0 = "queued" }
        // No limit while queued: the download starts at 50, and gets 10 from there.
        test.advance(to: 50)
        test.receive { $0 = "downloading" }
        test.advance(to: 55)
        test.receive { $0 = "shown" }
        test.advance(to: 65)
        test.receive { $0 = "timed out" }
        test.finish()

        XCTAssertEqual(download.subscriptions, [Subscription(0, 65)])
    }

    func testARequestOfAPagedListTimesOutThroughThePresentersTimeout() {
        let list = PagedList<Item, String>(
            source: PagedListSource(
                initialLoad: { Single<[Item]>.never() }, loadNewer: { _ in .never() }, loadOlder: { _ in .never() }),
            id: "items", areInIncreasingOrder: { $0.id < $1.id },
            failure: { error in (error as? RxError).map { "\($0)" } ?? "failed" })
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            Presenter<PagedListEvent, PagedListState<Item, String>, Never>(
                initialState: PagedListState<Item, String>(), scheduler: scheduler,
                reduce: .pure { state, mutation in list.reduce(state, mutation) }, requestTimeout: .seconds(10),
                effects: { event, state in list.effect(of: event, in: state) })
        }

        test.send(.appear) { $0.isLoadingInitial = true }
        test.advance(by: 10)
        test.receive {
            $0.isLoadingInitial = false
            $0.failure = PagedListFailure(load: .initial, cause: "\(RxError.timeout)")
        }
        test.finish()
    }
}

private struct Item: Identifiable, Equatable, Sendable {
    let id: Int
}
