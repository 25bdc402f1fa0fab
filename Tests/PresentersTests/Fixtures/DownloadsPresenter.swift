import Presenters

// A downloads screen composed of child presenters: a featured download at the top, then one row per
// file in the list, each a download presenter of its own. The "Composing presenters" article shows it.

enum DownloadEvent: Equatable {
    case start
    case open
}

struct DownloadState: Equatable, Identifiable {
    let id: String
    var progress = 0
}

enum DownloadRoute: Equatable {
    case open(String)
}

func makeDownloadPresenter(
    _ download: DownloadState, fetch: @escaping (String) -> Observable<Int>, scheduler: any SchedulerType
) -> Presenter<DownloadEvent, DownloadState, DownloadRoute> {
    Presenter(initialState: download, scheduler: scheduler, reduce: .replace) { event, state in
        switch event {
        case .start:
            return .run(
                fetch(state.id).map { DownloadState(id: state.id, progress: $0) }, .first("fetch"))
        case .open:
            return state.progress == 100 ? .route(.open(state.id)) : .none
        }
    }
}

enum DownloadsEvent: Equatable {
    case featured(DownloadEvent)
    case row(id: String, DownloadEvent)
    case show([String])
    case routed(DownloadRoute)
}

struct DownloadsState: Equatable {
    var featured = DownloadState(id: "featured")
    var rows: [DownloadState] = []
}

enum DownloadsRoute: Equatable {
    case file(String)
}

func makeDownloadsPresenter(fetch: @escaping (String) -> Observable<Int>, scheduler: any SchedulerType)
    -> Presenter<DownloadsEvent, DownloadsState, DownloadsRoute>
{
    let featured = makeDownloadPresenter(DownloadState(id: "featured"), fetch: fetch, scheduler: scheduler)
    let rows = ChildPresenters { (row: DownloadState) in
        makeDownloadPresenter(row, fetch: fetch, scheduler: scheduler)
    }
    let downloads = Presenter<DownloadsEvent, DownloadsState, DownloadsRoute>(
        initialState: DownloadsState(), scheduler: scheduler, reduce: .replace
    ) { event, state in
        switch event {
        case .featured(let event):
            return .send(event, to: featured)
        case .row(let id, let event):
            return .send(event, to: rows, id: id)
        case .show(let files):
            // Keeps the rows of the files still listed; the rows of the others go, with their downloads.
            let rows = files.map { file in state.rows.first { $0.id == file } ?? DownloadState(id: file) }
            return .mutate(DownloadsState(featured: state.featured, rows: rows))
        case .routed(.open(let file)):
            return .route(.file(file))
        }
    }
    downloads.embed(featured, state: \.featured, routes: { .routed($0) })
    downloads.embed(rows, state: \.rows, routes: { _, route in .routed(route) })
    return downloads
}
