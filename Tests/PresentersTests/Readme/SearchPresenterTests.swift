// The presenter and the test shown in README.md, kept here so that the README stays true.
import PresentersXCTest
import XCTest

enum SearchEvent { case query(String) }
struct SearchState: Equatable {
    var results: [String] = []
    var error: String?
}

func makeSearchPresenter(search: @escaping (String) -> Single<[String]>, scheduler: SchedulerType)
    -> Presenter<SearchEvent, SearchState, Never>
{
    Presenter(
        initialState: SearchState(), scheduler: scheduler, reduce: .replace,
        failure: { _ in SearchState(error: "offline") }
    ) { event, _ in
        switch event {
        case .query(let text):
            // A new query cancels the search in flight: the latest one wins.
            return .run(search(text).map { SearchState(results: $0) }, .latest("search"))
        }
    }
}

final class SearchPresenterTests: XCTestCase {
    func testTheLatestQueryWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) {
            makeSearchPresenter(
                search: { text in Single.just([text + "!"]).delay(.seconds(30), scheduler: scheduler) },
                scheduler: scheduler)
        }

        test.send(.query("sw"), at: 100)
        test.send(.query("swift"), at: 110)
        test.run()

        test.assertStates([.next(0, SearchState()), .next(140, SearchState(results: ["swift!"]))])
        test.finish()  // fails on a state not asserted, a pending timer, a live subscription, a leak
    }

    func testTheAnswerStepByStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) {
            makeSearchPresenter(
                search: { text in Single.just([text + "!"]).delay(.seconds(30), scheduler: scheduler) },
                scheduler: scheduler)
        }

        test.send(.query("swift")) { _ in }  // nothing changes until the answer
        test.advance(by: 30)
        test.receive { $0.results = ["swift!"] }
        test.finish()
    }
}

final class SearchPresenterFailureTests: XCTestCase {
    func testAWrongExpectationReportsTheMessageTheReadmeShows() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = FailureLog()
        let test = PresenterTest(scheduler: scheduler, failureReporter: log.reporter) {
            makeSearchPresenter(
                search: { text in Single.just([text + "!"]).delay(.seconds(30), scheduler: scheduler) },
                scheduler: scheduler)
        }
        test.send(.query("sw"), at: 100)
        test.send(.query("swift"), at: 110)
        test.run()

        test.assertStates([.next(0, SearchState()), .next(130, SearchState(results: ["sw!"]))])
        test.finish()

        XCTAssertEqual(
            log.messages.first?.components(separatedBy: "\n"),
            [
                "states differ from #2:",
                "     expected                                                 actual",
                "  1  .next(0, SearchState(results: [], error: nil))           "
                    + ".next(0, SearchState(results: [], error: nil))",
                "→ 2  .next(130, SearchState(results: [\"sw!\"], error: nil))    "
                    + ".next(140, SearchState(results: [\"swift!\"], error: nil))",
                "#2 field by field:",
                "  time: expected 130, actual 140",
                "  results[0]: expected \"sw!\", actual \"swift!\"",
            ])
    }
}
