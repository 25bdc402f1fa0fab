import PresentersXCTest

// The search of the "Paging a list" article, as it prints it: the songs, the request for a page of them,
// and the presenter.

struct Song: Identifiable, Equatable {
    let id: Int
}

typealias Songs = PagedListState<Song, String>

/// The songs with these ids, in this order.
func songs(_ ids: Int...) -> [Song] { ids.map(Song.init) }

struct NoNetwork: Error {}

/// A page of the songs that match a query: the first, or the songs before or after one shown.
struct SongPage: Equatable, CustomStringConvertible {
    /// Where a page starts.
    enum Start: Equatable {
        /// The first page: the most relevant songs.
        case first
        /// The songs older than the one with this id: the next page, at the end of the list.
        case before(Int)
        /// The songs newer than the one with this id: a refresh, above the first song.
        case after(Int)
    }

    let query: String
    let start: Start

    init(_ query: String, _ start: Start = .first) {
        self.query = query
        self.start = start
    }

    /// The page as a failure names it: "jazz", "jazz before 6", "jazz after 5".
    var description: String {
        switch start {
        case .first: query
        case .before(let id): "\(query) before \(id)"
        case .after(let id): "\(query) after \(id)"
        }
    }
}

/// Where the pages of the songs that match `query` come from: each one asked of `page`.
func songPages(matching query: String, from page: @escaping (SongPage) -> Single<[Song]>) -> PagedListSource<Song> {
    PagedListSource(
        initialLoad: { page(SongPage(query)) }, loadNewer: { page(SongPage(query, .after($0))) },
        loadOlder: { page(SongPage(query, .before($0))) })
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
func makeSongSearchPresenter(page: @escaping (SongPage) -> Single<[Song]>, scheduler: any SchedulerType)
    -> Presenter<SongSearchEvent, SongSearchState, Never>
{
    // The songs of one query, in the order the service gives them: the most relevant first.
    func results(for query: String) -> PagedList<Song, String> {
        PagedList(source: songPages(matching: query, from: page), id: "songs", failure: { _ in "offline" })
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
