/// How a link opens a feature's screen: the word after `scheme://`, what follows it (an id, or the text of a
/// query item), the tab whose stack the screen is pushed on, and the screen it opens. Each feature that a link
/// opens declares its forms (``AppFeature/links``); the parser reads every feature's.
///
/// ```swift
/// let form = LinkForm.id("post", opening: "a post", in: .feed) { .post(id: $0) }
/// print(form.syntax)
/// // Prints: post/ID
/// ```
public struct LinkForm: Sendable {
    /// What follows the link's word.
    public enum Argument: Hashable, Sendable {
        /// Nothing: `topics`.
        case none
        /// An id, as the path's next segment: `post/42`.
        case id
        /// The text of the query item of this name, empty without one: `search?q=timer`.
        case query(String)
    }

    /// The word after `scheme://`: `post`, `search`.
    public let path: String
    /// What follows it.
    public let argument: Argument
    /// What the link opens, as the parser's messages name it: `a post`, `a search`.
    public let noun: String
    /// The tab whose first screen the link's screen is pushed on.
    public let tab: AppTab
    /// The screen of an id, or of a query's text.
    fileprivate let screen: @Sendable (LinkValue) -> AppScreen

    /// The form `path/ID`, opening `screen(id)` on `tab`.
    public static func id(
        _ path: String, opening noun: String, in tab: AppTab, _ screen: @escaping @Sendable (Int) -> AppScreen
    ) -> LinkForm {
        LinkForm(path: path, argument: .id, noun: noun, tab: tab) { value in
            guard case .id(let id) = value else { preconditionFailure("an id form reads an id") }
            return screen(id)
        }
    }

    /// The form `path`, with nothing after it, opening `screen` on `tab`.
    public static func plain(
        _ path: String, opening noun: String, in tab: AppTab, _ screen: @escaping @Sendable () -> AppScreen
    ) -> LinkForm {
        LinkForm(path: path, argument: .none, noun: noun, tab: tab) { _ in screen() }
    }

    /// The form `path?item=TEXT`, opening `screen(text)` on `tab`.
    public static func query(
        _ path: String, item: String, opening noun: String, in tab: AppTab,
        _ screen: @escaping @Sendable (String) -> AppScreen
    ) -> LinkForm {
        LinkForm(path: path, argument: .query(item), noun: noun, tab: tab) { value in
            guard case .text(let text) = value else { preconditionFailure("a query form reads a text") }
            return screen(text)
        }
    }

    /// `post/ID`, `search?q=TEXT`.
    public var syntax: String {
        switch argument {
        case .none: return path
        case .id: return "\(path)/ID"
        case .query(let item): return "\(path)?\(item)=TEXT"
        }
    }
}

/// What a link gives the screen it opens: nothing, an id, or a text.
enum LinkValue: Hashable, Sendable {
    case none
    case id(Int)
    case text(String)
}

/// A link to a screen of the app, as the parser read it: `producthunt://post/42` or
/// `producthunt://search?q=timer`. It opens ``screen`` on the first screen of ``tab``.
public struct DeepLink: Hashable, Sendable, CustomStringConvertible {
    /// The form the link was read by.
    private let form: LinkForm
    /// The id or the text it gives.
    private let value: LinkValue

    fileprivate init(_ form: LinkForm, _ value: LinkValue) {
        self.form = form
        self.value = value
    }

    /// The screen the link opens, with what the link gives it (a search's query).
    public var screen: AppScreen { form.screen(value) }

    /// The tab whose stack the screen is pushed on.
    public var tab: AppTab { form.tab }

    /// `post 42`, `search 'timer'`.
    public var description: String {
        switch value {
        case .none: return form.path
        case .id(let id): return "\(form.path) \(id)"
        case .text(let text): return "\(form.path) '\(text)'"
        }
    }

    public static func == (lhs: DeepLink, rhs: DeepLink) -> Bool {
        lhs.form.path == rhs.form.path && lhs.value == rhs.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(form.path)
        hasher.combine(value)
    }
}

/// Why a link opens nothing, with the one message that says so.
public struct DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the link.
    public enum Reason: Hashable, Sendable {
        /// The link is longer than ``DeepLinkParser/maximumLength`` bytes; it is not read further.
        case tooLong(bytes: Int)
        /// There is no `scheme://` at its start.
        case notALink
        /// Its scheme is not the app's.
        case otherScheme(String)
        /// Nothing after `scheme://`.
        case missingPath
        /// What it opens is none of the features' link forms (``LinkForm/path``).
        case unknownPath(String)
        /// No id after the kind of screen.
        case missingId(kind: String)
        /// An id below zero.
        case negativeId(String)
        /// An id of 0: ids start at 1.
        case zeroId
        /// An id that is not made of digits.
        case nonNumericId(String)
        /// An id too large for the app's ids.
        case overflowingId(String)
        /// Something after the id.
        case extraSegments(String)
        /// Something after the word of a form that takes no id (`topics`, `search`).
        case extraAfter(kind: String, rest: String)
        /// A `%` not followed by two hexadecimal digits, or escapes that are not UTF-8 text.
        case badPercentEscape(String)
    }

    public let reason: Reason
    /// The scheme the app expected, which the messages name.
    public let scheme: String

    /// The error of a link with `reason`, read by a parser of `scheme` links.
    public init(reason: Reason, scheme: String) {
        self.reason = reason
        self.scheme = scheme
    }

    /// What the app says about the link.
    public var message: String {
        switch reason {
        case .tooLong(let bytes):
            return "the link has \(bytes) bytes; a link has at most \(DeepLinkParser.maximumLength)"
        case .notALink: return "not a link: it should start with \(scheme)://"
        case .otherScheme(let other): return "'\(other)' links are not the app's: it opens \(scheme):// links"
        case .missingPath: return "the link says nothing to open: use \(scheme)://\(DeepLinkParser.forms)"
        case .unknownPath(let kind):
            return "the link opens '\(kind)', which the app does not know: it opens \(DeepLinkParser.nouns)"
        case .missingId(let kind): return "the link has no id after '\(kind)/', as in \(scheme)://\(kind)/42"
        case .negativeId(let id): return "the id '\(id)' is negative: ids start at 1"
        case .zeroId: return "the id is 0: ids start at 1"
        case .nonNumericId(let id): return "the id '\(id)' is not a number"
        case .overflowingId(let id): return "the id '\(id)' is too large"
        case .extraSegments(let rest): return "the link has more after its id: '\(rest)'"
        case .extraAfter(let kind, let rest): return "the link has more after '\(kind)', which takes nothing: '\(rest)'"
        case .badPercentEscape(let segment): return "the link has a bad percent escape in '\(segment)'"
        }
    }

    public var description: String { message }
}

/// Reads links to the app's screens in the forms its features declare (``AppFeature/links``):
/// `<scheme>://post/ID`, `<scheme>://collection/ID`, `<scheme>://user/ID` and `<scheme>://search?q=TEXT`, as a
/// pure function: a ``DeepLink``, or one ``DeepLinkError`` that says what is wrong.
///
/// What it accepts, beyond the plain form:
/// - the scheme in any case (`ProductHunt://post/1`), as schemes ignore case; the kind of screen is lower case;
/// - one trailing slash (`post/1/`); two, or an empty segment anywhere, are extra segments;
/// - a query string or a fragment, which are ignored (`post/1?ref=mail`): they are not read at all, but for
///   a query form's item (`search?q=tiny%20notes`, `+` a space; none: an empty text);
/// - percent escapes in the path, decoded in each segment after it is split at `/`: `post/%31` is post 1,
///   and `post/1%2F2` is an id that is not a number.
///
/// An id is a run of ASCII digits (leading zeros allowed) from 1 to `Int.max`; no sign, no spaces. The
/// length is checked before anything else, so a huge link costs nothing to refuse.
///
/// ```swift
/// let parser = DeepLinkParser(scheme: "producthunt")
/// print(parser.parse("producthunt://post/42"))
/// // Prints: success(post 42)
/// ```
public struct DeepLinkParser: Hashable, Sendable {
    /// Every form of link the app's features declare, in the order of the features.
    public static var linkForms: [LinkForm] { AppScreen.features.flatMap { $0.links } }

    /// The links the parser reads, after `scheme://`, as its messages and the demo's help name them:
    /// `post/ID, collection/ID, user/ID or search?q=TEXT`.
    public static var forms: String { listed(linkForms.map(\.syntax)) }

    /// What the links open: `a post, a collection, a user or a search`.
    static var nouns: String { listed(linkForms.map(\.noun)) }

    /// `a, b or c`.
    private static func listed(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
    }

    /// The longest link read, in UTF-8 bytes.
    public static let maximumLength = 2_048

    /// The app's scheme, without `://`.
    public let scheme: String

    /// A parser of the links with `scheme`, such as `producthunt`.
    public init(scheme: String) {
        self.scheme = scheme
    }

    /// The screen `link` opens, or why it opens none.
    public func parse(_ link: String) -> Result<DeepLink, DeepLinkError> {
        Result { try read(link) }.mapError { $0 as? DeepLinkError ?? fail(.notALink) }
    }

    private func read(_ link: String) throws -> DeepLink {
        let bytes = link.utf8.count
        guard bytes <= Self.maximumLength else { throw fail(.tooLong(bytes: bytes)) }
        guard let separator = link.range(of: "://"), separator.lowerBound > link.startIndex else {
            throw fail(.notALink)
        }
        let linkScheme = String(link[..<separator.lowerBound])
        guard linkScheme.lowercased() == scheme.lowercased() else { throw fail(.otherScheme(linkScheme)) }
        var rest = link[separator.upperBound...]
        var query: Substring = ""
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            if rest[end] == "?" { query = rest[rest.index(after: end)...].prefix { $0 != "#" } }
            rest = rest[..<end]
        }
        let all = rest.split(separator: "/", omittingEmptySubsequences: false)
        var segments = all
        if segments.count > 1, segments.last?.isEmpty == true { segments.removeLast() }
        guard let first = segments.first, !first.isEmpty else { throw fail(.missingPath) }
        let kind = try decoded(first)
        guard let form = Self.linkForms.first(where: { $0.path == kind }) else { throw fail(.unknownPath(kind)) }
        switch form.argument {
        case .none:
            guard segments.count == 1 else {
                throw fail(.extraAfter(kind: kind, rest: all[1...].joined(separator: "/")))
            }
            return DeepLink(form, .none)
        case .query(let item):
            guard segments.count == 1 else {
                throw fail(.extraAfter(kind: kind, rest: all[1...].joined(separator: "/")))
            }
            return DeepLink(form, .text(try text(of: item, in: query)))
        case .id:
            guard segments.count > 1, !segments[1].isEmpty else { throw fail(.missingId(kind: kind)) }
            guard segments.count == 2 else { throw fail(.extraSegments(all[2...].joined(separator: "/"))) }
            return DeepLink(form, .id(try id(try decoded(segments[1]))))
        }
    }

    /// The text of the item `name` of `query` (`q=tiny+notes&ref=mail`), decoded; empty without one.
    private func text(of name: String, in query: Substring) throws -> String {
        guard let item = query.split(separator: "&").first(where: { $0.hasPrefix(name + "=") }) else { return "" }
        return try decoded(Substring(item.dropFirst(name.count + 1).replacingOccurrences(of: "+", with: " ")))
    }

    /// The id written `text`.
    private func id(_ text: String) throws -> Int {
        if text.hasPrefix("-"), text.count > 1, text.dropFirst().allSatisfy(\.isASCIIDigit) {
            throw fail(.negativeId(text))
        }
        guard text.allSatisfy(\.isASCIIDigit) else { throw fail(.nonNumericId(text)) }
        guard let id = Int(text) else { throw fail(.overflowingId(text)) }
        guard id > 0 else { throw fail(.zeroId) }
        return id
    }

    /// `segment` with its percent escapes decoded.
    private func decoded(_ segment: Substring) throws -> String {
        guard segment.contains("%") else { return String(segment) }
        var bytes: [UInt8] = []
        var iterator = segment.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(Self.hexValue), let low = iterator.next().flatMap(Self.hexValue)
            else { throw fail(.badPercentEscape(String(segment))) }
            bytes.append(high << 4 | low)
        }
        // Decoding repairs bad UTF-8; bytes that do not come back the same were not text.
        let text = String(decoding: bytes, as: UTF8.self)
        guard Array(text.utf8) == bytes else { throw fail(.badPercentEscape(String(segment))) }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private func fail(_ reason: DeepLinkError.Reason) -> DeepLinkError {
        DeepLinkError(reason: reason, scheme: scheme)
    }
}

extension Character {
    /// Whether the character is one of the ASCII digits 0 to 9.
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
