extension InfallibleType {
    /// Shares one subscription to the source among all subscribers, replaying the latest `replay`
    /// elements to each new one; see `ObservableType.share(replay:scope:)`.
    ///
    /// ```swift
    /// let shared = expensive.share(replay: 1)
    /// _ = shared.subscribe(onNext: { print($0) })
    /// _ = shared.subscribe(onNext: { print($0) })
    /// // Prints: each element twice, computed once
    /// ```
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }
}
