import Presenters
import Reactive

// The cost of a generated presenter test, one unit a sequence: a search field that searches as the user types,
// once they pause for 3 ticks, driven by `PresenterTest.generate` through sequences of 1 to 10 steps (texts
// typed, waits, searches answered or failed) with an invariant checked after every step; shrinking never runs,
// as every sequence passes. The baseline plays 10 steps of the same kind by hand on the same presenter: what a
// scripted test costs without drawing, answering, checking and finishing.

func registerGeneratedTestWorkloads() {
    workload("GeneratedSequence", .reactive) { units in
        let report = PresenterTest.generate(
            GenerationSettings(sequences: units, steps: 1...10, seed: 7, waits: 1...5),
            failureReporter: FailureReporter { fatalError($0.message) },
            answers: AnswerGenerators().values(for: \SongSearch.search) { random, text in
                random.array(count: 0...2) { _ in text }
            },
            events: .from { random, state in .type(state.query + random.element(of: ["a", "b"])) },
            invariants: [
                Invariant("the results are of the query or of a text typed before it") { state in
                    state.results.allSatisfy { state.query.hasPrefix($0) }
                }
            ]
        ) { scheduler, answers in
            makeTypingSearchPresenter(useCase: SongSearch.generated(by: answers), scheduler: scheduler)
        }
        return report.passed ? report.sequences : 0
    }
    workload("GeneratedSequence", .baseline) { units in
        var sum = 0
        for _ in 0..<units {
            let scheduler = TestScheduler(initialClock: 0)
            let presenter = makeTypingSearchPresenter(
                useCase: SongSearch { text in .just([text]) }, scheduler: scheduler)
            var states = 0
            let subscription = presenter.state.subscribe(onNext: { _ in states += 1 })
            for step in 0..<10 {
                if step % 2 == 0 {
                    presenter.send(.type(step % 4 == 0 ? "a" : "ab"))
                } else {
                    scheduler.advanceTo(scheduler.clock + 4)
                }
            }
            subscription.dispose()
            sum += states > 0 ? 1 : 0
        }
        return sum
    }
}

/// Searches songs by text.
struct SongSearch: UseCase {
    var search: (String) -> Single<[String]>

    static var calls: [UseCaseCall<SongSearch>] { [.call("songs.search", \.search)] }
    static var preview: SongSearch { SongSearch { .just([$0]) } }
}

enum TypingSearchEvent {
    case type(String)
}

struct TypingSearchState: Equatable {
    var query = ""
    var results: [String] = []
}

enum TypingSearchMutation {
    case query(String)
    case results([String])
}

/// A field that shows each keystroke and searches its text once the user pauses for 3 ticks, a new keystroke
/// cancelling the search in flight.
func makeTypingSearchPresenter(useCase: SongSearch, scheduler: any SchedulerType)
    -> Presenter<TypingSearchEvent, TypingSearchState, Never>
{
    Presenter(
        initialState: TypingSearchState(), scheduler: scheduler,
        reduce: .pure { (state, mutation: TypingSearchMutation) in
            var state = state
            switch mutation {
            case .query(let text): state.query = text
            case .results(let results): state.results = results
            }
            return state
        },
        effects: { event, _ in
            switch event {
            case .type(let text):
                return .merge(
                    .mutate(.query(text)),
                    .run(
                        Observable.deferred { useCase.search(text).asObservable() }
                            .map(TypingSearchMutation.results),
                        .debounce("search", for: .seconds(3)), catch: { _ in .results([]) }))
            }
        })
}
