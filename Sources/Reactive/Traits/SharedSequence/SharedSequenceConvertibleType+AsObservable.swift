extension SharedSequenceConvertibleType {
    /// This sequence as a plain `Observable`: the shared sequence it presents itself as, so a type that
    /// conforms only needs `asSharedSequence()`.
    ///
    /// ```swift
    /// struct Titles: SharedSequenceConvertibleType {
    ///     func asSharedSequence() -> Driver<String> { .just("Feed") }
    /// }
    /// _ = Titles().asObservable().subscribe(onNext: { print($0) })
    /// // Prints: Feed
    /// ```
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}
