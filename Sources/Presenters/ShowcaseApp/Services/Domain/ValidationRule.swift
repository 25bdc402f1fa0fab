import Presenters

/// One rule a form field must follow, with the message the form shows while the field breaks it.
///
/// ```swift
/// let rule = ValidationRule.minimumLength(6)
/// print(rule.isSatisfied(by: "secret"), rule.message)
/// // Prints: true Must have at least 6 characters.
/// ```
public struct ValidationRule: Sendable {
    /// What the form shows while the rule is broken.
    public let message: String
    private let test: @Sendable (String) -> Bool

    /// A rule that `isValid` checks, shown as `message` when broken.
    public init(message: String, isValid: @escaping @Sendable (String) -> Bool) {
        self.message = message
        self.test = isValid
    }

    /// Whether `text` follows the rule.
    public func isSatisfied(by text: String) -> Bool {
        test(text)
    }
}

extension ValidationRule {
    /// The field is not empty.
    public static func required(_ message: String) -> ValidationRule {
        ValidationRule(message: message) { !$0.isEmpty }
    }

    /// No space anywhere.
    public static let noSpaces = ValidationRule(message: "An email has no spaces.") { text in
        !text.contains { $0.isWhitespace }
    }

    /// Exactly one `@`.
    public static let oneAtSign = ValidationRule(message: "An email has exactly one @.") { text in
        text.filter { $0 == "@" }.count == 1
    }

    /// After the last `@`, a name with a dot that has something on both sides, as in `example.com`.
    public static let dotInDomain = ValidationRule(message: "The part after @ needs a dot, as in example.com.") {
        text in
        guard let at = text.lastIndex(of: "@") else { return false }
        let labels = text[text.index(after: at)...].split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
    }

    /// At least `count` characters.
    public static func minimumLength(_ count: Int) -> ValidationRule {
        ValidationRule(message: "Must have at least \(count) characters.") { $0.count >= count }
    }

    /// Digits only, so that `12.5`, `-3` or `twenty` are refused.
    public static let wholeNumber = ValidationRule(message: "Must be a whole number, such as 30.") { text in
        !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// A whole number within `range`.
    public static func within(_ range: ClosedRange<Int>) -> ValidationRule {
        ValidationRule(message: "Must be from \(range.lowerBound) to \(range.upperBound).") { text in
            Int(text).map(range.contains) ?? false
        }
    }
}

/// The rules of one form field, checked in order: the first one broken gives the field's error.
public struct FieldRules: Sendable {
    /// In the order they are checked.
    public let rules: [ValidationRule]

    /// A field checked against `rules`, in order.
    public init(_ rules: [ValidationRule]) {
        self.rules = rules
    }

    /// The message of the first rule `text` breaks, or `nil` when it follows them all.
    public func error(for text: String) -> String? {
        rules.first { !$0.isSatisfied(by: text) }?.message
    }

    /// Whether `text` follows every rule.
    public func isValid(_ text: String) -> Bool {
        error(for: text) == nil
    }

    /// An email: not empty, no spaces, one `@`, a dot in the domain.
    public static let email = FieldRules([.required("Enter your email."), .noSpaces, .oneAtSign, .dotInDomain])

    /// A password: at least 6 characters.
    public static let password = FieldRules([.required("Enter your password."), .minimumLength(6)])

    /// An age: a whole number of years from 13 to 120.
    public static let age = FieldRules([.required("Enter your age."), .wholeNumber, .within(13...120)])
}
