import Foundation
import Presenters

// A notes screen over async use cases, whose stubs take virtual time: the async presenter tests use it.

struct NotesOffline: Error {}

/// The notes service as a test stubs it: every call records its name, sleeps `latency` ticks of the
/// scheduler's virtual time (logging a cancellation with its time) and answers, or fails when `failing`.
final class Notes: @unchecked Sendable {
    // Sendable: `failing` and `calls` are only touched under `lock`.
    let scheduler: TestScheduler
    let latency: Int
    let log = TaskLog()
    private let lock = NSLock()
    private var isFailing: Bool
    private var called: [String] = []

    init(scheduler: TestScheduler, latency: Int, failing: Bool = false) {
        self.scheduler = scheduler
        self.latency = latency
        isFailing = failing
    }

    var failing: Bool {
        get { lock.withLock { isFailing } }
        set { lock.withLock { isFailing = newValue } }
    }

    /// The calls made so far, in order.
    var calls: [String] { lock.withLock { called } }

    func list() async throws -> [String] {
        try await call("list") { ["first"] }
    }

    func add(_ text: String) async throws -> String {
        try await call("add \(text)") { text }
    }

    func search(_ text: String) async throws -> [String] {
        try await call("search \(text)") { ["\(text): 1"] }
    }

    func save(_ id: String) async throws {
        try await call("save \(id)") {}
    }

    private func call<Answer>(_ name: String, answer: () -> Answer) async throws -> Answer {
        lock.withLock { called.append(name) }
        do {
            try await scheduler.sleep(for: .seconds(latency))
        } catch {
            log.append("\(name) cancelled at \(scheduler.clock)")
            throw error
        }
        if failing { throw NotesOffline() }
        return answer()
    }
}

enum NotesEvent: Equatable {
    case load, refresh, cancelAdds
    case search(String), filter(String), add(String)
}

struct NotesState: Equatable {
    var notes: [String] = []
    var isLoading = false
    var found: [String] = []
    var message: String?
    var refreshes = 0
}

enum NotesMutation {
    case loading, loaded([String]), refreshed([String]), found([String]), added(String), failed(String)
}

func makeNotesPresenter(notes: Notes, scheduler: TestScheduler) -> Presenter<NotesEvent, NotesState, Never> {
    Presenter(
        initialState: NotesState(), scheduler: scheduler,
        reduce: .pure { state, mutation -> NotesState in
            var state = state
            switch mutation {
            case .loading:
                state.isLoading = true
                state.message = nil
            case .loaded(let notes):
                state.notes = notes
                state.isLoading = false
            case .refreshed(let notes):
                state.notes = notes
                state.refreshes += 1
            case .found(let found): state.found = found
            case .added(let note): state.notes.append(note)
            case .failed(let message):
                state.isLoading = false
                state.message = message
            }
            return state
        },
        failure: { error -> NotesMutation in
            if case RxError.timeout? = error as? RxError { return .failed("timed out") }
            return .failed("offline")
        },
        requestTimeout: .seconds(50),
        effects: { event, _ -> Effect<NotesMutation, Never> in
            switch event {
            case .load:
                return .merge(
                    .mutate(.loading), .run({ try await notes.list() }, .latest("load"), map: { .loaded($0) }))
            case .refresh:
                return .run({ try await notes.list() }, .first("refresh"), map: { .refreshed($0) })
            case .search(let text):
                return .run({ try await notes.search(text) }, .latest("search"), map: { .found($0) })
            case .filter(let text):
                return .run(
                    { try await notes.search(text) }, .debounce("filter", for: .seconds(30)), map: { .found($0) })
            case .add(let text):
                return .run({ try await notes.add(text) }, .queue("add"), map: { .added($0) })
            case .cancelAdds:
                return .cancel("add")
            }
        })
}

// A list of notes, a child presenter a row, whose `save` is an async request.

enum NoteRowEvent: Equatable { case save }

struct NoteRowState: Equatable, Identifiable {
    let id: String
    var isSaved = false
}

enum NoteListEvent: Equatable {
    case show([String])
    case remove(String)
    case row(id: String, NoteRowEvent)
}

struct NoteListState: Equatable {
    var rows: IdentifiedList<NoteRowState> = []
}

func makeNoteListPresenter(notes: Notes, scheduler: TestScheduler) -> Presenter<NoteListEvent, NoteListState, Never> {
    let rows = ChildPresenters { (row: NoteRowState) in
        Presenter<NoteRowEvent, NoteRowState, Never>(
            initialState: row, scheduler: scheduler, reduce: .replace
        ) { _, row in
            .run({ try await notes.save(row.id) }, .first("save"), map: { NoteRowState(id: row.id, isSaved: true) })
        }
    }
    let list = Presenter<NoteListEvent, NoteListState, Never>(
        initialState: NoteListState(), scheduler: scheduler,
        reduce: .pure { state, mutation in mutation.apply(to: state) },
        effects: { event, _ -> Effect<NoteListChange, Never> in
            switch event {
            case .show(let ids): return .mutate(NoteListState(rows: IdentifiedList(ids.map { NoteRowState(id: $0) })))
            case .remove(let id): return .mutate(.remove(id))
            case .row(let id, let event): return .send(event, to: rows, id: id)
            }
        })
    list.embed(rows, state: \.rows)
    return list
}

/// A change of the note list: the whole list, or a row removed.
enum NoteListChange {
    case replace(NoteListState)
    case remove(String)

    func apply(to state: NoteListState) -> NoteListState {
        switch self {
        case .replace(let next): return next
        case .remove(let id):
            var state = state
            state.rows.remove(id: id)
            return state
        }
    }
}

extension Effect where Mutation == NoteListChange {
    static func mutate(_ state: NoteListState) -> Effect { .mutate(.replace(state)) }
}
