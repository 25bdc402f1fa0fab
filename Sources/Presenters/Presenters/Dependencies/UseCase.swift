/// A value of closures, one for each call a screen makes to the outside world, whose calls are declared once:
/// each with its name and the member that makes it.
///
/// The value stays a plain struct of closures, which the app fills with its production calls and a test
/// replaces one by one. The declaration is all the rest needs: a value whose every call fails the test that
/// makes it (``unimplemented(_:)``), and the value with every answer recorded or replayed under the call's
/// name (``recorded(by:)``).
///
/// ```swift
/// struct ProfileUseCase: UseCase {
///     var load: (Int) -> Single<String>
///     var save: (String) -> Single<String>
///
///     static var calls: [UseCaseCall<ProfileUseCase>] {
///         [.call("profile.load", \.load), .call("profile.save", \.save)]
///     }
///
///     static var preview: ProfileUseCase {
///         ProfileUseCase(load: { _ in .just("Ada") }, save: { .just($0) })
///     }
/// }
/// ```
///
/// A name is what a test failure and a recording say: `profile.save was called but the test did not
/// provide it`; a recording keeps the answers of `profile.load` under that name, so a name once recorded
/// stays. A value that groups use cases, such as a feature's, declares theirs with
/// ``UseCaseCall/calls(of:)``.
public protocol UseCase {
    /// Every call of the use case, each with its name: what ``unimplemented(_:)`` and ``recorded(by:)``
    /// replace. A member left out keeps its preview in an unimplemented value and is not recorded.
    static var calls: [UseCaseCall<Self>] { get }

    /// A value whose every call answers at once with canned data: what a preview of a screen shows, and the
    /// value ``unimplemented(_:)`` starts from before it replaces every call.
    static var preview: Self { get }
}

extension UseCase {
    /// A value whose every call fails the test that makes it, naming the call, and answers with
    /// `UnimplementedDependency`: a test provides the calls its screen is meant to make.
    ///
    /// ```swift
    /// var useCase = ProfileUseCase.unimplemented(Unimplemented(failureReporter: .xctest))
    /// useCase.load = { _ in .just("Ada") }
    /// ```
    public static func unimplemented(_ unimplemented: Unimplemented) -> Self {
        var value = preview
        for call in calls { call.unimplement(&value, unimplemented) }
        return value
    }

    /// This value with each call's answers under the call's name: its own answers, or recorded as they come,
    /// or replayed from a recording without calling it, as `answers` says.
    public func recorded(by answers: Answers) -> Self {
        var value = self
        for call in Self.calls { call.record(&value, answers) }
        return value
    }

    /// The names of the calls, in the order they are declared.
    public static var callNames: [String] { calls.map(\.name) }
}

/// One call of a ``UseCase``: its name and the member that makes it.
///
/// A call is a member that answers with a `Single` or an `Observable`, with or without a request, whose
/// request is `Encodable` and whose answer is `Codable`, so that a recording can write both down; it may
/// be `@Sendable`, as the members of a use case that is `Sendable` are, when its request and its answer
/// are `Sendable` too. An `async` member of up to three arguments is a call too: a recording writes it down as
/// a subscription that answers once, its arguments as the request (in an array when there are several) and
/// its answer (`{}` for `Void`) or its error, when the arguments are `Encodable` and the answer `Codable`; a
/// call of other types answers for itself, and the recording notes that it could not write it.
public struct UseCaseCall<Value> {
    /// The call's name, as a test failure and a recording say it.
    public let name: String
    /// The member that makes the call, by which a generated test's answers name it.
    let member: AnyKeyPath?
    let unimplement: (inout Value, Unimplemented) -> Void
    let record: (inout Value, Answers) -> Void

    init(
        name: String, member: AnyKeyPath?, unimplement: @escaping (inout Value, Unimplemented) -> Void,
        record: @escaping (inout Value, Answers) -> Void
    ) {
        self.name = name
        self.member = member
        self.unimplement = unimplement
        self.record = record
    }

    /// The call `name`, made by `member`, which answers a request once.
    public static func call<Request: Encodable, Element: Codable>(
        _ name: String, _ member: WritableKeyPath<Value, (Request) -> Single<Element>>
    ) -> UseCaseCall {
        UseCaseCall(
            name: name, member: member, unimplement: { $0[keyPath: member] = $1(name) },
            record: { $0[keyPath: member] = $1(name, for: $0[keyPath: member]) })
    }

    /// The call `name`, made by `member`, which answers once and takes no request.
    public static func call<Element: Codable>(_ name: String, _ member: WritableKeyPath<Value, () -> Single<Element>>)
        -> UseCaseCall
    {
        UseCaseCall(
            name: name, member: member, unimplement: { $0[keyPath: member] = $1(name) },
            record: { $0[keyPath: member] = $1(name, for: $0[keyPath: member]) })
    }

    /// The call `name`, made by `member`, which answers a request many times.
    public static func call<Request: Encodable, Element: Codable>(
        _ name: String, _ member: WritableKeyPath<Value, (Request) -> Observable<Element>>
    ) -> UseCaseCall {
        UseCaseCall(
            name: name, member: member, unimplement: { $0[keyPath: member] = $1(name) },
            record: { $0[keyPath: member] = $1(name, for: $0[keyPath: member]) })
    }

    /// The call `name`, made by `member`, a `@Sendable` function that answers a request once, as a use case
    /// that is `Sendable` declares it.
    public static func call<Request: Encodable & Sendable, Element: Codable & Sendable>(
        _ name: String, _ member: WritableKeyPath<Value, @Sendable (Request) -> Single<Element>>
    ) -> UseCaseCall {
        UseCaseCall(
            name: name, member: member, unimplement: { $0[keyPath: member] = $1(name) },
            record: { value, answers in
                let useCase = value[keyPath: member]
                value[keyPath: member] = { @Sendable request in answers(name, to: request, from: useCase) }
            })
    }

    /// The call `name`, made by `member`, a `@Sendable` function that answers once and takes no request, as
    /// a use case that is `Sendable` declares it.
    public static func call<Element: Codable & Sendable>(
        _ name: String, _ member: WritableKeyPath<Value, @Sendable () -> Single<Element>>
    ) -> UseCaseCall {
        UseCaseCall(
            name: name, member: member, unimplement: { $0[keyPath: member] = $1(name) },
            record: { value, answers in
                let useCase = value[keyPath: member]
                value[keyPath: member] = { @Sendable in answers(name, from: useCase) }
            })
    }

    /// The call `name`, made by `member`, a `@Sendable` function that answers a request many times, as a use
    /// case that is `Sendable` declares it.
    public static func call<Request: Encodable & Sendable, Element: Codable & Sendable>(
        _ name: String, _ member: WritableKeyPath<Value, @Sendable (Request) -> Observable<Element>>
    ) -> UseCaseCall {
        UseCaseCall(
            name: name, member: member, unimplement: { $0[keyPath: member] = $1(name) },
            record: { value, answers in
                let useCase = value[keyPath: member]
                value[keyPath: member] = { @Sendable request in answers(name, to: request, from: useCase) }
            })
    }

    /// The call `name`, made by `member`, an `async` function, as an effect that runs a call in a task needs
    /// it.
    ///
    /// Its unimplemented form throws `UnimplementedDependency`. ``UseCase/recorded(by:)`` records it as the
    /// calls that return a `Single` are: the call as it starts, its answer or its error as it returns, a
    /// cancellation as its task is cancelled, each at the time of the presenter's scheduler; a replay hands
    /// the task the recorded answer when the replay's clock reaches it, without making the call.
    public static func call<Answer>(
        _ name: String, _ member: WritableKeyPath<Value, @Sendable () async throws -> Answer>
    )
        -> UseCaseCall
    {
        UseCaseCall(
            name: name, member: member, unimplement: { $0[keyPath: member] = $1(name) },
            record: { value, answers in
                let useCase = value[keyPath: member]
                value[keyPath: member] = { @Sendable in
                    try await answers.answer(AsyncCall(name: name, arguments: [])) {
                        try await useCase()
                    }
                }
            })
    }

    /// The call `name`, made by `member`, an `async` function of one argument, as above.
    public static func call<Argument, Answer>(
        _ name: String, _ member: WritableKeyPath<Value, @Sendable (Argument) async throws -> Answer>
    ) -> UseCaseCall {
        UseCaseCall(
            name: name, member: member, unimplement: { $0[keyPath: member] = $1(name) },
            record: { value, answers in
                let useCase = value[keyPath: member]
                value[keyPath: member] = { @Sendable first in
                    try await answers.answer(AsyncCall(name: name, arguments: [CallArgument(first)])) {
                        try await useCase(first)
                    }
                }
            })
    }

    /// The call `name`, made by `member`, an `async` function of two arguments, as above.
    public static func call<First, Second, Answer>(
        _ name: String, _ member: WritableKeyPath<Value, @Sendable (First, Second) async throws -> Answer>
    ) -> UseCaseCall {
        UseCaseCall(
            name: name, member: member, unimplement: { $0[keyPath: member] = $1(name) },
            record: { value, answers in
                let useCase = value[keyPath: member]
                value[keyPath: member] = { @Sendable first, second in
                    try await answers.answer(
                        AsyncCall(name: name, arguments: [CallArgument(first), CallArgument(second)])
                    ) {
                        try await useCase(first, second)
                    }
                }
            })
    }

    /// The call `name`, made by `member`, an `async` function of three arguments, as above.
    public static func call<First, Second, Third, Answer>(
        _ name: String, _ member: WritableKeyPath<Value, @Sendable (First, Second, Third) async throws -> Answer>
    ) -> UseCaseCall {
        UseCaseCall(
            name: name, member: member, unimplement: { $0[keyPath: member] = $1(name) },
            record: { value, answers in
                let useCase = value[keyPath: member]
                value[keyPath: member] = { @Sendable first, second, third in
                    try await answers.answer(
                        AsyncCall(
                            name: name, arguments: [CallArgument(first), CallArgument(second), CallArgument(third)])
                    ) {
                        try await useCase(first, second, third)
                    }
                }
            })
    }

    /// The calls of the use case `part`, a member of a value that groups use cases, under their own names.
    ///
    /// ```swift
    /// static var calls: [UseCaseCall<ProfileFeature>] {
    ///     UseCaseCall.calls(of: \.profile) + UseCaseCall.calls(of: \.avatar)
    /// }
    /// ```
    public static func calls<Part: UseCase>(of part: WritableKeyPath<Value, Part>) -> [UseCaseCall] {
        Part.calls.map { call in
            UseCaseCall(
                name: call.name, member: call.member.flatMap { (part as AnyKeyPath).appending(path: $0) },
                unimplement: { call.unimplement(&$0[keyPath: part], $1) },
                record: { call.record(&$0[keyPath: part], $1) })
        }
    }
}
