/// A value that the framework never writes in clear: a password, a session's token.
///
/// Marking a field `Secret` is all it takes: wherever the framework writes values, it writes `***` in its
/// place, as Apple's unified logging writes `<private>` for a value logged `privacy: .private`:
///
/// - `print`, string interpolation, `dump` and `debug(_:print:)` show `***`;
/// - a failed presenter test shows `***` in its side-by-side lines, and says that the secrets differ, and
///   where, in its field-by-field lines: `password: the secrets differ (not shown)`;
/// - a `SessionRecorder` writes a stand-in that tells nothing of the value (for a string, a star for each
///   character, as a password field shows it) in events, states, routes, requests and answers.
///
/// ```swift
/// struct SignInForm: Equatable, Codable {
///     var email = ""
///     var password: Secret<String> = ""
/// }
/// print(SignInForm(email: "ada@example.com", password: "hunter22"))
/// // Prints: SignInForm(email: "ada@example.com", password: ***)
/// ```
///
/// Code reads the value itself through ``value``: the request that logs in, the header that carries a
/// token. `Codable` writes the value itself too, so that a request body or a file that keeps a session
/// holds what it must; only the framework's own writers redact it.
///
/// A replay reads a recorded stand-in back as a secret marked ``isRedacted``, which equals any secret:
/// a redacted value is compared by its place, not its content, so that a recording made from a session
/// with a real password replays. The stand-in is a value of the secret's type (see ``RedactableValue``), so
/// that what the presenter works out from the secret's length (a password too short) comes out as it did.
public struct Secret<Value> {
    /// The value itself, in clear: read it where it is used, never to show it. A stand-in given a value
    /// of its own is a secret like any other.
    public var value: Value {
        didSet { isRedacted = false }
    }

    /// Whether this is a recording's stand-in for a secret, read back by a replay, rather than the value
    /// itself; such a secret equals any other.
    public private(set) var isRedacted: Bool

    /// A secret holding `value`.
    public init(_ value: Value) {
        self.value = value
        isRedacted = false
    }

    /// A stand-in read back from where a secret was written redacted, marked ``isRedacted``: `value` is
    /// what was written in the secret's place. A replay reads a recording's secrets so; a program that
    /// writes secrets redacted in texts of its own reads them back with it.
    public init(standIn value: Value) {
        self.value = value
        isRedacted = true
    }

    /// What the framework writes in a secret's place where a person reads it.
    public static var redactedText: String { "***" }
}

extension Secret: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `***`, whatever the value.
    public var description: String { Self.redactedText }

    /// `***`, whatever the value.
    public var debugDescription: String { Self.redactedText }

    /// A mirror with no children, so that reflection (`dump`, a test's field-by-field comparison) finds
    /// nothing inside.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}

extension Secret: Equatable where Value: Equatable {
    /// Two secrets are equal when their values are, or when either is a replay's stand-in.
    public static func == (lhs: Secret, rhs: Secret) -> Bool {
        lhs.isRedacted || rhs.isRedacted || lhs.value == rhs.value
    }
}

extension Secret: Hashable where Value: Hashable {
    /// Adds nothing to the hash: a stand-in equals any secret, so no secret's hash can depend on its value.
    public func hash(into hasher: inout Hasher) {}
}

extension Secret: Sendable where Value: Sendable {}

extension Secret: ExpressibleByUnicodeScalarLiteral where Value == String {
    /// A secret string written as a literal.
    public init(unicodeScalarLiteral value: String) {
        self.init(value)
    }
}

extension Secret: ExpressibleByExtendedGraphemeClusterLiteral where Value == String {
    /// A secret string written as a literal.
    public init(extendedGraphemeClusterLiteral value: String) {
        self.init(value)
    }
}

extension Secret: ExpressibleByStringLiteral where Value == String {
    /// A secret string written as a literal, as in `password: "hunter22"`.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}

/// A type whose secret values a recording writes as a stand-in of the same type, which a replay reads back
/// and the presenter works with as it did with the value.
///
/// `String` writes a star for each character, as a password field shows it: a rule on the length decides
/// the same on the stand-in, a rule on the characters (a digit required) may not, and the replay then
/// reports that difference at the field that depends on it. A secret of a type that is not a
/// `RedactableValue` is written as `"***"`, which a replay reads back only into a string.
public protocol RedactableValue {
    /// What a recording writes in this value's place: a value of the same type that tells nothing of it.
    var redacted: Self { get }
}

extension String: RedactableValue {
    /// A star for each character.
    public var redacted: String { String(repeating: "*", count: count) }
}

/// A secret seen through reflection, for the test harness: whatever its value's type.
protocol SecretReflecting {}

extension Secret: SecretReflecting {}
