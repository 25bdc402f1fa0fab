import PresentersXCTest
import ShowcaseApp
import XCTest

/// The feed under the interleaving explorer: a refresh and a load of older posts that answer at the same
/// instant give the same list, whichever answer the feed reduces first.
final class FeedExplorationTests: ShowcaseAppTestCase {
    func testARefreshAndAnOlderPageAnsweringTogetherGiveOneOrderedListInEveryOrder() {
        var pages: TestAnswers<PageRequest, [Post]>!
        var reducedFirst: Set<String> = []
        let firstPage = Fixture.posts(81...100)
        let all = Fixture.posts(61...102)

        // Ticks of a tenth of a second: the answers, tens of ticks away, come well within a request's 10 s.
        let report = PresenterTest.explore(
            InterleavingExplorer(resolution: 0.1), failureReporter: .xctest,
            presenter: { scheduler in
                pages = TestAnswers(call: "feed.page", scheduler: scheduler, failureReporter: .xctest)
                var useCase = FeedUseCase.unimplemented(Unimplemented(failureReporter: .xctest))
                useCase.page = pages.call
                return makeFeedPresenter(useCase: useCase, scheduler: scheduler)
            }
        ) { test in
            pages.answer(.latest, with: ok(firstPage, after: 10))
            pages.answer(.newer(than: 100), with: ok(Fixture.posts(101...102), after: 20))
            pages.answer(.older(than: 81), with: ok(Fixture.posts(61...80), after: 10))
            test.send(.appear, at: 10)
            test.send(.refresh, at: 30)
            test.send(.reachedEnd, at: 40)
            test.advance(to: 40)
            test.assertStates([
                .next(0, FeedState()), .next(10, FeedState(isLoadingInitial: true)),
                .next(20, FeedState(items: firstPage)), .next(30, FeedState(items: firstPage, isRefreshing: true)),
                .next(40, FeedState(items: firstPage, isRefreshing: true, isLoadingOlder: true)),
            ])

            test.run()

            // Both answers land at 50: one of them is reduced first, and the list ends the same.
            let newerFirst = FeedState(items: Fixture.posts(81...102), isLoadingOlder: true)
            let olderFirst = FeedState(items: Fixture.posts(61...100), isRefreshing: true)
            let between = test.recordedStates.dropLast().last?.value.element
            reducedFirst.insert(between == newerFirst ? "newer" : "older")
            test.assertStates([
                .next(50, between == newerFirst ? newerFirst : olderFirst), .next(50, FeedState(items: all)),
            ])
            test.finish()
        }

        XCTAssertTrue(report.passed, "\(report)")
        XCTAssertEqual(report.runs, 6, "two answers, each with its completion: 6 interleavings at 50")
        XCTAssertEqual(reducedFirst, ["newer", "older"], "both answers were reduced first in some order")
    }
}
