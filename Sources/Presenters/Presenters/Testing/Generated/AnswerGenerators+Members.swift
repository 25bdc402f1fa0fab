// Generators named by the member that makes a use case's call: the request's and the answer's types come from
// the member, and the name from the use case's declaration.

extension AnswerGenerators {
    /// These generators, with `make` giving the values of the call `member` makes, for each of its requests:
    ///
    /// ```swift
    /// let answers = AnswerGenerators().values(for: \CounterUseCase.save) { random, count in count }
    /// ```
    ///
    /// The member is one of the use case's declared calls (``UseCase/calls``), of a use case or of a value that
    /// groups use cases.
    public func values<Value: UseCase, Request, Element>(
        for member: KeyPath<Value, (Request) -> Single<Element>>, _ make: @escaping (RandomSource, Request) -> Element
    ) -> AnswerGenerators {
        values(for: Self.name(of: member, in: Value.self), make)
    }

    /// These generators, with `make` giving the values of the call `member` makes, a call answering many times
    /// (whose success is one element), as above.
    public func values<Value: UseCase, Request, Element>(
        for member: KeyPath<Value, (Request) -> Observable<Element>>,
        _ make: @escaping (RandomSource, Request) -> Element
    ) -> AnswerGenerators {
        values(for: Self.name(of: member, in: Value.self), make)
    }

    /// These generators, with `make` giving the values of the call `member` makes, which takes no request.
    public func values<Value: UseCase, Element>(
        for member: KeyPath<Value, () -> Single<Element>>, _ make: @escaping (RandomSource) -> Element
    ) -> AnswerGenerators {
        values(for: Self.name(of: member, in: Value.self), make)
    }

    /// These generators, with `make` giving the values of the `@Sendable` call `member` makes, as above.
    public func values<Value: UseCase, Request, Element>(
        for member: KeyPath<Value, @Sendable (Request) -> Single<Element>>,
        _ make: @escaping (RandomSource, Request) -> Element
    ) -> AnswerGenerators {
        values(for: Self.name(of: member, in: Value.self), make)
    }

    /// These generators, with `make` giving the values of the `@Sendable` call `member` makes, a call
    /// answering many times, as above.
    public func values<Value: UseCase, Request, Element>(
        for member: KeyPath<Value, @Sendable (Request) -> Observable<Element>>,
        _ make: @escaping (RandomSource, Request) -> Element
    ) -> AnswerGenerators {
        values(for: Self.name(of: member, in: Value.self), make)
    }

    /// These generators, with `make` giving the values of the `@Sendable` call `member` makes, which takes no
    /// request.
    public func values<Value: UseCase, Element>(
        for member: KeyPath<Value, @Sendable () -> Single<Element>>, _ make: @escaping (RandomSource) -> Element
    ) -> AnswerGenerators {
        values(for: Self.name(of: member, in: Value.self), make)
    }

    /// These generators, with `make` giving the values of the `async` call `member` makes, for each of its
    /// requests:
    ///
    /// ```swift
    /// let answers = AnswerGenerators().values(for: \AsyncCounterUseCase.save) { random, count in count }
    /// ```
    public func values<Value: UseCase, Request, Element>(
        for member: KeyPath<Value, @Sendable (Request) async throws -> Element>,
        _ make: @escaping (RandomSource, Request) -> Element
    ) -> AnswerGenerators {
        values(for: Self.name(of: member, in: Value.self), make)
    }

    /// These generators, with `make` giving the values of the `async` call `member` makes, which takes no
    /// request.
    public func values<Value: UseCase, Element>(
        for member: KeyPath<Value, @Sendable () async throws -> Element>, _ make: @escaping (RandomSource) -> Element
    ) -> AnswerGenerators {
        values(for: Self.name(of: member, in: Value.self), make)
    }

    /// The name under which `Value` declares the call `member` makes.
    fileprivate static func name<Value: UseCase>(of member: AnyKeyPath, in _: Value.Type) -> String {
        guard let call = Value.calls.first(where: { $0.member == member }) else {
            preconditionFailure("\(member) is not one of the calls \(Value.self) declares in its `calls`")
        }
        return call.name
    }
}

// The `async` members as a target with `NonisolatedNonsendingByDefault` writes them, `nonisolated(nonsending)`:
// a type of their own, which the overloads above do not match. Swift counts the two forms as one signature for
// overloading, so these take an answer that is `Sendable`, as every answer that crosses to the presenter is.
#if compiler(>=6.2)
extension AnswerGenerators {
    /// These generators, with `make` giving the values of the `async` call `member` makes, one that runs on
    /// its caller's actor, for each of its requests: what a target with `NonisolatedNonsendingByDefault`
    /// (Xcode 26's approachable concurrency) makes of a member written `@Sendable (Request) async throws ->
    /// Element`.
    public func values<Value: UseCase, Request, Element: Sendable>(
        for member: KeyPath<Value, nonisolated(nonsending) @Sendable (Request) async throws -> Element>,
        _ make: @escaping (RandomSource, Request) -> Element
    ) -> AnswerGenerators {
        values(for: Self.name(of: member, in: Value.self), make)
    }

    /// These generators, with `make` giving the values of the `async` call `member` makes, one that runs on
    /// its caller's actor and takes no request, as above.
    public func values<Value: UseCase, Element: Sendable>(
        for member: KeyPath<Value, nonisolated(nonsending) @Sendable () async throws -> Element>,
        _ make: @escaping (RandomSource) -> Element
    ) -> AnswerGenerators {
        values(for: Self.name(of: member, in: Value.self), make)
    }
}
#endif
