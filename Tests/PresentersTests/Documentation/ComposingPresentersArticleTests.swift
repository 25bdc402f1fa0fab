import PresentersXCTest
import XCTest

/// The snippets of the "Composing presenters" article, run as they are printed there.
final class ComposingPresentersArticleTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func testTheFeaturedDownloadIsAPartOfTheListAndOpensAFile() {
        let fetched = scheduler.createColdObservable([.next(10, 50), .next(20, 100), .completed(20)])
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeDownloadsPresenter(fetch: { _ in fetched.asObservable() }, scheduler: scheduler)
        }

        test.send(.featured(.start), at: 100)
        test.send(.featured(.open), at: 200)
        test.run()

        test.assertStates([
            .next(0, DownloadsState()),
            .next(110, DownloadsState(featured: DownloadState(id: "featured", progress: 50))),
            .next(120, DownloadsState(featured: DownloadState(id: "featured", progress: 100))),
        ])
        test.assertRoutes([.next(200, .file("featured"))])
        test.finish()
    }

    func testARowThatGoesTakesItsDownloadWithIt() {
        let fetched = scheduler.createColdObservable([.next(10, 50), .next(20, 100), .completed(20)])
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeDownloadsPresenter(fetch: { _ in fetched.asObservable() }, scheduler: scheduler)
        }

        test.send(.show(["a", "b"]), at: 100)
        test.send(.row(id: "a", .start), at: 105)
        test.send(.row(id: "b", .start), at: 105)
        test.send(.show(["a"]), at: 112)  // b goes while it downloads
        test.run()

        test.assertStates([
            .next(0, DownloadsState()),
            .next(100, DownloadsState(rows: [DownloadState(id: "a"), DownloadState(id: "b")])),
            .next(112, DownloadsState(rows: [DownloadState(id: "a")])),
            .next(115, DownloadsState(rows: [DownloadState(id: "a", progress: 50)])),
            .next(125, DownloadsState(rows: [DownloadState(id: "a", progress: 100)])),
        ])
        XCTAssertEqual(fetched.subscriptions, [Subscription(105, 125), Subscription(105, 112)])
        test.finish()
    }

    func testAListThatRecordsItsEditsIsEditedAsAnArray() {
        struct ListState: Equatable {
            var rows: IdentifiedList<DownloadState> = []
        }

        var state = ListState(rows: [DownloadState(id: "a"), DownloadState(id: "b")])
        state.rows.remove(id: "a")  // in a reduce: the child of "a" goes with its row
        XCTAssertEqual(state.rows.ids, ["b"])
    }

    func testTheSessionsChangesAreReducedUntilItEnds() {
        let session = scheduler.createHotObservable([.next(150, "Ada"), .next(300, nil as String?)])
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeAccountPresenter(session: session.asObservable(), scheduler: scheduler)
        }

        test.send(.rename("Ada L."), at: 200)
        test.run()

        test.assertStates([
            .next(0, AccountState()),
            .next(150, AccountState(name: "Ada")),
            .next(200, AccountState(name: "Ada L.")),
            .next(300, AccountState()),
        ])
        test.assertRoutes([.next(300, .signIn)])
        test.finish(expectingLiveSubscriptions: 1)  // the session, which outlives the test
    }

    func testTheSearchWaitsForAPauseAndAsksOnlyForTheLastQuery() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)  // a tick is a millisecond
        let search = scheduler.createColdObservable([.next(100, ["swift!"]), .completed(100)])
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) {
            makeSearchAsYouTypePresenter(search: { _ in search.asObservable() }, scheduler: scheduler)
        }

        test.send(.type("s"), at: 1000)
        test.send(.type("sw"), at: 1100)
        test.send(.type("swift"), at: 1250)
        test.run()

        test.assertStates([
            .next(0, SearchFieldState()),
            .next(1000, SearchFieldState(query: "s")),
            .next(1100, SearchFieldState(query: "sw")),
            .next(1250, SearchFieldState(query: "swift")),
            .next(1650, SearchFieldState(query: "swift", results: ["swift!"])),
        ])
        XCTAssertEqual(search.subscriptions, [Subscription(1550, 1650)])
        test.finish()
    }

    func testAnAsyncStubThatSleepsAnswersAtTheEndOfItsSleep() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeAsyncSearchPresenter(
                search: { text in
                    try await scheduler.sleep(for: .seconds(300))
                    return [text + "!"]
                }, scheduler: scheduler)
        }

        test.send(.query("swift"), at: 100)
        test.run()

        test.assertStates([.next(0, AsyncSearchState()), .next(400, AsyncSearchState(results: ["swift!"]))])
        test.finish()
    }

    func testALaterQueryCancelsTheTaskInFlight() {
        let cancelled = TaskLog()
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            makeAsyncSearchPresenter(
                search: { text in
                    do {
                        try await scheduler.sleep(for: .seconds(100))
                    } catch {
                        cancelled.append("\(text) at \(scheduler.clock)")
                        throw error
                    }
                    return [text + "!"]
                }, scheduler: scheduler)
        }

        test.send(.query("sw"), at: 100)
        test.send(.query("swift"), at: 150)
        test.run()

        XCTAssertEqual(cancelled.lines, ["sw at 150"])
        test.assertStates([.next(0, AsyncSearchState()), .next(250, AsyncSearchState(results: ["swift!"]))])
        test.finish()
    }
}
