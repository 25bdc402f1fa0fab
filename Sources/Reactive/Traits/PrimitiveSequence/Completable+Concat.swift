extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Runs `second` once this `Completable` completes, and finishes as it does; the same as
    /// `andThen(_:)`.
    ///
    /// ```
    /// self:    ---|
    /// second:     --|
    /// result:  -----|
    /// ```
    ///
    /// ```swift
    /// _ = save.concat(upload).subscribe(onCompleted: { print("saved and uploaded") })
    /// // Prints: saved and uploaded
    /// ```
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }

    /// Runs the `Completable`s of `sequence` one after the other, each once the previous one completed,
    /// and completes after the last one; the first error is the result's error.
    ///
    /// ```
    /// a:       --|
    /// b:         ---|
    /// concat([a, b])
    /// result:  -----|
    /// ```
    ///
    /// ```swift
    /// _ = Completable.concat(AnySequence([migrate, seed])).subscribe(onCompleted: { print("ready") })
    /// // Prints: ready, once both ran in order
    /// ```
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
    where Sequence.Element == Completable {
        Completable(raw: Observable.concat(sequence.lazy.map { $0.source }))
    }

    /// Runs the `Completable`s of `collection` one after the other and completes after the last one.
    ///
    /// ```swift
    /// _ = Completable.concat([migrate, seed]).subscribe(onCompleted: { print("ready") })
    /// // Prints: ready, once both ran in order
    /// ```
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.concat(collection.map { $0.source }))
    }

    /// Runs the given `Completable`s one after the other and completes after the last one.
    ///
    /// ```swift
    /// _ = Completable.concat(migrate, seed).subscribe(onCompleted: { print("ready") })
    /// // Prints: ready, once both ran in order
    /// ```
    public static func concat(_ sources: Completable...) -> Completable {
        concat(sources)
    }
}
