extension SharedSequenceConvertibleType {
    /// Merges the elements of every sequence in `sources`, in the order they arrive; completes once all
    /// have completed.
    ///
    /// ```
    /// a:       --1-----3--|
    /// b:       ----2-------|
    /// merge(a, b)
    /// result:  --1-2---3---|
    /// ```
    ///
    /// ```swift
    /// let events = Signal.merge(refreshTaps.map { .refresh }, retryTaps.map { .retry })
    /// _ = events.emit(onNext: { print($0) })
    /// // Prints: each tap's event, as it happens
    /// ```
    public static func merge<Collection: Swift.Collection>(_ sources: Collection)
        -> SharedSequence<SharingStrategy, Element>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.source }))
    }

    /// Merges the elements of every sequence in `sources`, in the order they arrive.
    public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>])
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(Observable.merge(sources.map { $0.source }))
    }

    /// Merges the elements of the given sequences, in the order they arrive.
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...)
        -> SharedSequence<SharingStrategy, Element>
    {
        merge(sources)
    }
}

extension SharedSequence {
    /// Subscribes to the sequences of `collection` one after the other, each once the previous one has
    /// completed, and sends their elements.
    ///
    /// ```swift
    /// _ = Driver.concat([Driver.just(1), Driver.just(2)]).drive(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    public static func concat<Collection: Swift.Collection>(_ collection: Collection)
        -> SharedSequence<SharingStrategy, Element>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.source }))
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Merges the elements of every inner sequence; the result shares as the inner sequences do.
    ///
    /// ```
    /// inner 1:  -1-----2-|
    /// inner 2:     -a-----b-|
    /// merge()
    /// result:   -1--a--2--b-|
    /// ```
    ///
    /// ```swift
    /// _ = Driver.of(Driver.just(1), Driver.just(2)).merge().drive(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence<Element.SharingStrategy, Element.Element>(
            asSharedSequence().source.map { $0.asSharedSequence().source }.merge())
    }

    /// Merges the elements of the inner sequences, subscribed to at most `maxConcurrent` at a time; the
    /// others wait their turn.
    ///
    /// ```swift
    /// _ = Driver.of(Driver.just(1), Driver.just(2)).merge(maxConcurrent: 1).drive(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    ///
    /// - Complexity: Keeps the inner sequences waiting their turn in memory.
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence<Element.SharingStrategy, Element.Element>(
            asSharedSequence().source.map { $0.asSharedSequence().source }.merge(maxConcurrent: maxConcurrent))
    }
}
