import Foundation

/// The answers of one presenter's use cases, passed through and written down by a recorder: each
/// subscription with its request, each answer, and a cancellation before the end.
struct RecordingAnswers: AnswerProvider {
    let recorder: SessionRecorder
    let presenter: String
    /// Where the answers come from; the use case itself when it is live.
    var source: Answers = .live

    func answers<Request: Encodable, Element: Codable>(
        _ name: String, request: Request?, useCase: @escaping () -> Observable<Element>
    ) -> Observable<Element> {
        precondition(isValidRecordingName(name[...]), "'\(name)' is not a name: use letters, digits and . _ - /")
        let answers =
            source.provider.map { $0.answers(name, request: request, useCase: useCase) } ?? Observable.deferred(useCase)
        return Observable.create { [recorder, presenter] observer in
            let call = recorder.nextCall(of: presenter, to: name)
            if let request {
                recorder.append(.subscribe, presenter, call: call, value: request, at: recorder.now)
            } else {
                recorder.append(.subscribe, presenter, call: call, json: nil, at: recorder.now)
            }
            let ended = Claim()
            let subscription = answers.subscribe { event in
                switch event {
                case .next(let element):
                    recorder.append(.next, presenter, call: call, value: element, at: recorder.now)
                case .error(let error):
                    guard ended.take() else { return }
                    recorder.append(
                        .error, presenter, call: call, json: RecordingJSON.encode(error: error), at: recorder.now)
                case .completed:
                    guard ended.take() else { return }
                    recorder.append(.completed, presenter, call: call, json: nil, at: recorder.now)
                }
                observer.on(event)
            }
            return Disposables.create {
                if ended.take() {
                    recorder.append(.dispose, presenter, call: call, json: nil, at: recorder.now)
                }
                subscription.dispose()
            }
        }
    }
}

extension RecordingAnswers {
    /// The answer of an `async` call, written down as a subscription that answers once: its request as the
    /// call starts, then its answer and its completion, or its error, as it returns, or its cancellation as
    /// the task is cancelled, after which whatever the call returns is not written.
    func answer<Answer>(
        _ call: AsyncCall<Answer>, isolation: isolated (any Actor)?, from useCase: () async throws -> Answer
    ) async throws -> Answer {
        precondition(
            isValidRecordingName(call.name[...]), "'\(call.name)' is not a name: use letters, digits and . _ - /")
        let source = self.source
        guard call.unrecordable == nil else {
            recorder.append(
                .note, "recording-error",
                value: "the call \(call.name) of \(presenter) is not recorded: \(call.unrecordable ?? "")",
                at: recorder.now)
            return try await source.answer(call, isolation: isolation, from: useCase)
        }
        let number = recorder.nextCall(of: presenter, to: call.name)
        if let request = call.request {
            recorder.append(.subscribe, presenter, call: number, value: request, at: recorder.now)
        } else {
            recorder.append(.subscribe, presenter, call: number, json: nil, at: recorder.now)
        }
        let ended = Claim()
        return try await withTaskCancellationHandler(
            operation: {
                do {
                    let answer = try await source.answer(call, isolation: isolation, from: useCase)
                    if ended.take() {
                        recorder.append(.next, presenter, call: number, value: call.encodable(answer), at: recorder.now)
                        recorder.append(.completed, presenter, call: number, json: nil, at: recorder.now)
                    }
                    return answer
                } catch {
                    if ended.take() {
                        recorder.append(
                            .error, presenter, call: number, json: RecordingJSON.encode(error: error), at: recorder.now)
                    }
                    throw error
                }
            },
            onCancel: { [recorder, presenter] in
                if ended.take() { recorder.append(.dispose, presenter, call: number, json: nil, at: recorder.now) }
            }, isolation: isolation)
    }
}

/// Something only one caller can take: the end of a subscription, by its last answer or its disposal.
private final class Claim: @unchecked Sendable {
    // Sendable: `taken` is read and written under `lock`.
    private let lock = Lock()
    private var taken = false

    /// Whether this call took it: `true` once, `false` ever after.
    func take() -> Bool {
        lock.withLock {
            defer { taken = true }
            return !taken
        }
    }
}
