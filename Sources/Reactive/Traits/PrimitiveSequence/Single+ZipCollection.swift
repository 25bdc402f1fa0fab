extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs every `Single` in `collection` at once and succeeds with `resultSelector` applied to their
    /// elements, in the collection's order; the first failure is the result's failure. An empty
    /// collection succeeds with `resultSelector([])`.
    ///
    /// ```
    /// a:       ---1|
    /// b:       -2|
    /// zip([a, b]) { $0.reduce(0, +) }
    /// result:  ---3|
    /// ```
    ///
    /// ```swift
    /// _ = Single.zip([Single.just(1), Single.just(2)]) { $0.reduce(0, +) }.subscribe(onSuccess: { print($0) })
    /// // Prints: 3
    /// ```
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            // `zip` of no sequences completes at once; a Single must answer, with what no elements give.
            return PrimitiveSequence<Trait, Result>(raw: Observable.just(()).map { try resultSelector([]) })
        }
        return PrimitiveSequence<Trait, Result>(
            raw: Observable.zip(collection.map { $0.source }, resultSelector: resultSelector))
    }

    /// Runs every `Single` in `collection` at once and succeeds with their elements, in the collection's
    /// order; the first failure is the result's failure. An empty collection succeeds with `[]`.
    ///
    /// ```swift
    /// _ = Single.zip([Single.just(1), Single.just(2)]).subscribe(onSuccess: { print($0) })
    /// // Prints: [1, 2]
    /// ```
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> PrimitiveSequence<
        Trait, [Element]
    >
    where Collection.Element == PrimitiveSequence<Trait, Element> {
        zip(collection) { $0 }
    }
}
