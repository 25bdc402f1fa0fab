// Fails when Sources use a standard library API that is newer than the package's deployment targets
// without an `if #available` or `@available` around the use.
//
//     swift .ci/availability.swift              # checks Sources against Package.swift's platforms
//     swift .ci/availability.swift PATH...      # checks other folders (Tests) or files
//     swift .ci/availability.swift --self-test  # proves that planted uses are caught and guarded ones pass
//     swift .ci/availability.swift --list       # lists the declarations it looks for
//
// Nothing here builds for Apple platforms, so the compiler never says that `String(validating:as:)` needs
// macOS 15. The toolchain's own interfaces say it: the `.swiftinterface` of the standard library (and of
// the modules that ship with it) carries an `@available(macOS 15.0, iOS 18.0, ...)` on every declaration
// added after the first ABI-stable release. The check reads them from the toolchain of the `swift` on PATH,
// then looks for their names in the sources, skipping comments, string literals, the branches of `#if`
// that Apple platforms do not compile, and code under `if #available`, `guard #available` or `@available`.
//
// It is name-based, so it keeps to what names can tell. A name is looked for only when no older
// declaration shares it with the same argument labels (`split(separator:)` has an old and a new overload,
// so neither is checked), and never when the package declares the same name itself. A new type is found
// by its name (`Int128`, `Mutex` where `Synchronization` is imported); its members are not looked for,
// since `.seconds(1)` may as well be `DispatchTimeInterval`'s. Foundation has no interface on Linux, so its
// APIs are not checked.

import Foundation

// MARK: - Versions and platforms

struct Version: Comparable, CustomStringConvertible {
    var parts: [Int]

    init?(_ text: String) {
        let parts = text.split(separator: ".").map { Int($0) }
        guard !parts.isEmpty, !parts.contains(nil) else { return nil }
        self.parts = parts.map { $0! }
    }

    static func < (lhs: Version, rhs: Version) -> Bool {
        for index in 0..<max(lhs.parts.count, rhs.parts.count) {
            let left = index < lhs.parts.count ? lhs.parts[index] : 0
            let right = index < rhs.parts.count ? rhs.parts[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    static func == (lhs: Version, rhs: Version) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

    var description: String { parts.map(String.init).joined(separator: ".") }
}

/// The Apple platforms a package names, and what an `@available` attribute says about them.
let applePlatforms = ["macOS", "iOS", "tvOS", "watchOS", "visionOS"]

/// The platform versions in the arguments of an `@available` or `#available`: `macOS 15.0, iOS 18.0, *`
/// or `macOS, introduced: 15.0`. Deprecations, `unavailable` and `swift` versions say nothing here.
func platformVersions(_ arguments: String) -> [String: Version] {
    var versions: [String: Version] = [:]
    let items = arguments.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    for (index, item) in items.enumerated() {
        let words = item.split(separator: " ").map(String.init)
        var platform = words.first ?? ""
        if platform.hasSuffix("ApplicationExtension") { platform.removeLast("ApplicationExtension".count) }
        guard applePlatforms.contains(platform) else { continue }
        if words.count == 2, let version = Version(words[1]) {
            versions[platform] = version
        } else if words.count == 1, index + 1 < items.count, items[index + 1].hasPrefix("introduced:"),
            let version = Version(
                String(items[index + 1].dropFirst("introduced:".count)).trimmingCharacters(in: .whitespaces))
        {
            versions[platform] = version
        }
    }
    return versions
}

/// Whether `versions` asks for more than `targets` on some platform the package supports.
func isNewer(_ versions: [String: Version], than targets: [String: Version]) -> Bool {
    versions.contains { platform, version in targets[platform].map { version > $0 } ?? false }
}

/// The deployment targets of `Package.swift`'s `platforms:` (`.iOS(.v13)`, `.macOS(.v10_15)`, `.macOS("10.15")`).
func deploymentTargets(package: String) -> [String: Version] {
    var targets: [String: Version] = [:]
    let pattern = try! NSRegularExpression(
        pattern: #"\.(macOS|iOS|tvOS|watchOS|visionOS)\(\s*(?:\.v([0-9_]+)|"([0-9.]+)")"#)
    let range = NSRange(package.startIndex..., in: package)
    for match in pattern.matches(in: package, range: range) {
        let platform = String(package[Range(match.range(at: 1), in: package)!])
        let text =
            match.range(at: 2).location != NSNotFound
            ? package[Range(match.range(at: 2), in: package)!].replacingOccurrences(of: "_", with: ".")
            : String(package[Range(match.range(at: 3), in: package)!])
        if let version = Version(text) { targets[platform] = version }
    }
    return targets
}

// MARK: - Reading Swift text

/// Swift text with comments removed and the contents of string literals blanked, interpolations kept,
/// and every other character (newlines included) where it was, so that offsets and line numbers hold.
func codeOnly(_ text: String) -> [UInt8] {
    let input = Array(text.utf8)
    var output = input
    var index = 0
    let quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
    let backslash = UInt8(ascii: "\\"), hash = UInt8(ascii: "#"), newline = UInt8(ascii: "\n")
    let space = UInt8(ascii: " ")

    func blank(_ range: Range<Int>) {
        for position in range where output[position] != newline { output[position] = space }
    }

    /// Code from `index` to the end, or in an interpolation to its closing `)`, after which it returns.
    func code(interpolation: Bool) {
        var depth = 0
        while index < input.count {
            let byte = input[index]
            if byte == slash, index + 1 < input.count, input[index + 1] == slash {
                let start = index
                while index < input.count, input[index] != newline { index += 1 }
                blank(start..<index)
            } else if byte == slash, index + 1 < input.count, input[index + 1] == star {
                let start = index
                var nesting = 0
                repeat {
                    if input[index] == slash, index + 1 < input.count, input[index + 1] == star {
                        nesting += 1
                        index += 2
                    } else if input[index] == star, index + 1 < input.count, input[index + 1] == slash {
                        nesting -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                } while nesting > 0 && index < input.count
                blank(start..<index)
            } else if byte == quote || (byte == hash && startsRawString()) {
                string()
            } else if byte == UInt8(ascii: ")"), interpolation, depth == 0 {
                index += 1
                return
            } else {
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") { depth -= 1 }
                index += 1
            }
        }
    }

    func startsRawString() -> Bool {
        var probe = index
        while probe < input.count, input[probe] == hash { probe += 1 }
        return probe < input.count && input[probe] == quote
    }

    /// A string literal from `index` (its `#`s or opening quote) to after its closing delimiter.
    func string() {
        var hashes = 0
        while input[index] == hash {
            hashes += 1
            index += 1
        }
        let multiline = index + 2 < input.count && input[index + 1] == quote && input[index + 2] == quote
        let quotes = multiline ? 3 : 1
        index += quotes
        var start = index
        while index < input.count {
            let byte = input[index]
            if byte == backslash, hashesFollow(index + 1, hashes) {
                let escape = index + 1 + hashes
                if escape < input.count, input[escape] == UInt8(ascii: "(") {
                    blank(start..<index)
                    index = escape + 1
                    code(interpolation: true)
                    start = index
                } else {
                    index = escape + 1
                }
            } else if byte == quote, closes(at: index, quotes: quotes, hashes: hashes) {
                blank(start..<index)
                index += quotes + hashes
                return
            } else if byte == newline, !multiline {
                break
            } else {
                index += 1
            }
        }
        blank(start..<min(index, input.count))
    }

    func hashesFollow(_ position: Int, _ count: Int) -> Bool {
        guard position + count <= input.count else { return false }
        return input[position..<position + count].allSatisfy { $0 == hash }
    }

    func closes(at position: Int, quotes: Int, hashes: Int) -> Bool {
        guard position + quotes + hashes <= input.count else { return false }
        return input[position..<position + quotes].allSatisfy { $0 == quote }
            && input[(position + quotes)..<(position + quotes + hashes)].allSatisfy { $0 == hash }
    }

    code(interpolation: false)
    return output
}

func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || byte == 0x5F || byte >= 0x80
}

// MARK: - Conditional compilation

/// What a `#if` condition is worth on Apple platforms: true on all of them, on none, or it depends.
enum Truth {
    case yes, no, maybe

    static prefix func ! (value: Truth) -> Truth {
        switch value {
        case .yes: return .no
        case .no: return .yes
        case .maybe: return .maybe
        }
    }
}

/// Evaluates a `#if` condition with `atom` for each `name(argument)` or `name`.
func evaluate(_ condition: String, _ atom: (String) -> Truth) -> Truth {
    var tokens: [String] = []
    var current = ""
    var depth = 0
    for character in condition {
        // An atom keeps its parentheses: `canImport(Darwin)`, `compiler(>=5.3)`.
        if depth > 0 {
            current.append(character)
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            continue
        }
        switch character {
        case "(" where !current.isEmpty:
            current.append(character)
            depth = 1
        case "(", ")", "!":
            if !current.isEmpty { tokens.append(current) }
            current = ""
            tokens.append(String(character))
        case "&", "|":
            if !current.isEmpty && current != String(character) { tokens.append(current); current = "" }
            current.append(character)
            if current.count == 2 {
                tokens.append(current)
                current = ""
            }
        case " ", "\t":
            if !current.isEmpty { tokens.append(current) }
            current = ""
        default:
            current.append(character)
        }
    }
    if !current.isEmpty { tokens.append(current) }
    var position = 0

    func primary() -> Truth {
        guard position < tokens.count else { return .maybe }
        let token = tokens[position]
        position += 1
        if token == "!" { return !primary() }
        if token == "(" {
            let value = disjunction()
            if position < tokens.count, tokens[position] == ")" { position += 1 }
            return value
        }
        return atom(token)
    }
    func conjunction() -> Truth {
        var value = primary()
        while position < tokens.count, tokens[position] == "&&" {
            position += 1
            let right = primary()
            value = value == .no || right == .no ? .no : (value == .yes && right == .yes ? .yes : .maybe)
        }
        return value
    }
    func disjunction() -> Truth {
        var value = conjunction()
        while position < tokens.count, tokens[position] == "||" {
            position += 1
            let right = conjunction()
            value = value == .yes || right == .yes ? .yes : (value == .no && right == .no ? .no : .maybe)
        }
        return value
    }
    return disjunction()
}

/// A condition in the package's sources, as Apple platforms compile it.
func onApplePlatforms(_ atom: String) -> Truth {
    func argument(_ name: String) -> String? {
        guard atom.hasPrefix(name + "("), atom.hasSuffix(")") else { return nil }
        return String(atom.dropFirst(name.count + 1).dropLast()).trimmingCharacters(in: .whitespaces)
    }
    if atom == "true" { return .yes }
    if atom == "false" { return .no }
    if let module = argument("canImport") {
        if ["Darwin", "ObjectiveC", "Foundation", "Dispatch", "os"].contains(module) { return .yes }
        if ["Glibc", "Musl", "Bionic", "Android", "WinSDK", "ucrt", "CRT", "WASILibc"].contains(module) { return .no }
        return .maybe
    }
    if let system = argument("os") { return applePlatforms.contains(system) ? .maybe : .no }
    if argument("_runtime") == "_ObjC" { return .yes }
    return .maybe
}

/// A condition in a toolchain's interface, as the compiler that reads it sees it: every feature but
/// embedded Swift.
func inInterface(_ atom: String) -> Truth {
    if atom == "$Embedded" { return .no }
    if atom.hasPrefix("$") || atom.hasPrefix("compiler(") { return .yes }
    return onApplePlatforms(atom)
}

/// `code` with the lines of the branches that are not compiled blanked, and the directives themselves.
/// `firstBranchOnly`: a branch that may be compiled ends the chain (an interface reads as one compiler
/// sees it); otherwise every branch that may be compiled somewhere is kept.
func activeCode(_ code: [UInt8], evaluate atom: (String) -> Truth, firstBranchOnly: Bool) -> [UInt8] {
    var output = code
    // Per open `#if`: whether its enclosing code is live, whether a branch was certainly taken, whether
    // the current branch is live.
    var stack: [(outerLive: Bool, taken: Bool, live: Bool)] = []
    var lineStart = 0
    while lineStart < code.count {
        var lineEnd = lineStart
        while lineEnd < code.count, code[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        let line = String(decoding: code[lineStart..<lineEnd], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        let live = stack.last?.live ?? true
        var directive = true
        if line.hasPrefix("#if ") || line.hasPrefix("#if(") {
            let truth = evaluate(String(line.dropFirst(3)), atom)
            let taken = truth == .yes || (firstBranchOnly && truth == .maybe)
            stack.append((live, taken, live && truth != .no))
        } else if line.hasPrefix("#elseif"), var top = stack.popLast() {
            let truth = evaluate(String(line.dropFirst(7)), atom)
            top.live = top.outerLive && !top.taken && truth != .no
            top.taken = top.taken || truth == .yes || (firstBranchOnly && truth == .maybe)
            stack.append(top)
        } else if line.hasPrefix("#else"), var top = stack.popLast() {
            top.live = top.outerLive && !top.taken
            top.taken = true
            stack.append(top)
        } else if line.hasPrefix("#endif") {
            _ = stack.popLast()
        } else {
            directive = false
        }
        if directive || !live {
            for position in lineStart..<lineEnd { output[position] = UInt8(ascii: " ") }
        }
        lineStart = lineEnd + 1
    }
    return output
}

// MARK: - The interfaces' declarations

struct Parameter {
    /// The argument label, `nil` for none (`_`).
    var label: String?
    var hasDefault: Bool
    var isFunction: Bool
    var isVariadic: Bool
}

struct Declaration {
    enum Kind: String { case type, initializer, function, property }

    var kind: Kind
    var name: String
    /// The type it is declared in or extends, without its module; `nil` at the top level.
    var container: String?
    var parameters: [Parameter]
    /// The versions it needs, if newer than the deployment targets; empty for an older declaration.
    var needs: [String: Version]
    var module: String

    var isNew: Bool { !needs.isEmpty }

    var signature: String {
        let labels = parameters.map { ($0.label ?? "_") + ":" }.joined()
        let qualified = (container.map { $0 + "." } ?? "") + name
        switch kind {
        case .type, .property: return qualified
        case .initializer, .function: return qualified + "(" + labels + ")"
        }
    }
}

let declarationKeywords: Set<String> = [
    "func", "init", "subscript", "var", "let", "case", "struct", "class", "enum", "protocol", "actor",
    "extension", "typealias", "associatedtype", "deinit", "macro", "operator", "precedencegroup", "import",
]
let typeKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "extension"]

/// Splits `text` at the commas outside brackets.
func topLevelItems(_ text: Substring) -> [Substring] {
    var items: [Substring] = []
    var depth = 0
    var start = text.startIndex
    for index in text.indices {
        switch text[index] {
        case "(", "[", "{", "<": depth += 1
        case ")", "]", "}": depth -= 1
        case ">": if text[text.index(before: index)] != "-" { depth -= 1 }
        case "," where depth == 0:
            items.append(text[start..<index])
            start = text.index(after: index)
        default: break
        }
    }
    if !text[start...].trimmingCharacters(in: .whitespaces).isEmpty { items.append(text[start...]) }
    return items
}

/// The text between the parenthesis at `open` and its match.
func parenthesized(_ text: Substring, from open: String.Index) -> Substring? {
    var depth = 0
    for index in text[open...].indices {
        if text[index] == "(" { depth += 1 }
        if text[index] == ")" {
            depth -= 1
            if depth == 0 { return text[text.index(after: open)..<index] }
        }
    }
    return nil
}

func parameters(_ list: Substring) -> [Parameter] {
    topLevelItems(list).map { item in
        let colon = item.firstIndex(of: ":") ?? item.endIndex
        let names = item[..<colon].split(whereSeparator: { $0 == " " || $0 == "\n" }).filter { !$0.hasPrefix("@") }
        let type = colon < item.endIndex ? item[item.index(after: colon)...] : ""
        let label = names.first.map(String.init).map { $0 == "_" ? nil : $0.trimmingCharacters(in: ["`"]) } ?? nil
        let typeText = type.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
        return Parameter(
            label: label, hasDefault: type.contains("="), isFunction: typeText.contains("->"),
            isVariadic: typeText.trimmingCharacters(in: .whitespaces).hasSuffix("..."))
    }
}

/// Strips the attributes at the start of `line`, returning what is left and the `@available` arguments.
func strippingAttributes(_ line: Substring) -> (rest: Substring, available: [String]) {
    var rest = line.drop { $0 == " " }
    var available: [String] = []
    while rest.first == "@" {
        let name = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        var end = name.endIndex
        if end < rest.endIndex, rest[end] == "(", let arguments = parenthesized(rest, from: end) {
            if name == "available" { available.append(String(arguments)) }
            end = rest.index(after: arguments.endIndex)
        }
        rest = rest[end...].drop { $0 == " " }
    }
    return (rest, available)
}

/// The declarations of the interface `text` of `module`, with what each needs beyond `targets`.
func interfaceDeclarations(_ text: String, module: String, targets: [String: Version]) -> [Declaration] {
    let code = activeCode(codeOnly(text), evaluate: inInterface, firstBranchOnly: true)
    var declarations: [Declaration] = []
    // The types and extensions open around the current line, with what they need.
    var contexts: [(name: String, needs: [String: Version], depth: Int)] = []
    var depth = 0
    var bodyDepth: Int?  // inside a function or accessor body opened at this depth
    var pendingAvailable: [String] = []
    for lineBytes in code.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
        let line = String(decoding: lineBytes, as: UTF8.self)[...]
        let opens = line.filter { $0 == "{" }.count
        let closes = line.filter { $0 == "}" }.count
        defer {
            depth += opens - closes
            if let body = bodyDepth, depth <= body { bodyDepth = nil }
            while let last = contexts.last, depth <= last.depth { contexts.removeLast() }
        }
        if bodyDepth != nil { continue }
        let (rest, available) = strippingAttributes(line)
        pendingAvailable += available
        if rest.trimmingCharacters(in: .whitespaces).isEmpty || rest.hasPrefix("}") { continue }
        defer { pendingAvailable = [] }
        let words = rest.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == "<" || $0 == ":" || $0 == "{" })
        guard
            var keywordIndex = words.firstIndex(where: {
                declarationKeywords.contains(String($0)) || $0.hasPrefix("init")
            })
        else { continue }
        if words[keywordIndex] == "class", keywordIndex + 1 < words.count,
            ["func", "var", "subscript"].contains(words[keywordIndex + 1])
        {
            keywordIndex += 1
        }
        let keyword = String(words[keywordIndex])
        var needs = pendingAvailable.map(platformVersions).reduce(into: [String: Version]()) { all, versions in
            all.merge(versions) { max($0, $1) }
        }
        let explicit = !needs.isEmpty
        if !explicit, let context = contexts.last { needs = context.needs }
        if !isNewer(needs, than: targets) { needs = [:] }
        let container = contexts.last?.name
        let isTypeDeclaration = typeKeywords.contains(keyword)
        if opens > closes {
            if isTypeDeclaration {
                let name = keywordIndex + 1 < words.count ? words[keywordIndex + 1] : ""
                let short = String(name.split(separator: ".").last ?? "")
                contexts.append((short, needs, depth))
            } else {
                bodyDepth = depth
            }
        }
        guard keywordIndex + 1 < words.count || keyword.hasPrefix("init") else { continue }
        switch keyword {
        case "struct", "class", "enum", "protocol", "actor", "typealias":
            let name = String(words[keywordIndex + 1])
            declarations.append(
                Declaration(kind: .type, name: name, container: container, parameters: [], needs: needs, module: module)
            )
        case "var", "let", "case":
            let name = String(words[keywordIndex + 1]).trimmingCharacters(in: ["`"])
            declarations.append(
                Declaration(
                    kind: .property, name: name, container: container, parameters: [], needs: needs, module: module))
        case "func":
            let name = String(words[keywordIndex + 1]).trimmingCharacters(in: ["`"])
            guard let after = rest.range(of: "func " + name)?.upperBound,
                let open = rest[after...].firstIndex(of: "("), let list = parenthesized(rest, from: open)
            else { continue }
            declarations.append(
                Declaration(
                    kind: .function, name: name, container: container, parameters: parameters(list), needs: needs,
                    module: module))
        default:
            guard keyword.hasPrefix("init"), let start = rest.range(of: keyword)?.lowerBound,
                let open = rest[start...].firstIndex(of: "("), let list = parenthesized(rest, from: open)
            else { continue }
            declarations.append(
                Declaration(
                    kind: .initializer, name: "init", container: container, parameters: parameters(list), needs: needs,
                    module: module))
        }
    }
    return declarations
}

// MARK: - The uses in the sources

struct Finding: CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int
    var declaration: Declaration

    var description: String {
        let needs = declaration.needs.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        return
            "\(file):\(line):\(column): error: \(declaration.signature) (module \(declaration.module)) needs \(needs); "
            + "guard it with `if #available` or use something older"
    }
}

/// How the call at `open` (a `(`, or the `{` of a trailing closure) labels its arguments.
func callLabels(_ code: [UInt8], open: Int) -> (labels: [String?], trailingClosure: Bool) {
    var labels: [String?] = []
    var position = open
    if code[open] == UInt8(ascii: "(") {
        var depth = 0
        var argumentStart = open + 1
        func label(_ range: Range<Int>) {
            let text = String(decoding: code[range], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty || !labels.isEmpty || position > open + 1 else { return }
            if let colon = text.firstIndex(of: ":"),
                text[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                !text[..<colon].isEmpty, text[text.index(after: colon)...].first != ":"
            {
                labels.append(String(text[..<colon]))
            } else {
                labels.append(nil)
            }
        }
        while position < code.count {
            let byte = code[position]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 {
                    let text = String(decoding: code[argumentStart..<position], as: UTF8.self)
                    if !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty || !labels.isEmpty {
                        label(argumentStart..<position)
                    }
                    position += 1
                    break
                }
            }
            if byte == UInt8(ascii: ","), depth == 1 {
                label(argumentStart..<position)
                argumentStart = position + 1
            }
            position += 1
        }
    }
    while position < code.count, code[position] == UInt8(ascii: " ") { position += 1 }
    return (labels, position < code.count && code[position] == UInt8(ascii: "{"))
}

/// Whether a call labelled `labels` can call a function with `parameters`.
func matches(_ parameters: [Parameter], _ labels: [String?], trailingClosure: Bool) -> Bool {
    var index = 0
    for (position, parameter) in parameters.enumerated() {
        if index < labels.count, labels[index] == parameter.label {
            index += 1
            if parameter.isVariadic { while index < labels.count, labels[index] == nil { index += 1 } }
        } else if parameter.hasDefault || parameter.isVariadic {
            continue
        } else if parameter.isFunction, trailingClosure, index == labels.count,
            parameters[position...].allSatisfy({ $0.isFunction || $0.hasDefault })
        {
            continue
        } else {
            return false
        }
    }
    return index == labels.count
}

/// The identifiers the package declares itself: a use of one of them may well be the package's own.
func ownNames(_ code: [UInt8]) -> Set<String> {
    var names: Set<String> = []
    var words: [String] = []
    var position = 0
    while position < code.count {
        if isIdentifierByte(code[position]) {
            let start = position
            while position < code.count, isIdentifierByte(code[position]) { position += 1 }
            let word = String(decoding: code[start..<position], as: UTF8.self)
            if let last = words.last, declarationKeywords.contains(last), last != "import", last != "extension" {
                names.insert(word)
            }
            words.append(word)
        } else {
            position += 1
        }
    }
    return names
}

let implicitModules: Set<String> = ["Swift", "_Concurrency", "_StringProcessing"]

/// The uses in `text` (from `file`) of `declarations` that need more than `targets` and are not guarded.
func findings(
    in text: String, file: String, declarations: [Declaration], targets: [String: Version], ownNames: Set<String>
) -> [Finding] {
    let code = activeCode(codeOnly(text), evaluate: onApplePlatforms, firstBranchOnly: false)
    let source = String(decoding: code, as: UTF8.self)
    var modules = implicitModules
    for line in source.split(separator: "\n") {
        let words = line.split(separator: " ")
        if let index = words.firstIndex(of: "import"), index + 1 < words.count {
            modules.insert(String(words[index + 1]))
        }
    }
    let visible = declarations.filter { modules.contains($0.module) && !ownNames.contains($0.name) }
    // A name that an older type has too (`Iterator`) says nothing.
    let oldTypes = Set(visible.filter { $0.kind == .type && !$0.isNew }.map(\.name))
    let newTypes = Set(visible.filter { $0.kind == .type && $0.isNew }.map(\.name)).subtracting(oldTypes)
    // Members of a new type are caught through the type's name.
    let members = visible.filter { $0.kind != .type && !($0.container.map(newTypes.contains) ?? false) }
    let byName = Dictionary(grouping: members, by: \.name)
    let typesByName = Dictionary(
        grouping: visible.filter { $0.kind == .type && newTypes.contains($0.name) }, by: \.name)

    var results: [Finding] = []
    var lineStarts = [0]
    for (index, byte) in code.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(index + 1) }
    func report(_ position: Int, _ declaration: Declaration) {
        let line = lineStarts.lastIndex { $0 <= position } ?? 0
        results.append(
            Finding(file: file, line: line + 1, column: position - lineStarts[line] + 1, declaration: declaration))
    }

    // A guarded block: inside `if #available`, an `@available` declaration, or after `guard #available`.
    // `headerStart`: where the statement that opened the block began.
    var frames: [(guarded: Bool, guardElse: Bool, headerStart: Int)] = [(false, false, 0)]
    var statementStart = 0
    var closedHeaderStart = 0
    var position = 0

    /// Whether `header` holds an `@available` newer than the targets for the declaration it ends with.
    func attributeGuards(_ header: String) -> Bool {
        var search = header[...]
        while let range = search.range(of: "@available(") {
            let open = header.index(before: range.upperBound)
            if let arguments = parenthesized(header[...], from: open),
                isNewer(platformVersions(String(arguments)), than: targets)
            {
                // The attribute of an earlier declaration (`@available(...) let a = 1` before `func f() {`)
                // guards nothing here.
                let after = header[arguments.endIndex...]
                let keywords = after.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") })
                    .filter { declarationKeywords.contains(String($0)) }
                if keywords.count <= 1 { return true }
            }
            search = header[range.upperBound...]
        }
        return false
    }

    /// Whether `text` has a `#available` newer than the targets.
    func availabilityCondition(_ text: Substring) -> Bool {
        guard let range = text.range(of: "#available(") else { return false }
        let open = text.index(before: range.upperBound)
        guard let arguments = parenthesized(text, from: open) else { return false }
        return isNewer(platformVersions(String(arguments)), than: targets)
    }

    /// What the block that `header` opens is: guarded (`if #available(...) {`), the `else` of a
    /// `guard #available(...)`, or neither. The last `if`, `while` or `guard` of the header is its statement.
    func control(_ header: String) -> (guarded: Bool, guardElse: Bool) {
        var last: (word: Substring, end: String.Index)?
        var index = header.startIndex
        while index < header.endIndex {
            guard header[index].isLetter else {
                index = header.index(after: index)
                continue
            }
            let word = header[index...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            let before = index > header.startIndex ? header[header.index(before: index)] : " "
            if ["if", "while", "guard"].contains(word), before != ".", before != "#" { last = (word, word.endIndex) }
            index = word.endIndex
        }
        guard let last, availabilityCondition(header[last.end...]) else { return (false, false) }
        return last.word == "guard" ? (false, true) : (true, false)
    }

    while position < code.count {
        let byte = code[position]
        if byte == UInt8(ascii: "{") {
            var header = String(decoding: code[statementStart..<position], as: UTF8.self)
            // After a closure in a condition (`if #available(...), xs.contains(where: { ... }) {`), the
            // statement began before the closure.
            if let first = header.first(where: { !$0.isWhitespace }), ")],.&|?:".contains(first) {
                header = String(decoding: code[closedHeaderStart..<position], as: UTF8.self)
            }
            let statement = control(header)
            let guarded = frames.last!.guarded || attributeGuards(header) || statement.guarded
            frames.append((guarded, statement.guardElse, statementStart))
            statementStart = position + 1
            position += 1
            continue
        }
        if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ";") {
            if byte == UInt8(ascii: "}"), frames.count > 1 {
                let closed = frames.removeLast()
                closedHeaderStart = closed.headerStart
                // After `guard #available(...) else { ... }`, the rest of the scope is guarded.
                if closed.guardElse { frames[frames.count - 1].guarded = true }
            }
            statementStart = position + 1
            position += 1
            continue
        }
        guard isIdentifierByte(byte), position == 0 || !isIdentifierByte(code[position - 1]) else {
            position += 1
            continue
        }
        let start = position
        while position < code.count, isIdentifierByte(code[position]) { position += 1 }
        let name = String(decoding: code[start..<position], as: UTF8.self)
        guard !name.hasPrefix("_"), !(name.first?.isNumber ?? true) else { continue }
        var before = start - 1
        while before >= 0, code[before] == UInt8(ascii: " ") { before -= 1 }
        let dotted = before >= 0 && code[before] == UInt8(ascii: ".")
        var after = position
        while after < code.count, code[after] == UInt8(ascii: " ") { after += 1 }
        let next: UInt8 = after < code.count ? code[after] : 0
        // An argument label, or the name a declaration gives.
        if next == UInt8(ascii: ":"), after + 1 < code.count, code[after + 1] != UInt8(ascii: ":") { continue }
        var previousWord = ""
        if !dotted, before >= 0, isIdentifierByte(code[before]) {
            var wordStart = before
            while wordStart > 0, isIdentifierByte(code[wordStart - 1]) { wordStart -= 1 }
            previousWord = String(decoding: code[wordStart...before], as: UTF8.self)
        }
        if declarationKeywords.contains(previousWord) { continue }
        // An initialiser declared (`init(...)`), not called (`Type.init(...)`, `self.init(...)`).
        if name == "init", !dotted { continue }
        let guarded =
            frames.last!.guarded || attributeGuards(String(decoding: code[statementStart..<start], as: UTF8.self))
        if guarded { continue }
        var qualifier = ""
        if dotted {
            var end = before
            while end > 0, code[end - 1] == UInt8(ascii: " ") { end -= 1 }
            var qualifierStart = end
            while qualifierStart > 0, isIdentifierByte(code[qualifierStart - 1]) { qualifierStart -= 1 }
            qualifier = String(decoding: code[qualifierStart..<end], as: UTF8.self)
        }

        // A type: `Int128`, `Swift.Int128`; a nested one by its container's name, `ValidationError.Kind`,
        // as its bare name is more likely a generic parameter or a type of the package.
        if let type = typesByName[name]?.first(where: { type in
            if let container = type.container { return dotted && qualifier == container }
            return !dotted || modules.contains(qualifier)
        }) {
            report(start, type)
            continue
        }
        let isCall = next == UInt8(ascii: "(") || next == UInt8(ascii: "{")
        if isCall {
            let (labels, trailing) = callLabels(code, open: after)
            // `String(validating:as:)`, `String.init(...)`, `.init(...)`: an initialiser.
            var container: String?? = nil
            if !dotted, oldTypes.contains(name) || newTypes.contains(name) {
                container = .some(name)
            } else if name == "init" {
                container =
                    dotted && !qualifier.isEmpty && qualifier != "self" && qualifier != "Self" && qualifier != "super"
                    ? .some(qualifier) : .some(nil)
            }
            if let container {
                let candidates = (byName["init"] ?? []).filter { declaration in
                    (container == nil || declaration.container == container!)
                        && matches(declaration.parameters, labels, trailingClosure: trailing)
                }
                if candidates.allSatisfy(\.isNew), let found = candidates.first { report(start, found) }
                continue
            }
            let candidates = (byName[name] ?? []).filter { declaration in
                declaration.kind == .function && matches(declaration.parameters, labels, trailingClosure: trailing)
            }
            if candidates.allSatisfy(\.isNew), let found = candidates.first { report(start, found) }
            continue
        }
        // A property: `.span`.
        if dotted, let named = byName[name], named.allSatisfy(\.isNew),
            let found = named.first(where: { $0.kind == .property })
        {
            report(start, found)
        }
    }
    return results
}

// MARK: - Running

func toolchainInterfaces() -> [URL] {
    let environment = ProcessInfo.processInfo.environment
    var candidates: [URL] = []
    if let directory = environment["AVAILABILITY_INTERFACES"] {
        candidates.append(URL(fileURLWithPath: directory))
    } else {
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
            // `…/usr/bin/swift` → `…/usr/lib/swift/<platform>`.
            let usr = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            let library = usr.appendingPathComponent("lib/swift")
            let platforms = (try? FileManager.default.contentsOfDirectory(atPath: library.path)) ?? []
            candidates += platforms.map { library.appendingPathComponent($0) }
            break
        }
    }
    var interfaces: [URL] = []
    for directory in candidates {
        let modules = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for module in modules where module.hasSuffix(".swiftmodule") {
            let folder = directory.appendingPathComponent(module)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if let file = files.sorted().first(where: {
                $0.hasSuffix(".swiftinterface") && !$0.hasSuffix(".private.swiftinterface")
            }) {
                interfaces.append(folder.appendingPathComponent(file))
            }
        }
    }
    return interfaces
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("availability: " + message + "\n").utf8))
    exit(1)
}

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
guard let package = try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8) else {
    fail("cannot read Package.swift")
}
let targets = deploymentTargets(package: package)
guard !targets.isEmpty else { fail("Package.swift names no Apple platform") }

let interfaces = toolchainInterfaces().filter { url in
    // The standard library and the modules that ship with it.
    let module = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
    return [
        "Swift", "_Concurrency", "_StringProcessing", "Synchronization", "RegexBuilder", "Observation", "Distributed",
    ]
    .contains(module)
}
guard interfaces.contains(where: { $0.path.contains("/Swift.swiftmodule/") }) else {
    fail("no Swift.swiftinterface found next to the `swift` on PATH (set AVAILABILITY_INTERFACES to its folder)")
}
var declarations: [Declaration] = []
for url in interfaces {
    let module = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { fail("cannot read \(url.path)") }
    // An interface that spells availability with macros would otherwise read as all old.
    if text.contains("@available(SwiftStdlib") {
        fail("\(url.path) uses availability macros, which this check does not read")
    }
    declarations += interfaceDeclarations(text, module: module, targets: targets)
}
let newCount = declarations.filter { $0.isNew && $0.module == "Swift" }.count
// A reading that found almost nothing means the interface's format changed: better to fail than to pass.
guard newCount > 300 else { fail("found only \(newCount) recent declarations in Swift.swiftinterface") }
let targetText = targets.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")

if CommandLine.arguments.dropFirst().first == "--list" {
    // What the check looks for: every declaration newer than the deployment targets.
    for declaration in declarations where declaration.isNew {
        print(declaration.module, declaration.kind.rawValue, declaration.signature)
    }
    exit(0)
}

if CommandLine.arguments.dropFirst().first == "--self-test" {
    // Each case: a file, and how many uses the check must report in it.
    let cases: [(String, Int, String)] = [
        ("let text = String(validating: bytes, as: UTF8.self)", 1, "a planted use"),
        ("let text = String(decoding: bytes, as: UTF8.self)", 0, "an old initialiser"),
        ("let text: String? = .init(validating: bytes, as: UTF8.self)", 1, "an implicit initialiser"),
        (
            "func f() {\n  if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {\n    _ = String(validating: b, as: UTF8.self)\n  }\n}",
            0, "inside if #available"
        ),
        (
            "func f() {\n  if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {\n  } else {\n    _ = String(validating: b, as: UTF8.self)\n  }\n}",
            1, "in the else of if #available"
        ),
        (
            "func f() {\n  guard #available(macOS 15, iOS 18, *) else {\n    _ = String(validating: b, as: UTF8.self)\n    return\n  }\n  _ = String(validating: b, as: UTF8.self)\n}",
            1, "after guard #available, and in its else"
        ),
        (
            "@available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)\nfunc f() {\n  _ = String(validating: b, as: UTF8.self)\n}",
            0, "in an @available function"
        ),
        (
            "let a = 1\n@available(macOS 15, iOS 18, *)\nlet b = 2\nfunc f() {\n  _ = String(validating: b, as: UTF8.self)\n}",
            1, "after another declaration's @available"
        ),
        (
            "// String(validating: b, as: UTF8.self)\nlet s = \"String(validating: b, as: UTF8.self)\"", 0,
            "in a comment and a string"
        ),
        ("let s = \"\\(String(validating: b, as: UTF8.self))\"", 1, "in an interpolation"),
        (
            "func f() {\n  let a = 1\n  guard #available(macOS 15, iOS 18, *) else { return }\n  _ = String(validating: b, as: UTF8.self)\n}",
            0, "after guard #available that follows another statement"
        ),
        (
            "func f() {\n  if #available(macOS 15, iOS 18, *), xs.contains(where: { $0 > 1 }) {\n    _ = String(validating: b, as: UTF8.self)\n  }\n}",
            0, "inside if #available with a closure in its condition"
        ),
        (
            "func f() {\n  if ok { _ = 1 }\n  if #available(macOS 15, iOS 18, *) {\n  } else {\n    _ = String(validating: b, as: UTF8.self)\n  }\n}",
            1, "in the else of if #available after another if"
        ),
        (
            "extension String {\n  init(validating b: [UInt8], as e: UTF8.Type) { self.init() }\n}", 0,
            "an initialiser declared"
        ),
        ("let x: Int128 = 0", 1, "a new type"),
        (
            "#if canImport(Darwin)\nimport Darwin\n#else\nimport Synchronization\nlet m = Mutex(0)\n#endif", 0,
            "a Linux-only branch"
        ),
        ("import Synchronization\nlet m = Mutex(0)", 1, "a new type of an imported module"),
        ("let m = Mutex(0)", 0, "a module not imported"),
        ("let d = Duration.seconds(1)", 1, "a type of macOS 13"),
        ("let k: Unicode.UTF8.ValidationError.Kind? = nil", 2, "a new type and a type nested in it"),
        ("func f<Kind>(_ kind: Kind) {}", 0, "a generic parameter named as a nested type"),
        ("let parts = text.split(separator: \",\")", 0, "a name with an old overload"),
    ]
    var failures = 0
    for (source, expected, name) in cases {
        let found = findings(
            in: source, file: name, declarations: declarations, targets: targets, ownNames: ownNames(codeOnly(source)))
        if found.count != expected {
            failures += 1
            print("self-test: \(name): expected \(expected) finding(s), got \(found.count)")
            for finding in found { print("  \(finding)") }
        }
    }
    guard failures == 0 else { exit(1) }
    print(
        "availability self-test: \(cases.count) cases pass, reading \(newCount) declarations of Swift newer than \(targetText)"
    )
    exit(0)
}

let paths = CommandLine.arguments.dropFirst().isEmpty ? ["Sources"] : Array(CommandLine.arguments.dropFirst())
var files: [URL] = []
for path in paths {
    let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
    guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else {
        fail("cannot read \(path)")
    }
    for case let file as URL in enumerator where file.pathExtension == "swift" { files.append(file) }
}
var texts: [(String, String)] = []
for file in files.sorted(by: { $0.path < $1.path }) {
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { fail("cannot read \(file.path)") }
    let relative = file.path.hasPrefix(root.path + "/") ? String(file.path.dropFirst(root.path.count + 1)) : file.path
    texts.append((relative, text))
}
let own = texts.reduce(into: Set<String>()) { $0.formUnion(ownNames(codeOnly($1.1))) }
var all: [Finding] = []
for (path, text) in texts {
    all += findings(in: text, file: path, declarations: declarations, targets: targets, ownNames: own)
}
for finding in all { print(finding) }
if !all.isEmpty {
    print("availability: \(all.count) use(s) of APIs newer than the deployment targets (\(targetText))")
    exit(1)
}
print(
    "availability: \(files.count) files use nothing newer than \(targetText) unguarded (\(newCount) declarations of Swift checked)"
)
