// Writes the arity families of `zip` and `combineLatest`: one declaration for each number of sources from
// 2 to 8, for `Observable` and for each trait.
//
// From the repository root:
//
//     swift Sources/Reactive/Generator/generate.swift           writes the files
//     swift Sources/Reactive/Generator/generate.swift --check   writes nothing: names each file that is not
//                                                               what it would write, and exits 1 if there is one
//
// Each file comes from one template below: a function that writes the file's declarations for every arity
// with string interpolation. In a template, `a.list("_ source#: O#")` stands for `_ source1: O1, _ source2:
// O2, …` up to the arity `a`. The templates do not lay out the code: `swift format` does, with the
// repository's configuration, so the output is what the linter asks for. A line of documentation prose
// longer than 118 characters is wrapped (code blocks in documentation are left as they are).
//
// This folder is excluded from the `Reactive` target. The generator needs nothing but the Swift toolchain.

import Foundation

// MARK: - The files

/// Each generated file, below `Sources/Reactive`, with the name of its template and the template.
let outputs: [(path: String, template: String, text: () -> String)] = [
    ("Operators/Zip+Arity.swift", "zipOfObservables", zipOfObservables),
    ("Operators/Zip+Tuple.swift", "tuplesOfObservables(.zip)", { tuplesOfObservables(.zip) }),
    ("Operators/CombineLatest+Arity.swift", "combineLatestOfObservables", combineLatestOfObservables),
    (
        "Operators/CombineLatest+Tuple.swift", "tuplesOfObservables(.combineLatest)",
        { tuplesOfObservables(.combineLatest) }
    ),
    ("Traits/Infallible/Infallible+Zip.swift", "infallible(.zip)", { infallible(.zip) }),
    ("Traits/Infallible/Infallible+CombineLatest.swift", "infallible(.combineLatest)", { infallible(.combineLatest) }),
    ("Traits/Infallible/Infallible+Zip+Tuple.swift", "tuplesOfInfallibles(.zip)", { tuplesOfInfallibles(.zip) }),
    (
        "Traits/Infallible/Infallible+CombineLatest+Tuple.swift", "tuplesOfInfallibles(.combineLatest)",
        { tuplesOfInfallibles(.combineLatest) }
    ),
    ("Traits/SharedSequence/SharedSequence+Zip.swift", "sharedSequence(.zip)", { sharedSequence(.zip) }),
    (
        "Traits/SharedSequence/SharedSequence+Zip+Tuple.swift", "tuplesOfSharedSequences(.zip)",
        { tuplesOfSharedSequences(.zip) }
    ),
    (
        "Traits/SharedSequence/SharedSequence+CombineLatest.swift", "sharedSequence(.combineLatest)",
        { sharedSequence(.combineLatest) }
    ),
    (
        "Traits/SharedSequence/SharedSequence+CombineLatest+Tuple.swift", "tuplesOfSharedSequences(.combineLatest)",
        { tuplesOfSharedSequences(.combineLatest) }
    ),
    ("Traits/PrimitiveSequence/Single+Zip.swift", "primitiveSequence(.single)", { primitiveSequence(.single) }),
    ("Traits/PrimitiveSequence/Maybe+Zip.swift", "primitiveSequence(.maybe)", { primitiveSequence(.maybe) }),
]

// MARK: - What the templates are written with

/// One member of a family: the number of its sources, and the lists its text is made of.
struct Arity {
    let count: Int

    /// The number in words, as the documentation says it.
    var word: String { ["two", "three", "four", "five", "six", "seven", "eight"][count - 2] }

    /// `pattern` once for every source, with `#` replaced by the source's number (counted from `first`), joined
    /// by `separator`: `list("O#.Element")` is `O1.Element, O2.Element` for two sources.
    func list(_ pattern: String, separator: String = ", ", first: Int = 1) -> String {
        (first..<first + count).map { pattern.replacingOccurrences(of: "#", with: "\($0)") }
            .joined(separator: separator)
    }

    /// `a, b, c`: the sources' names in the marble diagrams.
    var letters: String { (0..<count).map { String(UnicodeScalar(UInt8(97 + $0))) }.joined(separator: ", ") }
    /// `one, one, one`: the sources of the examples.
    var ones: String { list("one") }
    /// `$0 + $1 + $2`: the examples' result selector.
    var sum: String { list("$#", separator: " + ", first: 0) }
    /// `($0, $1, $2)`: a result selector that makes a tuple.
    var tuple: String { "(\(list("$#", first: 0)))" }
    /// `_:_:_:`: the sources' argument labels, as a documentation link names them.
    var labels: String { list("_:", separator: "") }
}

/// The members of a family from 2 to 8 sources, one after the other with a blank line between them.
func family(_ member: (Arity) -> String) -> String {
    (2...8).map { member(Arity(count: $0)) }.joined(separator: "\n\n")
}

/// The operators whose families have the same shape for a trait, apart from their name and summary.
enum Operator {
    case zip, combineLatest

    var name: String { self == .zip ? "zip" : "combineLatest" }
}

/// The marble diagram of a family member for `Observable`, without its fences: source `i` sends `i` at time
/// `i`, then the first source sends once more, and all complete.
func marble(_ a: Arity, _ op: Operator, call: String) -> String {
    let n = a.count
    let dashes = { (count: Int) in String(repeating: "-", count: count) }
    let letters = a.letters.split(separator: ", ")
    var lines = ["\(letters[0]):       -1\(dashes(n + 1))\(n + 1)-|"]
    for i in 2...n {
        lines.append("\(letters[i - 1]):       \(dashes(i))\(i)\(dashes(n + 4 - i))|")
    }
    lines.append(call)
    let first = "(\(a.list("#")))"
    switch op {
    case .zip:
        lines.append("result:  \(dashes(n))A----|      A = \(first)")
    case .combineLatest:
        let second = "(\(n + 1), \(Arity(count: n - 1).list("#", first: 2)))"
        lines.append("result:  \(dashes(n))A--B-|      A = \(first), B = \(second)")
    }
    return lines.map { "/// \($0)" }.joined(separator: "\n")
}

/// The marble diagram of a trait's two-source member, fences and the blank line after included; no text for
/// the other members.
func pairMarble(_ a: Arity, _ op: Operator) -> String {
    guard a.count == 2 else { return "" }
    let (b, result) = op == .zip ? ("---2----4|", "---3----7|") : ("---2-----|", "---3--5--|")
    return """
        /// ```
        /// a:       -1----3--|
        /// b:       \(b)
        /// \(op.name)(a, b) { $0 + $1 }
        /// result:  \(result)
        /// ```
        ///

        """
}

// MARK: - The templates

/// `Observable.zip` with a result selector.
func zipOfObservables() -> String {
    family { a in
        """
        extension ObservableType {
            /// Combines the elements of \(a.word) sources by index with `resultSelector`: the first elements of
            /// all sources, then the second ones, and so on.
            ///
            /// Elements wait until every source has sent its element of the same index. It completes once every
            /// source has completed; the first error of any source ends it.
            ///
            /// ```
            \(marble(a, .zip, call: "zip(\(a.letters)) { \(a.tuple) }"))
            /// ```
            ///
            /// ```swift
            /// let one = Observable.of(1)
            /// let sum = Observable.zip(\(a.ones)) { \(a.sum) }
            /// _ = sum.subscribe(onNext: { print($0) })
            /// // Prints: \(a.count)
            /// ```
            ///
            /// - Complexity: O(n) memory for the elements a faster source is ahead by.
            @inlinable
            public static func zip<\(a.list("O#: ObservableType"))>(
                \(a.list("_ source#: O#")), resultSelector: @escaping (\(a.list("O#.Element"))) throws -> Element
            ) -> Observable<Element> {
                let (\(a.list("s#"))) = (\(a.list("source#.asObservable()")))
                let combine: ((\(a.list("O#.Element")))) throws -> Element = { try resultSelector(\(a.list("$0.#", first: 0))) }
                return CombiningObservable { downstream in
                    let state = ZipSink(
                        downstream: downstream, arity: \(a.count), queues: (\(a.list("ElementQueue<O#.Element>()"))),
                        isReady: { \(a.list("!$0.#.isEmpty", separator: " && ", first: 0)) },
                        dequeue: { (\(a.list("$0.#.popFirst()!", first: 0))) },
                        combine: combine)
                    \((1...a.count).map { "state.add(s\($0)) { $0.\($0 - 1).append($1) }" }.joined(separator: "\n"))
                    return state
                }
            }
        }
        """
    }
}

/// `Observable.combineLatest` with a result selector.
func combineLatestOfObservables() -> String {
    family { a in
        """
        extension ObservableType {
            /// Combines the latest elements of \(a.word) sources with `resultSelector` each time one of them
            /// sends an element, once all of them have sent one.
            ///
            /// It completes once every source has completed, or once a source that never sent an element has
            /// completed and all the others have too. The first error of any source ends it.
            ///
            /// ```
            \(marble(a, .combineLatest, call: "combineLatest(\(a.letters)) { \(a.tuple) }"))
            /// ```
            ///
            /// ```swift
            /// let one = Observable.of(1)
            /// let sum = Observable.combineLatest(\(a.ones)) { \(a.sum) }
            /// _ = sum.subscribe(onNext: { print($0) })
            /// // Prints: \(a.count)
            /// ```
            @inlinable
            public static func combineLatest<\(a.list("O#: ObservableType"))>(
                \(a.list("_ source#: O#")), resultSelector: @escaping (\(a.list("O#.Element"))) throws -> Element
            ) -> Observable<Element> {
                CombineLatestObservable(
                    sources: (\(a.list("source#.asObservable()"))),
                    emit: { (latest: inout (\(a.list("O#.Element?"))), downstream: Sink<Element>) in
                        downstream.onNext(try resultSelector(\(a.list("latest.#.unsafelyUnwrapped", first: 0))))
                    }
                ) { observable, downstream in
                    let state = CombineLatestSink(
                        downstream: downstream, arity: \(a.count), latest: (\(a.list("O#.Element?.none"))), emit: observable.emit)
                    \(a.list("state.add(observable.sources.#) { $0.# = $1 }", separator: "\n", first: 0))
                    return state
                }
            }
        }
        """
    }
}

/// `Observable.zip` or `Observable.combineLatest` into tuples.
func tuplesOfObservables(_ op: Operator) -> String {
    let combines = op == .zip ? "by index into tuples" : "into a tuple"
    return family { a in
        """
        extension ObservableType where Element == Any {
            /// Combines \(a.word) sources \(combines), as `\(op.name)(\(a.labels)resultSelector:)` does.
            ///
            /// ```
            \(marble(a, op, call: "\(op.name)(\(a.letters))"))
            /// ```
            ///
            /// ```swift
            /// let one = Observable.of(1)
            /// _ = Observable.\(op.name)(\(a.ones)).subscribe(onNext: { print($0) })
            /// // Prints: (\(a.list("1")))
            /// ```
            @inlinable
            public static func \(op.name)<\(a.list("O#: ObservableType"))>(\(a.list("_ source#: O#"))) -> Observable<(\(a.list("O#.Element")))> {
                Observable.\(op.name)(\(a.list("source#"))) { \(a.tuple) }
            }
        }
        """
    }
}

/// `Infallible.zip` or `Infallible.combineLatest` with a result selector.
func infallible(_ op: Operator) -> String {
    family { a in
        let summary =
            switch op {
            case .zip:
                """
                Combines the elements of \(a.word) infallible sequences by index with `resultSelector`: the first
                /// elements of all of them, then the second ones, and so on.
                """
            case .combineLatest:
                """
                Combines the latest elements of \(a.word) infallible sequences with `resultSelector`, each time any of
                /// them sends one, once all have sent a first one; completes once all have completed.
                """
            }
        return """
            extension Infallible {
                /// \(summary)
                ///
                \(pairMarble(a, op))/// ```swift
                /// let one = Infallible.just(1)
                /// _ = Infallible.\(op.name)(\(a.ones)) { \(a.sum) }
                ///     .subscribe(onNext: { print($0) })
                /// // Prints: \(a.count)
                /// ```
                public static func \(op.name)<\(a.list("I#: InfallibleType"))>(
                    \(a.list("_ source#: I#")),
                    resultSelector: @escaping (\(a.list("I#.Element"))) throws -> Element
                ) -> Infallible<Element> {
                    Infallible(Observable.\(op.name)(\(a.list("source#.asObservable()")), resultSelector: resultSelector))
                }
            }
            """
    }
}

/// `Infallible.zip` or `Infallible.combineLatest` into tuples.
func tuplesOfInfallibles(_ op: Operator) -> String {
    let combines = op == .zip ? "by index into tuples" : "into a tuple each time any of them sends an element"
    return family { a in
        """
        extension Infallible where Element == Any {
            /// Combines \(a.word) infallible sequences \(combines), as `\(op.name)(\(a.labels)resultSelector:)` does.
            ///
            /// ```
            \(marble(a, op, call: "\(op.name)(\(a.letters))"))
            /// ```
            ///
            /// ```swift
            /// let one = Infallible.just(1)
            /// _ = Infallible.\(op.name)(\(a.ones)).subscribe(onNext: { print($0) })
            /// // Prints: (\(a.list("1")))
            /// ```
            public static func \(op.name)<\(a.list("I#: InfallibleType"))>(\(a.list("_ source#: I#"))) -> Infallible<(\(a.list("I#.Element")))> {
                Infallible<(\(a.list("I#.Element")))>(Observable.\(op.name)(\(a.list("source#.asObservable()"))) { \(a.tuple) })
            }
        }
        """
    }
}

/// The summary of a `SharedSequence` family member, up to what it makes of the elements.
func sharedSequenceSummary(_ a: Arity, _ op: Operator) -> String {
    switch op {
    case .zip:
        "Combines the elements of \(a.word) sequences by index: the first ones, then the second ones, and so on,"
    case .combineLatest:
        "Combines the latest elements of \(a.word) sequences, each time any of them sends one once all have sent a first one,"
    }
}

/// `SharedSequence.zip` or `SharedSequence.combineLatest` with a result selector, then over a collection.
func sharedSequence(_ op: Operator) -> String {
    let arities = family { a in
        """
        extension SharedSequence {
            /// \(sharedSequenceSummary(a, op)) with `resultSelector`.
            ///
            \(pairMarble(a, op))/// ```swift
            /// let one = Driver.just(1)
            /// _ = Driver.\(op.name)(\(a.ones)) { \(a.sum) }
            ///     .drive(onNext: { print($0) })
            /// // Prints: \(a.count)
            /// ```
            public static func \(op.name)<\(a.list("O#: SharedSequenceConvertibleType"))>(
                \(a.list("_ source#: O#")),
                resultSelector: @escaping (\(a.list("O#.Element"))) throws -> Element
            ) -> SharedSequence<SharingStrategy, Element>
            where \(a.list("SharingStrategy == O#.SharingStrategy")) {
                SharedSequence(
                    Observable.\(op.name)(\(a.list("source#.asSharedSequence().source")), resultSelector: resultSelector))
            }
        }
        """
    }
    let combines =
        switch op {
        case .zip: "Combines the elements of every sequence in `collection` by index,"
        case .combineLatest:
            "Combines the latest elements of every sequence in `collection`, each time any of them sends one\n/// once all have sent a first one,"
        }
    let collection = """
        extension SharedSequence {
            /// \(combines) with `resultSelector`.
            ///
            /// ```swift
            /// _ = Driver.\(op.name)([Driver.just(1), Driver.just(2)]) { $0.reduce(0, +) }.drive(onNext: { print($0) })
            /// // Prints: 3
            /// ```
            public static func \(op.name)<Collection: Swift.Collection, Result>(
                _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
            ) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
                SharedSequence<SharingStrategy, Result>(
                    Observable.\(op.name)(collection.map { $0.source }, resultSelector: resultSelector))
            }

            /// \(combines) into arrays.
            ///
            /// ```swift
            /// _ = Driver.\(op.name)([Driver.just(1), Driver.just(2)]).drive(onNext: { print($0) })
            /// // Prints: [1, 2]
            /// ```
            public static func \(op.name)<Collection: Swift.Collection>(_ collection: Collection)
                -> SharedSequence<SharingStrategy, [Element]>
            where Collection.Element == SharedSequence<SharingStrategy, Element> {
                SharedSequence<SharingStrategy, [Element]>(Observable.\(op.name)(collection.map { $0.source }))
            }
        }
        """
    return arities + "\n\n" + collection
}

/// `SharedSequence.zip` or `SharedSequence.combineLatest` into tuples.
func tuplesOfSharedSequences(_ op: Operator) -> String {
    family { a in
        """
        extension SharedSequenceConvertibleType where Element == Any {
            /// \(sharedSequenceSummary(a, op)) into tuples.
            ///
            /// ```swift
            /// let one = Driver.just(1)
            /// _ = Driver.\(op.name)(\(a.ones)).drive(onNext: { print($0) })
            /// // Prints: (\(a.list("1")))
            /// ```
            public static func \(op.name)<\(a.list("O#: SharedSequenceConvertibleType"))>(
                \(a.list("_ source#: O#"))
            ) -> SharedSequence<SharingStrategy, (\(a.list("O#.Element")))>
            where \(a.list("SharingStrategy == O#.SharingStrategy")) {
                SharedSequence<SharingStrategy, (\(a.list("O#.Element")))>(
                    Observable.\(op.name)(\(a.list("source#.asSharedSequence().source"))) { \(a.tuple) })
            }
        }
        """
    }
}

/// The traits of `PrimitiveSequence` that have `zip`.
enum Trait {
    case single, maybe

    var name: String { self == .single ? "Single" : "Maybe" }
}

/// `Single.zip` or `Maybe.zip`, with a result selector and into tuples.
func primitiveSequence(_ trait: Trait) -> String {
    let outcome =
        switch trait {
        case .single: "; the first failure is the result's failure."
        case .maybe:
            " if all have one, and completes empty as soon as one completes empty; the first failure is the result's failure."
        }
    let withResultSelector = family { a in
        """
        extension PrimitiveSequenceType where Trait == \(trait.name)Trait {
            /// Runs \(a.word) `\(trait.name)`s at once and succeeds with `resultSelector` applied to their elements\(outcome)
            ///
            \(a.count > 2 ? "" : """
            /// ```
            /// a:       ---1|
            /// b:       -2|
            /// zip(a, b) { $0 + $1 }
            /// result:  ---3|
            /// ```
            ///

            """)/// ```swift
            /// let one = \(trait.name).just(1)
            /// _ = \(trait.name).zip(\(a.ones)) { \(a.sum) }
            ///     .subscribe(onSuccess: { print($0) })
            /// // Prints: \(a.count)
            /// ```
            public static func zip<\(a.list("E#"))>(
                \(a.list("_ source#: PrimitiveSequence<Trait, E#>")),
                resultSelector: @escaping (\(a.list("E#"))) throws -> Element
            ) -> PrimitiveSequence<Trait, Element> {
                PrimitiveSequence(raw: Observable.zip(\(a.list("source#.source")), resultSelector: resultSelector))
            }
        }
        """
    }
    let intoTuples = family { a in
        """
        extension PrimitiveSequenceType where Element == Any, Trait == \(trait.name)Trait {
            /// Runs \(a.word) `\(trait.name)`s at once and succeeds with a tuple of their elements, as `zip(_:_:resultSelector:)` does.
            ///
            /// ```swift
            /// let one = \(trait.name).just(1)
            /// _ = \(trait.name).zip(\(a.ones)).subscribe(onSuccess: { print($0) })
            /// // Prints: (\(a.list("1")))
            /// ```
            public static func zip<\(a.list("E#"))>(
                \(a.list("_ source#: PrimitiveSequence<Trait, E#>"))
            ) -> PrimitiveSequence<Trait, (\(a.list("E#")))> {
                PrimitiveSequence<Trait, (\(a.list("E#")))>(raw: Observable.zip(\(a.list("source#.source"))) { \(a.tuple) })
            }
        }
        """
    }
    return withResultSelector + "\n\n" + intoTuples
}

// MARK: - Writing and checking

/// The first line of every generated file.
let header = "// Generated by Sources/Reactive/Generator/generate.swift"

/// The longest a line of documentation prose may be before it is wrapped.
let documentationLineLimit = 118

/// `text` with every line of documentation prose longer than `documentationLineLimit` broken into lines that
/// are not, each taking as many words as fit. Code blocks in the documentation are left as they are.
func wrappingDocumentation(_ text: String) -> String {
    var isInCodeBlock = false
    return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [Substring] in
        let prefix = line.prefix { $0 == " " } + "/// "
        guard line.hasPrefix(prefix) else { return [line] }
        let prose = line.dropFirst(prefix.count)
        if prose.hasPrefix("```") { isInCodeBlock.toggle() }
        guard !isInCodeBlock, line.count > documentationLineLimit else { return [line] }
        var lines: [Substring] = []
        var current = ""
        for word in prose.split(separator: " ") {
            if !current.isEmpty && prefix.count + current.count + 1 + word.count > documentationLineLimit {
                lines.append(Substring(prefix + current))
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        return lines + [Substring(prefix + current)]
    }.joined(separator: "\n")
}

enum GeneratorError: Error {
    case formatterFailed(status: Int32)
}

/// `texts` as `swift format` lays them out with the repository's configuration at `configuration`.
func formatting(_ texts: [String], configuration: URL) throws -> [String] {
    let fileManager = FileManager.default
    let directory = fileManager.temporaryDirectory.appendingPathComponent("reactive-generator-\(UUID().uuidString)")
    try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? fileManager.removeItem(at: directory) }
    let files = texts.indices.map { directory.appendingPathComponent("\($0).swift") }
    for (text, file) in zip(texts, files) {
        try text.write(to: file, atomically: true, encoding: .utf8)
    }
    let formatter = Process()
    formatter.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    formatter.arguments =
        ["swift", "format", "format", "--in-place", "--configuration", configuration.path] + files.map(\.path)
    try formatter.run()
    formatter.waitUntilExit()
    guard formatter.terminationStatus == 0 else {
        throw GeneratorError.formatterFailed(status: formatter.terminationStatus)
    }
    return try files.map { try String(contentsOf: $0, encoding: .utf8) }
}

/// The files below `directory`, other than `written`, that start with the generated files' header.
func staleFiles(in directory: URL, written: Set<String>) -> [String] {
    let paths = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
    return paths.filter { path in
        guard path.hasSuffix(".swift"), !written.contains(path),
            let text = try? String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
        else { return false }
        return text.hasPrefix(header)
    }.sorted()
}

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
let sources = root.appendingPathComponent("Sources/Reactive")
let isChecking = CommandLine.arguments.dropFirst().contains("--check")

let texts = try formatting(
    outputs.map { "\(header) from the template \($0.template).\n// DO NOT EDIT.\n\n\($0.text())\n" },
    configuration: root.appendingPathComponent(".swift-format")
).map(wrappingDocumentation)

var differing: [String] = []
for (output, text) in zip(outputs, texts) {
    let file = sources.appendingPathComponent(output.path)
    if (try? String(contentsOf: file, encoding: .utf8)) != text {
        differing.append(output.path)
        if !isChecking { try text.write(to: file, atomically: true, encoding: .utf8) }
    }
}
let stale = staleFiles(in: sources, written: Set(outputs.map(\.path)))
if !isChecking {
    for path in stale { try FileManager.default.removeItem(at: sources.appendingPathComponent(path)) }
}

for path in differing {
    print(isChecking ? "differs from what the generator writes: " : "wrote ", "Sources/Reactive/\(path)", separator: "")
}
for path in stale {
    print(isChecking ? "no longer written by the generator: " : "removed ", "Sources/Reactive/\(path)", separator: "")
}
if isChecking {
    if !differing.isEmpty || !stale.isEmpty {
        print("Run `swift Sources/Reactive/Generator/generate.swift` from the repository root to write them.")
        exit(1)
    }
    print("The \(outputs.count) generated files are as the generator writes them.")
}
