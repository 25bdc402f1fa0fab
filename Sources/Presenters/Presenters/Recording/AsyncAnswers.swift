import Foundation

// The `async` calls of a use case, recorded and replayed as a subscription that answers once: its request, then
// its answer (an element and a completion at the same time) or its error, or its cancellation.

extension Answers {
    /// The answer of the `async` call `call`: `useCase`'s own (written down when recording), or the recorded
    /// one when replaying, at its recorded time, without calling `useCase`.
    func answer<Answer>(
        _ call: AsyncCall<Answer>, isolation: isolated (any Actor)? = #isolation,
        from useCase: () async throws -> Answer
    ) async throws -> Answer {
        guard let provider else { return try await useCase() }
        return try await provider.answer(call, isolation: isolation, from: useCase)
    }
}

/// One call of an `async` member of a use case, as a recording writes it.
struct AsyncCall<Answer> {
    /// The call's name, the answer's name in the recording.
    let name: String
    /// What the recording writes as the request: nothing for a member without arguments, the argument of a
    /// member of one, the arguments in an array for a member of two or three.
    let request: (any Encodable)?
    /// Why the call cannot be written down, when its arguments are not `Encodable` or its answer not
    /// `Codable`: it then answers for itself, when recording and when replaying.
    let unrecordable: String?

    init(name: String, arguments: [CallArgument]) {
        self.name = name
        let encodable = arguments.compactMap(\.encodable)
        if encodable.count < arguments.count || encodable.isEmpty {
            request = nil
        } else {
            request = encodable.count == 1 ? encodable[0] : EncodedArguments(values: encodable)
        }
        if let argument = arguments.first(where: { $0.encodable == nil }) {
            unrecordable = "its argument of type \(argument.typeName) is not Encodable"
        } else if Answer.self != Void.self, !(Answer.self is any (Encodable & Decodable).Type) {
            unrecordable = "its answer of type \(Answer.self) is not Codable"
        } else {
            unrecordable = nil
        }
    }

    /// `answer` as the recording writes it: itself, or `{}` for `Void`.
    func encodable(_ answer: Answer) -> any Encodable {
        CallArgument(answer).encodable ?? NoAnswer()
    }

    /// The answer `json` holds, on line `line` of a recording.
    /// - Throws: a `RecordingError` when the JSON does not fit the answer's type.
    func decode(_ json: String, line: Int) throws -> Answer {
        if Answer.self == Void.self {
            _ = try RecordingJSON.decode(NoAnswer.self, from: json, line: line, typeName: "Void")
            return () as! Answer
        }
        guard let type = Answer.self as? any Decodable.Type else {
            throw RecordingError(line: line, reason: "the answer of \(name) cannot be read: \(unrecordable ?? "")")
        }
        return try RecordingJSON.decode(type, from: json, line: line, typeName: "\(Answer.self)") as! Answer
    }
}

/// An argument of a call, or its answer, seen as `Encodable` when its type is, whatever its value: an optional
/// that is `nil` is written `null`.
struct CallArgument {
    /// The value, when its type is `Encodable`.
    let encodable: (any Encodable)?
    /// The name of its type, for a note saying why the call is not recorded.
    let typeName: String

    init<Value>(_ value: Value) {
        typeName = "\(Value.self)"
        encodable = (Value.self as? any Encodable.Type).map { CallArgument.encodable(value, as: $0) }
    }

    private static func encodable<Value, Written: Encodable>(_ value: Value, as type: Written.Type) -> any Encodable {
        // The same type, known to be `Encodable`: the cast cannot fail.
        value as! Written
    }
}

/// The answer of a call that answers nothing, written `{}`.
private struct NoAnswer: Codable {}

/// The arguments of a call of several, written as a JSON array.
private struct EncodedArguments: Encodable {
    let values: [any Encodable]

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        for value in values { try container.encode(value) }
    }
}
