/// Builds the members of a dependencies value that a test did not provide: each one, when called, fails the
/// test with its name instead of reaching a production service.
///
/// A screen's dependencies are a plain value with a closure per service, which the composition root fills
/// with the production ones. A test starts from a value whose every member is unimplemented, and provides
/// the few it expects the screen to use. A ``UseCase`` declares its calls once and gets that value from the
/// declaration (``UseCase/unimplemented(_:)``); a member built by hand names itself:
///
/// ```swift
/// var dependencies = ProfileDependencies.unimplemented(Unimplemented(failureReporter: .xctest))
/// dependencies.load = { Single.just("Ada") }
/// let notify: (String) -> Void = Unimplemented(failureReporter: .xctest)("profile.notify")
/// ```
///
/// A member the test did not provide reports, when it is called, at the line where the `Unimplemented` was
/// created: `profile.save was called but the test did not provide it`. Then it answers as well as it can
/// without a service: an observable, a `Single`, a `Maybe` or a `Completable` fails with
/// `UnimplementedDependency`, as does an `async throws` function; a function returning nothing returns; any
/// other function returns the `placeholder` the test gives. A service declared as a protocol gets a
/// conformance whose every method calls `reportCall(to:)` and answers as it sees fit.
///
/// Every member it builds is `@Sendable`, so it stands in for a member of any shape: synchronous or
/// `async`, throwing or not, returning nothing, a value, an observable or a trait, and for a member
/// declared `@Sendable`, as an async use case whose function an effect runs in a task must be:
///
/// ```swift
/// struct TodoDependencies {
///     var add: @Sendable (String) async throws -> String
/// }
///
/// let dependencies = TodoDependencies(add: unimplemented("todo.add"))
/// ```
public struct Unimplemented: Sendable {
    /// Where calls are reported.
    public let failureReporter: FailureReporter
    private let fileID: StaticString
    private let filePath: StaticString
    private let line: UInt
    private let column: UInt

    /// Members that report their calls to `failureReporter`, at the place of this initialiser's call.
    public init(
        failureReporter: FailureReporter, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        self.failureReporter = failureReporter
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// Fails the test: the member `name` was called.
    public func reportCall(to name: String) {
        failureReporter(
            TestFailure(
                message: "\(name) was called but the test did not provide it", fileID: fileID, filePath: filePath,
                line: line, column: column))
    }

    /// A member named `name` that reports its calls and returns nothing.
    public func callAsFunction<each Argument>(_ name: String) -> @Sendable (repeat each Argument) -> Void {
        { @Sendable (_: repeat each Argument) in reportCall(to: name) }
    }

    /// A member named `name` that reports its calls and returns `placeholder`.
    public func callAsFunction<each Argument, Value: Sendable>(_ name: String, placeholder: Value)
        -> @Sendable (repeat each Argument) -> Value
    {
        { @Sendable (_: repeat each Argument) in
            reportCall(to: name)
            return placeholder
        }
    }

    /// A member named `name` that reports its calls and returns `placeholder`, a value that is not
    /// `Sendable` (the member is then not `@Sendable` either).
    public func callAsFunction<each Argument, Value>(_ name: String, placeholder: Value)
        -> (repeat each Argument) -> Value
    {
        { (_: repeat each Argument) in
            reportCall(to: name)
            return placeholder
        }
    }

    /// A member named `name` that reports its calls and throws `UnimplementedDependency`.
    public func callAsFunction<each Argument, Value>(_ name: String) -> @Sendable (repeat each Argument) throws -> Value
    {
        { @Sendable (_: repeat each Argument) in
            reportCall(to: name)
            throw UnimplementedDependency(name: name)
        }
    }

    /// A member named `name` that reports its calls and throws `UnimplementedDependency`, for an `async`
    /// member.
    public func callAsFunction<each Argument, Value>(_ name: String)
        -> @Sendable (repeat each Argument) async throws -> Value
    {
        { @Sendable (_: repeat each Argument) in
            reportCall(to: name)
            throw UnimplementedDependency(name: name)
        }
    }

    /// A member named `name` that reports its calls and answers with `UnimplementedDependency`.
    public func callAsFunction<each Argument, Element>(_ name: String)
        -> @Sendable (repeat each Argument) -> Observable<Element>
    {
        { @Sendable (_: repeat each Argument) in
            reportCall(to: name)
            return .error(UnimplementedDependency(name: name))
        }
    }

    /// A member named `name` that reports its calls and answers with `UnimplementedDependency`.
    public func callAsFunction<each Argument, Element>(_ name: String)
        -> @Sendable (repeat each Argument) -> Single<Element>
    {
        { @Sendable (_: repeat each Argument) in
            reportCall(to: name)
            return .error(UnimplementedDependency(name: name))
        }
    }

    /// A member named `name` that reports its calls and answers with `UnimplementedDependency`.
    public func callAsFunction<each Argument, Element>(_ name: String)
        -> @Sendable (repeat each Argument) -> Maybe<Element>
    {
        { @Sendable (_: repeat each Argument) in
            reportCall(to: name)
            return .error(UnimplementedDependency(name: name))
        }
    }

    /// A member named `name` that reports its calls and answers with `UnimplementedDependency`.
    public func callAsFunction<each Argument>(_ name: String) -> @Sendable (repeat each Argument) -> Completable {
        { @Sendable (_: repeat each Argument) in
            reportCall(to: name)
            return .error(UnimplementedDependency(name: name))
        }
    }
}

/// The error with which a member that a test did not provide answers, after it failed the test.
public struct UnimplementedDependency: Error, Equatable, CustomStringConvertible {
    /// The member's name, as the test gave it to `Unimplemented`.
    public let name: String

    /// The error of the member `name`.
    public init(name: String) {
        self.name = name
    }

    /// `profile.save is not implemented in this test`.
    public var description: String { "\(name) is not implemented in this test" }
}
