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

    init(name: String, arguments: [Any]) {
        self.name = name
        let encodable = arguments.compactMap { $0 as? any Encodable }
        if encodable.count < arguments.count || encodable.isEmpty {
            request = nil
        } else {
            request = encodable.count == 1 ? encodable[0] : EncodedArguments(values: encodable)
        }
        if let argument = arguments.first(where: { !($0 is any Encodable) }) {
            unrecordable = "its argument of type \(type(of: argument)) is not Encodable"
        } else if !AsyncCall.isCodableAnswer {
            unrecordable = "its answer of type \(Answer.self) is not Codable"
        } else {
            unrecordable = nil
        }
    }

    /// Whether an answer can be written and read back: it is `Codable`, or `Void`, written `{}`.
    private static var isCodableAnswer: Bool {
        Answer.self == Void.self || Answer.self is any (Encodable & Decodable).Type
    }

    /// `answer` as the recording writes it.
    func encodable(_ answer: Answer) -> any Encodable {
        if let encodable = answer as? any Encodable { return encodable }
        return NoAnswer()
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
