extension InfallibleType {
    /// Combines the latest elements of every infallible sequence in `collection` with `resultSelector`,
    /// each time any of them sends one, once all have sent a first one.
    ///
    /// ```swift
    /// _ = Infallible.combineLatest([Infallible.just(1), Infallible.just(2)]) { $0.reduce(0, +) }
    ///     .subscribe(onNext: { print($0) })
    /// // Prints: 3
    /// ```
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Infallible<Element> where Collection.Element: InfallibleType {
        Infallible(Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Combines the latest elements of every infallible sequence in `collection` into arrays, each time
    /// any of them sends one, once all have sent a first one.
    ///
    /// ```swift
    /// _ = Infallible.combineLatest([Infallible.just(1), Infallible.just(2)]).subscribe(onNext: { print($0) })
    /// // Prints: [1, 2]
    /// ```
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<[Element]>
    where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible<[Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}
