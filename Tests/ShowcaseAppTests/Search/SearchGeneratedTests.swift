import Presenters
import PresentersXCTest
import ShowcaseApp
import XCTest

/// The search driven by generated sequences: texts typed (extended, shortened, cleared, with a space at the
/// end), the end of the results reached, retries, appearances and selections, waits, and searches answered
/// with posts that hold the text searched, failed, or left to time out.
final class SearchGeneratedTests: ShowcaseAppTestCase {
    /// 200 short sequences, in ticks of a tenth of a second as in the search's example tests: the typing pause
    /// is 3 ticks, a request times out after 100.
    static var settings: GenerationSettings {
        GenerationSettings(
            sequences: 200, steps: 1...14, outcomes: OutcomeWeights(success: 3, failure: 1, never: 1),
            waits: 1...120, resolution: 0.1)
    }

    /// The text in the field after the user's next edit: a letter typed, a space typed, a letter deleted,
    /// the field cleared, or a word pasted; short, so that queries repeat, grow, shrink and come back.
    static func edited(_ query: String, _ random: RandomSource) -> String {
        switch random.int(in: 0...4) {
        case 0: return query + random.element(of: ["a", "b"])
        case 1: return query + " "
        case 2: return String(query.dropLast())
        case 3: return ""
        default: return random.element(of: ["a", "ab", "b"])
        }
    }

    static var events: GeneratedEvents<SearchEvent, SearchState> {
        .from { random, state in
            switch random.int(in: 0...7) {
            case 0, 1, 2, 3: return .typed(edited(state.query, random))
            case 4: return .reachedEnd
            case 5: return .retry
            case 6: return .appear
            default: return .select(id: state.results.items.isEmpty ? 1 : random.element(of: state.results.items).id)
            }
        }
    }

    /// A page of up to three posts whose title holds the text searched, newest first, in the page asked for.
    static var answers: AnswerGenerators {
        AnswerGenerators().values(for: \SearchUseCase.search) { random, request in
            let newest: Int
            switch request.page {
            case .latest: newest = 50
            case .newer(let id): newest = id + 3
            case .older(let id): newest = id - 1
            }
            let count = min(random.int(in: 0...3), max(0, newest))
            return (0..<count).map { offset in
                let id = newest - offset
                return Post(id: id, title: "\(id): \(request.text)", author: "Author \(id % 3)", votes: 0)
            }
        }
    }

    static var invariants: [Invariant<SearchState>] {
        [
            Invariant("an empty query shows no result, no loader and no failure") { state in
                !state.query.isEmpty || state.results == PagedListState()
            },
            Invariant("every result shown holds the query in its title") { state in
                state.results.items.allSatisfy { $0.title.lowercased().contains(state.query.lowercased()) }
            },
            Invariant("each result shows once") { state in
                Set(state.results.items.map(\.id)).count == state.results.items.count
            },
        ]
    }

    func testEveryGeneratedSequenceShowsOnlyTheResultsOfTheQueryShown() {
        let report = PresenterTest.generate(
            Self.settings, failureReporter: .xctest, answers: Self.answers, events: Self.events,
            invariants: Self.invariants
        ) { scheduler, answers in
            makeSearchPresenter(useCase: SearchUseCase.generated(by: answers), scheduler: scheduler)
        }
        XCTAssertEqual(report.sequences, 200)
    }

    /// The sequence that found a retype keeping the failure of the old query's search (see `Tests/Plants`).
    func testAFieldClearedAfterASearchTimedOutShowsNothing() {
        let steps: [GeneratedStep<SearchEvent>] = [
            .send(.typed("a")),  // 1, at 0
            .wait(103),  // 2, at 103
            .send(.typed("")),  // 3, at 103
        ]
        let report = PresenterTest.replay(
            steps, settings: Self.settings, failureReporter: .xctest, answers: Self.answers,
            invariants: Self.invariants
        ) { scheduler, answers in
            makeSearchPresenter(useCase: SearchUseCase.generated(by: answers), scheduler: scheduler)
        }
        XCTAssertTrue(report.passed)
    }
}
