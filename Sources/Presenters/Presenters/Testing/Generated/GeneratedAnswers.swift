import Foundation

/// The answers of the use cases of one generated sequence: each request a use case makes waits until a step
/// of the sequence answers it, with a value from its generator, a failure, or never.
///
/// A generated presenter test hands one to the closure that builds the presenter, which builds its use
/// cases from it:
///
/// ```swift
/// let useCase = CounterUseCase.generated(by: answers)
/// ```
///
/// It answers a `Single` or an `Observable` call (an observable call's success is one element, then its
/// completion), and an `async` call, whose task waits for the step that answers it (its arguments are the
/// request a generator sees: the one argument, or an array of several, when they are `Encodable`).
public final class GeneratedAnswers {
    let generators: AnswerGenerators
    let scheduler: TestScheduler
    /// Where a call that cannot be answered is reported.
    var report: (String) -> Void
    /// Every request made, in order.
    private(set) var requests: [GeneratedRequest] = []
    private var counts: [String: Int] = [:]

    init(generators: AnswerGenerators, scheduler: TestScheduler, report: @escaping (String) -> Void) {
        self.generators = generators
        self.scheduler = scheduler
        self.report = report
    }

    /// The answers as a recording hands them to use cases: what ``UseCase/generated(by:)`` uses, and what a
    /// dependencies value written by hand wraps its members with (see `Answers`).
    public var asAnswers: Answers { Answers(provider: GeneratedAnswerProvider(answers: self)) }

    /// The requests made so far, as an invariant sees them.
    var made: [RequestMade] {
        requests.map {
            RequestMade(call: $0.call, number: $0.number, request: $0.request, time: $0.time, outcome: $0.outcome)
        }
    }

    /// The requests waiting for an answer step: made, not answered, not ended by the presenter, not left
    /// without an answer for ever.
    var waiting: [GeneratedRequest] { requests.filter { $0.isWaiting && !$0.isNever } }

    /// The request `number` of `call`, if it is waiting.
    func waiting(_ call: String, number: Int) -> GeneratedRequest? {
        requests.first { $0.call == call && $0.number == number && $0.isWaiting }
    }

    /// The answer of the call `name` to `request`, which waits for a step of the sequence.
    func observable<Request: Encodable, Element: Codable>(_ name: String, request: Request?) -> Observable<Element> {
        observable(
            name, request: request, written: request.map(json) ?? "", encode: json,
            decode: { decode($0, as: Element.self, report: $1, call: name) })
    }

    /// The answer of the call `name` to `request`, written `written`, whose success is written with `encode`
    /// and read back with `decode`, which reports why it cannot to the function it is given.
    func observable<Element>(
        _ name: String, request: Any?, written: String, encode: @escaping (Element) -> String,
        decode: @escaping (String, (String) -> Void) -> Element?
    ) -> Observable<Element> {
        Observable.create { [weak self] observer in
            guard let self else { return Disposables.create() }
            let generator: (RandomSource) -> Element?
            switch generators.generator(for: name, request: request, answering: Element.self) {
            case .success(let made): generator = made
            case .failure(let missing):
                report(missing.reason)
                observer.onError(UnimplementedDependency(name: name))
                return Disposables.create()
            }
            counts[name, default: 0] += 1
            let made = GeneratedRequest(
                call: name, number: counts[name] ?? 1, request: written, time: scheduler.clock)
            made.deliver = { [weak made, report] outcome, random in
                guard let made, made.isWaiting else { return nil }
                switch outcome {
                case .never:
                    made.isNever = true
                    made.outcome = .never
                    return .never
                case .failure:
                    made.isWaiting = false
                    made.outcome = .failed
                    observer.onError(GeneratedFailure(call: name, request: made.number))
                    return .failure
                case .success(let written):
                    let value: Element?
                    if let random {
                        value = generator(random)
                        if value == nil {
                            report("the generator of \(name) does not make values of type \(Element.self)")
                        }
                    } else {
                        value = decode(written, report)
                    }
                    guard let value else { return nil }
                    let written = encode(value)
                    made.isWaiting = false
                    made.outcome = .answered(written)
                    observer.onNext(value)
                    observer.onCompleted()
                    return .success(written)
                }
            }
            requests.append(made)
            return Disposables.create { [weak made] in made?.end() }
        }
    }
}

/// A request made to a generated use case.
final class GeneratedRequest {
    let call: String
    /// Its place among the requests of its call, from 1.
    let number: Int
    /// The request as JSON, empty when the call takes none.
    let request: String
    /// When it was made.
    let time: TestTime
    /// Made and neither answered nor ended.
    var isWaiting = true
    /// An answer step said it is never answered.
    var isNever = false
    /// What became of it, as an invariant sees it.
    var outcome = RequestMade.Outcome.waiting
    /// Answers it with the outcome, drawing a success's value from the random source, or decoding the
    /// outcome's JSON when there is none; returns the outcome as it was delivered, `nil` when it could not be.
    var deliver: (AnswerOutcome, RandomSource?) -> AnswerOutcome? = { _, _ in nil }

    init(call: String, number: Int, request: String, time: TestTime) {
        self.call = call
        self.number = number
        self.request = request
        self.time = time
    }

    /// The presenter ended the request: nothing is delivered to it any more, and its observer is let go.
    func end() {
        if outcome == .waiting || outcome == .never { outcome = .ended }
        isWaiting = false
        deliver = { _, _ in nil }
    }
}

/// Hands the use cases' requests to a sequence's ``GeneratedAnswers``.
private struct GeneratedAnswerProvider: AnswerProvider, @unchecked Sendable {
    // Sendable: a generated sequence runs on its test's thread, where its use cases are called.
    let answers: GeneratedAnswers

    func answers<Request: Encodable, Element: Codable>(
        _ name: String, request: Request?, useCase: @escaping () -> Observable<Element>
    ) -> Observable<Element> {
        answers.observable(name, request: request)
    }

    /// Waits for the step that answers the `async` call `call`, as a subscription that answers once.
    func answer<Answer>(
        _ call: AsyncCall<Answer>, isolation: isolated (any Actor)?, from useCase: () async throws -> Answer
    ) async throws -> Answer {
        let answering = answers.observable(
            call.name, request: call.request, written: call.request.map(json) ?? "",
            encode: { json(call.encodable($0)) },
            decode: { written, report in
                do {
                    return try call.decode(written, line: 0)
                } catch {
                    report("the answer of \(call.name), \(written), is not a \(Answer.self): \(error)")
                    return nil
                }
            })
        let waiter = AnswerWaiter<HandedOver<Result<Answer, Swift.Error>>>()
        let answer = try await withTaskCancellationHandler(
            operation: {
                try await withCheckedThrowingContinuation(isolation: isolation) {
                    (continuation: CheckedContinuation<HandedOver<Result<Answer, Swift.Error>>, Swift.Error>) in
                    guard waiter.begin(continuation) else { return }
                    waiter.subscribed(
                        answering.subscribe(
                            onNext: { _ = waiter.resume(with: HandedOver(.success($0))) },
                            onError: { _ = waiter.resume(with: HandedOver(.failure($0))) }))
                }
            }, onCancel: { waiter.cancel() }, isolation: isolation)
        return try answer.value.get()
    }
}

/// An answer handed from the step that answers it to the task that waits for it.
private struct HandedOver<Value>: @unchecked Sendable {
    // Sendable: a generated sequence answers on its test's thread, and the task takes the answer once, after
    // the step made it.
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

extension UseCase {
    /// A value whose every declared call answers from `answers`: each request waits until a step of the
    /// generated sequence answers it with a generated value, a failure, or never. No stub is written: the
    /// values come from the generators the test gives (see `AnswerGenerators`).
    public static func generated(by answers: GeneratedAnswers) -> Self {
        preview.recorded(by: answers.asAnswers)
    }
}

private func json(_ value: any Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "\(value)" }
    return String(decoding: data, as: UTF8.self)
}

private func decode<Value: Decodable>(_ json: String, as type: Value.Type, report: (String) -> Void, call: String)
    -> Value?
{
    do {
        return try JSONDecoder().decode(Value.self, from: Data(json.utf8))
    } catch {
        report("the answer of \(call), \(json), is not a \(Value.self): \(error)")
        return nil
    }
}
