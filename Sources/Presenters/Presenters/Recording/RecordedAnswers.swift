import Foundation

/// The recorded answers of one presenter's use cases, played back on a replay's scheduler: the presenter's
/// n-th subscription to an answer gets the answers of the n-th recorded subscription to it, each at its
/// recorded time, and the use case is never called.
final class RecordedAnswers: AnswerProvider, @unchecked Sendable {
    // Sendable: the calls' mutable state is read and written under `lock`, never held while delivering.
    private let lock = Lock()
    private let errorTypes: [any (Error & Codable).Type]
    private let report: (String) -> Void
    /// The recorded subscriptions of each answer, in order.
    private let calls: [String: [RecordedCall]]
    /// How many subscriptions the replay made to each answer.
    private var made: [String: Int] = [:]
    /// How many `async` calls were handed their answer and have not gone on with it yet: their task's next
    /// step is an action still to run.
    private var handingOver = 0

    /// One recorded subscription and what the replay did with it.
    private final class RecordedCall {
        let subscription: RecordingEntry
        /// The answers that were delivered (next, error, completed), in order.
        let answers: [RecordingEntry]
        /// How many of the first answers came during the subscription itself, before anything else was
        /// recorded: the replay delivers those as it subscribes.
        let immediate: Int
        /// How many answers have come due: their time came, or the subscription was made.
        var due = 0
        var delivered = 0
        /// Delivers an answer to the replay's subscriber while it is subscribed.
        var deliver: ((RecordingEntry) -> Void)?

        init(subscription: RecordingEntry, answers: [RecordingEntry], immediate: Int) {
            self.subscription = subscription
            self.answers = answers
            self.immediate = immediate
        }
    }

    /// The answers of presenter `name` in `recording`; `report` receives what the replay did that the
    /// recording did not.
    init(
        recording: Recording, presenter name: String, errorTypes: [any (Error & Codable).Type],
        report: @escaping (String) -> Void
    ) {
        self.errorTypes = errorTypes
        self.report = report
        var calls: [String: [RecordedCall]] = [:]
        let entries = recording.entries
        for (index, entry) in entries.enumerated() where entry.kind == .subscribe && entry.name == name {
            guard let call = entry.call else { continue }
            let answers = entries[(index + 1)...].filter { $0.name == name && $0.call == call && $0.kind.isDelivered }
            let immediate = entries[(index + 1)...].prefix {
                $0.name == name && $0.call == call && $0.kind.isDelivered && $0.time == entry.time
            }.count
            calls[call.answer, default: []].append(
                RecordedCall(subscription: entry, answers: answers, immediate: immediate))
        }
        self.calls = calls
    }

    /// Whether the replay delivers `entry` when its subscription is made, rather than at its time.
    func isDeliveredOnSubscription(_ entry: RecordingEntry) -> Bool {
        guard let recorded = recordedCall(entry.call) else { return false }
        return recorded.answers.prefix(recorded.immediate).contains { $0.line == entry.line }
    }

    /// Makes the answer `entry` due, and delivers it if its subscription is live.
    func comeDue(_ entry: RecordingEntry) {
        guard let recorded = recordedCall(entry.call),
            let index = recorded.answers.firstIndex(where: { $0.line == entry.line })
        else { return }
        lock.withLock { recorded.due = max(recorded.due, index + 1) }
        deliverDue(recorded)
    }

    private func recordedCall(_ call: RecordingEntry.Call?) -> RecordedCall? {
        guard let call, call.number > 0 else { return nil }
        return calls[call.answer]?.dropFirst(call.number - 1).first
    }

    /// Reports the recorded subscriptions the replay never made.
    func reportUnmade() {
        let unmade = lock.withLock {
            calls.keys.sorted().flatMap { answer in calls[answer, default: []].dropFirst(made[answer] ?? 0) }
        }
        guard !unmade.isEmpty else { return }
        report(
            "the presenter never subscribed to answers the recording has:\n"
                + unmade.map { "  \($0.subscription.call.map(String.init) ?? "") (line \($0.subscription.line))" }
                .joined(separator: "\n"))
    }

    func answers<Request: Encodable, Element: Codable>(
        _ name: String, request: Request?, useCase: @escaping () -> Observable<Element>
    ) -> Observable<Element> {
        Observable.create { [self] observer in
            subscribe(name, request: request) { [errorTypes, report] entry in
                switch entry.kind {
                case .next:
                    do {
                        observer.onNext(
                            try RecordingJSON.decode(Element.self, from: entry.json ?? "", line: entry.line))
                    } catch {
                        report("\(error)")
                        observer.onError(error)
                    }
                case .error:
                    do {
                        observer.onError(
                            try RecordingJSON.decodeError(entry.json ?? "", types: errorTypes, line: entry.line))
                    } catch {
                        report("\(error)")
                        observer.onError(error)
                    }
                default:
                    observer.onCompleted()
                }
            }
        }
    }

    /// Makes the replay's next subscription to `name`, with `request`, handing each of the recorded answers of
    /// that subscription to `deliver` as it comes due; a subscription the recording does not have is reported
    /// and gets no answer.
    private func subscribe(
        _ name: String, request: (any Encodable)?, deliver: @escaping (RecordingEntry) -> Void
    ) -> Disposable {
        let number = lock.withLock {
            made[name, default: 0] += 1
            return made[name, default: 0]
        }
        guard let recorded = calls[name]?.dropFirst(number - 1).first else {
            report(
                "the presenter subscribed to \(name)#\(number), which the recording does not have: it gets no answer")
            return Disposables.create()
        }
        checkRequest(request, of: recorded)
        lock.withLock {
            recorded.due = max(recorded.due, recorded.immediate)
            recorded.deliver = deliver
        }
        deliverDue(recorded)
        return Disposables.create { [self] in
            lock.withLock { recorded.deliver = nil }
        }
    }

    private func checkRequest(_ request: (any Encodable)?, of recorded: RecordedCall) {
        let asked = request.map { (try? RecordingJSON.encode($0)) ?? "(a request that cannot be written)" }
        guard asked != recorded.subscription.json else { return }
        report(
            "the presenter subscribed to \(recorded.subscription.call.map(String.init) ?? "") with "
                + "\(asked ?? "no request"), the recording (line \(recorded.subscription.line)) has "
                + (recorded.subscription.json ?? "no request"))
    }

    /// Delivers, one at a time and without the lock, the answers of `recorded` that are due, while it is
    /// subscribed.
    private func deliverDue(_ recorded: RecordedCall) {
        while let (deliver, entry) = lock.withLock({ () -> ((RecordingEntry) -> Void, RecordingEntry)? in
            guard let deliver = recorded.deliver, recorded.delivered < recorded.due else { return nil }
            let entry = recorded.answers[recorded.delivered]
            recorded.delivered += 1
            if entry.kind != .next { recorded.deliver = nil }
            return (deliver, entry)
        }) {
            deliver(entry)
        }
    }
}

extension RecordedAnswers {
    /// Whether an `async` call was handed its answer and its task has not gone on with it yet: what happened
    /// after the answer in the recording waits for it.
    var isHandingOver: Bool { lock.withLock { handingOver > 0 } }

    /// The recorded answer of an `async` call: the task waits until the answer comes due, as the replay's
    /// clock reaches it, and goes on with it; `useCase` is not called. A call the recording could not write
    /// down answers for itself.
    func answer<Answer>(
        _ call: AsyncCall<Answer>, isolation: isolated (any Actor)?, from useCase: () async throws -> Answer
    ) async throws -> Answer {
        guard call.unrecordable == nil else { return try await useCase() }
        let waiter = AnswerWaiter<RecordingEntry>()
        let entry = try await withTaskCancellationHandler(
            operation: {
                try await withCheckedThrowingContinuation(isolation: isolation) {
                    (continuation: CheckedContinuation<RecordingEntry, Swift.Error>) in
                    guard waiter.begin(continuation) else { return }
                    waiter.subscribed(
                        subscribe(call.name, request: call.request) { [self] entry in
                            lock.withLock { handingOver += 1 }
                            if !waiter.resume(with: entry) { lock.withLock { handingOver -= 1 } }
                        })
                }
            }, onCancel: { waiter.cancel() }, isolation: isolation)
        lock.withLock { handingOver -= 1 }
        switch entry.kind {
        case .next:
            do {
                return try call.decode(entry.json ?? "", line: entry.line)
            } catch {
                report("\(error)")
                throw error
            }
        case .error:
            let failure: Swift.Error
            do {
                failure = try RecordingJSON.decodeError(entry.json ?? "", types: errorTypes, line: entry.line)
            } catch {
                report("\(error)")
                throw error
            }
            throw failure
        default:
            let error = RecordingError(
                line: entry.line, reason: "\(entry.call.map(String.init) ?? call.name) completed without an answer")
            report("\(error)")
            throw error
        }
    }
}
