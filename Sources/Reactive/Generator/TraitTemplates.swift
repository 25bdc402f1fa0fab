// The templates of the arity families of the traits: Infallible, SharedSequence, Single and Maybe.

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
