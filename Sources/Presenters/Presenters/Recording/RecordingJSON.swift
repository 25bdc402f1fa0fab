import Foundation

/// How a recording writes values and reads them back: JSON on one line, keys sorted so that the same value
/// is always the same text, and every `Secret` redacted.
enum RecordingJSON {
    /// `value` as one line of JSON, each `Secret` in it written as its stand-in.
    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.userInfo[.redactsSecrets] = true
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// The value of type `type` that `json` holds, each `Secret` in it read as a redacted stand-in.
    /// - Throws: a `RecordingError` for `line`, saying what in the JSON does not fit the type.
    static func decode<Value: Decodable>(
        _ type: Value.Type, from json: String, line: Int, typeName: String = "\(Value.self)"
    ) throws -> Value {
        do {
            let decoder = JSONDecoder()
            decoder.userInfo[.redactsSecrets] = true
            return try decoder.decode(type, from: Data(json.utf8))
        } catch {
            throw RecordingError(
                line: line, reason: "bad JSON for \(typeName): \(quoted(json[...])) \(summary(of: error))")
        }
    }

    /// `error` as one line of JSON tagged with its type's name, as in `{"NetworkError":{"status":503}}`;
    /// an error whose type is not `Codable`, or that cannot be written, as a `RecordedError`.
    static func encode(error: Error) -> String {
        if let codable = error as? any Encodable, let value = try? encode(codable),
            let tag = try? encode(String(describing: type(of: error)))
        {
            return "{\(tag):\(value)}"
        }
        let described = (try? encode(RecordedError("\(error)"))) ?? "\"\""
        return "{\"RecordedError\":\(described)}"
    }

    /// The error `json` holds, read as the type its tag names among `types`, or as a `RecordedError`.
    /// - Throws: a `RecordingError` for `line` when the tag names none of them or the value does not fit.
    static func decodeError(_ json: String, types: [any (Error & Codable).Type], line: Int) throws -> Error {
        guard let tag = try? JSONDecoder().decode(Tag.self, from: Data(json.utf8)) else {
            throw RecordingError(
                line: line, reason: "bad error \(quoted(json[...])): an error is its type's name and its JSON")
        }
        if tag.name == "RecordedError" {
            return try decode(Tagged<RecordedError>.self, from: json, line: line, typeName: "RecordedError").value
        }
        guard let type = types.first(where: { String(describing: $0) == tag.name }) else {
            throw RecordingError(
                line: line,
                reason: "the error type '\(tag.name)' is not one the replay reads: add it to the replay's errorTypes")
        }
        return try decodeTagged(type, from: json, line: line)
    }

    private static func decodeTagged<Failure: Error & Decodable>(_ type: Failure.Type, from json: String, line: Int)
        throws -> Error
    {
        try decode(Tagged<Failure>.self, from: json, line: line, typeName: "\(Failure.self)").value
    }

    /// What a decoding error says, in a few words: `has no value for 'query'`.
    private static func summary(of error: Error) -> String {
        guard let error = error as? DecodingError else { return "is not valid JSON" }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
            return keys.isEmpty ? "" : " at '\(keys.joined(separator: "."))'"
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "has no value for '\(key.stringValue)'\(path(context))"
        case .typeMismatch(let type, let context):
            return "has no \(type)\(path(context))"
        case .valueNotFound(let type, let context):
            return "has null for a \(type)\(path(context))"
        case .dataCorrupted(let context):
            return "does not fit\(path(context)): \(context.debugDescription)"
        @unknown default:
            return "does not fit: \(error)"
        }
    }

    /// A value and the key it is written under: how an error is tagged with its type's name.
    struct Tagged<Value: Decodable>: Decodable {
        let tag: String
        let value: Value

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: TagKey.self)
            guard container.allKeys.count == 1, let key = container.allKeys.first else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(codingPath: [], debugDescription: "an error is one type's name and its value")
                )
            }
            tag = key.stringValue
            value = try container.decode(Value.self, forKey: key)
        }
    }

    /// The name of the type a tagged value is written under, whatever its value.
    struct Tag: Decodable {
        let name: String

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: TagKey.self)
            guard container.allKeys.count == 1, let key = container.allKeys.first else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(codingPath: [], debugDescription: "an error is one type's name and its value")
                )
            }
            name = key.stringValue
        }
    }

    /// Any key: a tag is a type's name.
    struct TagKey: CodingKey {
        let stringValue: String
        let intValue: Int? = nil

        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// An error a use case answered with, as a replay gives it back when the error's type could not be written:
/// its description.
///
/// A recorder writes an error whose type is `Codable` as itself, tagged with its type's name, and a
/// replay reads it back as that type when the replay knows it (see `RecordingReplay`'s `errorTypes`);
/// other errors become a `RecordedError` with the error's description.
public struct RecordedError: Error, Equatable, Codable, Sendable, CustomStringConvertible {
    /// The description of the error that was recorded.
    public let description: String

    /// An error described as `description`.
    public init(_ description: String) {
        self.description = description
    }

    /// Reads the description, which is the whole JSON value.
    public init(from decoder: Decoder) throws {
        description = try decoder.singleValueContainer().decode(String.self)
    }

    /// Writes the description as the whole JSON value.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
