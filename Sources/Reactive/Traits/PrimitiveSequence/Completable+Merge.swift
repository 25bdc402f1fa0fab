extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Runs every `Completable` in `sources` at once and completes when all have completed; the first
    /// error is the result's error.
    ///
    /// ```
    /// a:       ---|
    /// b:       -----|
    /// merge(a, b)
    /// result:  -----|
    /// ```
    ///
    /// ```swift
    /// _ = Completable.merge([saveUser, saveSettings]).subscribe(onCompleted: { print("saved") })
    /// // Prints: saved, once both are saved
    /// ```
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.merge(sources.map { $0.source }))
    }

    /// Runs every `Completable` in `sources` at once and completes when all have completed.
    public static func merge(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.source }))
    }

    /// Runs every `Completable` in `sources` at once and completes when all have completed.
    public static func merge(_ sources: Completable...) -> Completable {
        merge(sources)
    }

    /// Runs every `Completable` in `sources` at once and completes when all have completed; the same as
    /// `merge`, under the name the other traits use.
    ///
    /// ```swift
    /// _ = Completable.zip(saveUser, saveSettings).subscribe(onCompleted: { print("saved") })
    /// // Prints: saved, once both are saved
    /// ```
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        merge(sources)
    }

    /// Runs every `Completable` in `sources` at once and completes when all have completed.
    public static func zip(_ sources: [Completable]) -> Completable {
        merge(sources)
    }

    /// Runs every `Completable` in `sources` at once and completes when all have completed.
    public static func zip(_ sources: Completable...) -> Completable {
        merge(sources)
    }
}
