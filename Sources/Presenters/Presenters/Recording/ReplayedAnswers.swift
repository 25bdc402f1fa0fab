/// The recorded answers of a recording's presenters, for a program that replays a session with a driver of
/// its own rather than as a presenter test: a command-line app that runs the whole session again, its
/// navigation and its output included, on its own virtual clock.
///
/// The program hands each presenter it builds the answers of the presenter's name, and, as its clock
/// reaches each entry of the recording, in the recording's order, makes the answer entries come due. A
/// presenter's n-th subscription to an answer gets the answers of the n-th recorded subscription to it, each
/// once it came due, and the use case is never called:
///
/// ```swift
/// let replayed = ReplayedAnswers(recording) { difference in print(difference) }
/// let presenter = makeSearchPresenter(
///     search: { replayed.answers(forPresenterNamed: "search")("results", to: $0, from: backend.search) },
///     scheduler: scheduler)
/// for entry in recording.entries {
///     scheduler.advanceTo(entry.time)
///     replayed.comeDue(entry)
/// }
/// replayed.reportUnmade()
/// ```
///
/// An `async` call gets its answer through one more action of the scheduler, the step of its task that goes
/// on with it: a program that runs its scheduler up to each entry's time before it handles the entry, as
/// above, lets the task go on before the entries that follow the answer.
///
/// `RecordingReplay` does the same for one presenter, and checks its states and routes as a presenter test.
public final class ReplayedAnswers: @unchecked Sendable {
    // Sendable: `presenters` is read and written under `lock`; each presenter's answers guard their own state.
    private let lock = Lock()
    private let recording: Recording
    private let errorTypes: [any (Error & Codable).Type]
    private let report: (String) -> Void
    private var presenters: [String: RecordedAnswers] = [:]
    private var order: [String] = []

    /// The answers of `recording`, whose use cases' errors are read back as the types in `errorTypes`.
    /// - Parameter report: receives, in a sentence that starts with the presenter's name, what a presenter
    ///   did with its answers that the recording does not have: a subscription it does not have, a request
    ///   that differs, an error it cannot read.
    public init(
        _ recording: Recording, errorTypes: [any (Error & Codable).Type] = [], report: @escaping (String) -> Void
    ) {
        self.recording = recording
        self.errorTypes = errorTypes
        self.report = report
    }

    /// The answers of the presenter recorded as `name`; each call for the same name gives answers that count
    /// its subscriptions together.
    public func answers(forPresenterNamed name: String) -> Answers {
        Answers(provider: provider(name))
    }

    private func provider(_ name: String) -> RecordedAnswers {
        lock.withLock {
            if let made = presenters[name] { return made }
            let made = RecordedAnswers(
                recording: recording, presenter: name, errorTypes: errorTypes,
                report: { [report] in report("\(name): \($0)") })
            presenters[name] = made
            order.append(name)
            return made
        }
    }

    /// Makes the answer `entry` due, delivering it if its subscription is live, or as soon as it is made;
    /// an entry that is not an answer (`next`, `error`, `completed`), or is the answer of a presenter never
    /// asked for, changes nothing.
    public func comeDue(_ entry: RecordingEntry) {
        guard entry.kind.isDelivered, let answers = lock.withLock({ presenters[entry.name] }),
            !answers.isDeliveredOnSubscription(entry)
        else { return }
        answers.comeDue(entry)
    }

    /// Reports the recorded subscriptions that the presenters asked for never made.
    public func reportUnmade() {
        for name in lock.withLock({ order }) {
            lock.withLock { presenters[name] }?.reportUnmade()
        }
    }
}
