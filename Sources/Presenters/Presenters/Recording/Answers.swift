/// Where a presenter's use cases get their answers: from the use cases themselves, from the use cases
/// with every answer written down by a `SessionRecorder`, or from a recording that a `RecordingReplay`
/// plays back, with no use case subscribed.
///
/// The code that builds a presenter asks for each use case's answers through it, naming them, so that
/// the same code records, replays, or does neither:
///
/// ```swift
/// func makeAnsweredSearchPresenter(answers: Answers, backend: SearchBackend, scheduler: any SchedulerType)
///     -> Presenter<SearchEvent, SearchState, SearchRoute>
/// {
///     makeSearchPresenter(search: { answers("results", to: $0, from: backend.search) }, scheduler: scheduler)
/// }
/// ```
///
/// A name says which answers these are among the presenter's: the replay hands the presenter's n-th
/// subscription to `results` the answers of its n-th subscription to `results` in the recording. Requests
/// and elements are written as JSON, so they are `Codable`; errors are written as themselves when their
/// type is `Codable`, and as their description otherwise.
public struct Answers: Sendable {
    let provider: (any AnswerProvider)?

    init(provider: (any AnswerProvider)?) {
        self.provider = provider
    }

    /// The use cases' own answers, neither recorded nor replayed: what an app uses outside a recording.
    public static var live: Answers { Answers(provider: nil) }

    /// The answers of `useCase` to `request`, named `name`: subscribing subscribes to `useCase(request)`
    /// (and records its answers when recording), or plays the recorded answers at their times when
    /// replaying, without calling `useCase`.
    public func callAsFunction<Request: Encodable, Element: Codable>(
        _ name: String, to request: Request, from useCase: @escaping (Request) -> Observable<Element>
    ) -> Observable<Element> {
        guard let provider else { return Observable.deferred { useCase(request) } }
        return provider.answers(name, request: request) { useCase(request) }
    }

    /// The answers of `useCase`, which takes no request, named `name`.
    public func callAsFunction<Element: Codable>(_ name: String, from useCase: @escaping () -> Observable<Element>)
        -> Observable<Element>
    {
        guard let provider else { return Observable.deferred(useCase) }
        return provider.answers(name, request: NoRequest?.none, useCase: useCase)
    }

    /// The answer of `useCase` to `request`, named `name`, for a use case that answers once.
    ///
    /// The answer ends with its success, as a subscription to a `Single` does: the success is recorded as
    /// an element and a completion at the same time, and the use case is released then.
    public func callAsFunction<Request: Encodable, Element: Codable>(
        _ name: String, to request: Request, from useCase: @escaping (Request) -> Single<Element>
    ) -> Single<Element> {
        callAsFunction(name, to: request) { useCase($0).endingAtAnswer() }.asSingle()
    }

    /// The answer of `useCase`, which takes no request, named `name`, for a use case that answers once;
    /// it ends with its success, as above.
    public func callAsFunction<Element: Codable>(_ name: String, from useCase: @escaping () -> Single<Element>)
        -> Single<Element>
    {
        callAsFunction(name) { useCase().endingAtAnswer() }.asSingle()
    }

    /// `useCase` with its answers named `name`: a function of the same type, whose every call answers as
    /// `callAsFunction(_:to:from:)` does. A ``UseCase`` wraps each of its calls with it in
    /// ``UseCase/recorded(by:)``; a dependencies value written by hand wraps each of its members, one line a
    /// member:
    ///
    /// ```swift
    /// func recorded(by answers: Answers) -> SearchClient {
    ///     SearchClient(results: answers("search.results", for: results))
    /// }
    /// ```
    public func callAsFunction<Request: Encodable, Element: Codable>(
        _ name: String, for useCase: @escaping (Request) -> Single<Element>
    ) -> (Request) -> Single<Element> {
        { request in callAsFunction(name, to: request, from: useCase) }
    }

    /// `useCase`, which answers many times, with its answers named `name`, as above.
    public func callAsFunction<Request: Encodable, Element: Codable>(
        _ name: String, for useCase: @escaping (Request) -> Observable<Element>
    ) -> (Request) -> Observable<Element> {
        { request in callAsFunction(name, to: request, from: useCase) }
    }

    /// `useCase`, which takes no request, with its answer named `name`, as above.
    public func callAsFunction<Element: Codable>(_ name: String, for useCase: @escaping () -> Single<Element>)
        -> () -> Single<Element>
    {
        { callAsFunction(name, from: useCase) }
    }
}

/// What records or replays a use case's answers.
protocol AnswerProvider: Sendable {
    /// The answers named `name` to `request` (`nil` when the use case takes none), from `useCase` or from
    /// a recording.
    func answers<Request: Encodable, Element: Codable>(
        _ name: String, request: Request?, useCase: @escaping () -> Observable<Element>
    ) -> Observable<Element>

    /// The answer of the `async` call `call`, from `useCase` or from a recording, awaited where the caller runs.
    func answer<Answer>(
        _ call: AsyncCall<Answer>, isolation: isolated (any Actor)?, from useCase: () async throws -> Answer
    ) async throws -> Answer
}

/// The request of a use case that takes none.
struct NoRequest: Encodable {}
