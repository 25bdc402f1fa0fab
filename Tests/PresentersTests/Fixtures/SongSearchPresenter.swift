import PresentersXCTest

// The search of the "Paging a list" article, as it prints it: the songs, the service a test drives, and the
// presenter.

struct Song: Identifiable, Equatable {
    let id: Int
}

typealias Songs = PagedListState<Song, String>

/// The songs with these ids, in this order.
func songs(_ ids: Int...) -> [Song] { ids.map(Song.init) }

struct NoNetwork: Error {}

/// A song service that a test drives: each page it is asked for answers 10 ticks later with the songs the
/// test set up for it, or fails when it set up none, and it remembers the pages it was asked for.
final class StubSongs {
    private let scheduler: TestScheduler
    private var answers: [String: [TestableObservable<[Song]>]] = [:]
    private(set) var asked: [String] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// The next answer to the page named `page`: a query, or a query and the last id shown, as in
    /// "jazz before 6"; without `songs`, a failure.
    @discardableResult
    func answer(_ page: String, _ songs: [Song]? = nil) -> TestableObservable<[Song]> {
        let events: [Recorded<Event<[Song]>>] =
            songs.map { [.next(10, $0), .completed(10)] } ?? [.error(10, NoNetwork())]
        let answer = scheduler.createColdObservable(events)
        answers[page, default: []].append(answer)
        return answer
    }

    /// Where the pages of the songs that match `query` come from.
    func source(for query: String) -> PagedListSource<Song> {
        PagedListSource(
            initialLoad: { self.page(query) }, loadNewer: { self.page("\(query) after \($0)") },
            loadOlder: { self.page("\(query) before \($0)") })
    }

    private func page(_ name: String) -> Single<[Song]> {
        asked.append(name)
        guard let answer = answers[name]?.first else { return .never() }
        answers[name]?.removeFirst()
        return answer.asSingle()
    }
}

struct SongSearchState: Equatable {
    var query = ""
    var songs = Songs()
}

enum SongSearchEvent {
    case typed(String)
    case songs(PagedListEvent)
}

enum SongSearchMutation {
    case query(String)
    case songs(PagedListMutation<Song, String>)
}

/// Searches the songs as the user types, once they pause for 300 ms: the latest query wins.
func makeSongSearchPresenter(stub: StubSongs, scheduler: any SchedulerType)
    -> Presenter<SongSearchEvent, SongSearchState, Never>
{
    // The songs of one query, in the order the service gives them: the most relevant first.
    func results(for query: String) -> PagedList<Song, String> {
        PagedList(source: stub.source(for: query), id: "songs", failure: { _ in "offline" })
    }
    return Presenter(
        initialState: SongSearchState(), scheduler: scheduler,
        reduce: .pure { (state, mutation: SongSearchMutation) in
            var state = state
            switch mutation {
            case .query(let query): state = SongSearchState(query: query)  // nothing of the old query stays
            case .songs(let mutation): results(for: state.query).reduce(&state.songs, mutation)
            }
            return state
        },
        effects: { event, state in
            switch event {
            case .typed(let query):
                let list = results(for: query)
                let load: Effect<PagedListMutation<Song, String>, Never> =
                    query.isEmpty ? list.cancelLoads() : list.restart(debounce: .milliseconds(300))
                return .merge(.mutate(.query(query)), load.mapMutations(SongSearchMutation.songs))
            case .songs(let event):
                return results(for: state.query).effect(of: event, in: state.songs)
                    .mapMutations(SongSearchMutation.songs)
            }
        })
}
