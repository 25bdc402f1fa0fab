import Presenters
import PresentersXCTest
import ShowcaseApp
import XCTest

/// The feed driven by generated sequences: appearances, refreshes, the end of the list reached, retries,
/// selections and routes, waits, pages answered, failed or left to time out, and the store's votes changing
/// every second as the user votes on other screens.
final class FeedGeneratedTests: ShowcaseAppTestCase {
    /// 200 short sequences, in ticks of a second: a request times out after 10.
    static var settings: GenerationSettings {
        GenerationSettings(
            sequences: 200, steps: 1...16, outcomes: OutcomeWeights(success: 4, failure: 1, never: 1), waits: 1...12)
    }

    static var events: GeneratedEvents<FeedEvent, FeedState> {
        .from { random, state in
            // The screen appears before the user does anything else on it, mostly.
            if state.isUntouched, random.int(in: 0...3) < 3 { return .appear }
            // Then they mostly scroll.
            switch random.int(in: 0...8) {
            case 0, 1, 2, 3: return .reachedEnd
            case 4: return .refresh
            case 5: return .retry
            case 6: return .select(id: state.items.isEmpty ? 1 : random.element(of: state.items).id)
            case 7: return random.bool() ? .openCollection(id: 1) : .openUser(id: 1)
            default: return .logOutTapped
            }
        }
    }

    /// A page of up to two posts, newest first, in the page asked for; none older than the post 1.
    static var answers: AnswerGenerators {
        AnswerGenerators().values(for: \FeedUseCase.page) { random, page in
            let newest: Int
            switch page {
            case .latest: newest = 50
            case .newer(let id): newest = id + 3
            case .older(let id): newest = id - 1
            }
            let count = min(random.int(in: 0...2), max(0, newest))
            return (0..<count).map { offset in
                let id = newest - offset
                return Post(id: id, title: "Post \(id)", author: "Author \(id % 3)", votes: id)
            }
        }
    }

    static var invariants: [Invariant<FeedState>] {
        [
            Invariant("the posts show newest first, each once") { state in
                zip(state.items, state.items.dropFirst()).allSatisfy { $0.id > $1.id }
            },
            Invariant("the empty state shows no post") { state in !state.isEmpty || state.items.isEmpty },
            Invariant("the feed never asks for the posts older than a post while they load or once they came") {
                _, requests in
                let older = requests.filter { $0.call == "feed.page" && $0.request.contains("older") }
                return older.indices.allSatisfy { index in
                    !older[..<index].contains { earlier in
                        earlier.request == older[index].request
                            && (earlier.outcome == .waiting || earlier.outcome.isAnswered)
                    }
                }
            },
        ]
    }

    func testEveryGeneratedSequenceKeepsTheFeedOrderedAndAsksForEachOlderPageOnce() {
        let report = PresenterTest.generate(
            Self.settings, failureReporter: .xctest, answers: Self.answers, events: Self.events,
            invariants: Self.invariants
        ) { scheduler, answers in
            // Another screen's votes: a new count for the post 50 every second, for a minute.
            let votes = Observable<Int>.interval(.seconds(1), scheduler: scheduler).take(60).map { tick in
                [50: Vote(isVoted: tick % 2 == 0, count: 50 + tick)]
            }
            return makeFeedPresenter(useCase: FeedUseCase.generated(by: answers), votes: votes, scheduler: scheduler)
        }
        XCTAssertEqual(report.sequences, 200)
    }
}

extension RequestMade.Outcome {
    /// Whether the request answered, with any value.
    var isAnswered: Bool {
        if case .answered = self { return true }
        return false
    }
}
