// The `async` members of a use case as a target with `NonisolatedNonsendingByDefault` (Xcode 26's approachable
// concurrency) writes them: `@Sendable (Argument) async throws -> Answer` is then `nonisolated(nonsending)`, a
// type of its own, which a key path to a `@concurrent` member does not match. Swift counts the two forms as one
// signature for overloading, so these take an answer that is `Sendable`, as every answer that crosses to the
// presenter is. A compiler
// before 6.2 has no `nonisolated(nonsending)`, nor any target that writes it.

#if compiler(>=6.2)
extension UseCaseCall {
    /// The call `name`, made by `member`, an `async` function that runs on its caller's actor: what a target
    /// with `NonisolatedNonsendingByDefault` (Xcode 26's approachable concurrency) makes of a member written
    /// `@Sendable () async throws -> Answer`. As the call of a `@concurrent` member.
    public static func call<Answer: Sendable>(
        _ name: String, _ member: WritableKeyPath<Value, nonisolated(nonsending) @Sendable () async throws -> Answer>
    ) -> UseCaseCall {
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

    /// The call `name`, made by `member`, an `async` function of one argument that runs on its caller's actor.
    public static func call<Argument, Answer: Sendable>(
        _ name: String,
        _ member: WritableKeyPath<Value, nonisolated(nonsending) @Sendable (Argument) async throws -> Answer>
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

    /// The call `name`, made by `member`, an `async` function of two arguments that runs on its caller's
    /// actor.
    public static func call<First, Second, Answer: Sendable>(
        _ name: String,
        _ member: WritableKeyPath<Value, nonisolated(nonsending) @Sendable (First, Second) async throws -> Answer>
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

    /// The call `name`, made by `member`, an `async` function of three arguments that runs on its caller's
    /// actor.
    public static func call<First, Second, Third, Answer: Sendable>(
        _ name: String,
        _ member: WritableKeyPath<
            Value, nonisolated(nonsending) @Sendable (First, Second, Third) async throws -> Answer
        >
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
}

extension Unimplemented {
    // One overload per arity: the compiler (6.3) cannot yet emit a closure over a parameter pack whose type
    // is `nonisolated(nonsending)`.

    /// A member named `name` that reports its calls and throws `UnimplementedDependency`, for an `async`
    /// member that runs on its caller's actor, as a target with `NonisolatedNonsendingByDefault` declares one.
    public func callAsFunction<Value: Sendable>(_ name: String)
        -> nonisolated(nonsending) @Sendable () async throws -> Value
    {
        { @Sendable in try failCall(name) }
    }

    /// As above, for a member of one argument.
    public func callAsFunction<Argument, Value: Sendable>(_ name: String)
        -> nonisolated(nonsending) @Sendable (Argument) async throws -> Value
    {
        { @Sendable _ in try failCall(name) }
    }

    /// As above, for a member of two arguments.
    public func callAsFunction<First, Second, Value: Sendable>(_ name: String)
        -> nonisolated(nonsending) @Sendable (First, Second) async throws -> Value
    {
        { @Sendable _, _ in try failCall(name) }
    }

    /// As above, for a member of three arguments.
    public func callAsFunction<First, Second, Third, Value: Sendable>(_ name: String)
        -> nonisolated(nonsending) @Sendable (First, Second, Third) async throws -> Value
    {
        { @Sendable _, _, _ in try failCall(name) }
    }

    private func failCall<Value>(_ name: String) throws -> Value {
        reportCall(to: name)
        throw UnimplementedDependency(name: name)
    }
}
#endif
