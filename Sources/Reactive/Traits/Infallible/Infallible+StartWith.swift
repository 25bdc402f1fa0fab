extension InfallibleType {
    /// Sends `elements` first, as soon as it is subscribed to, then the source's elements.
    ///
    /// ```
    /// source:     --1--2--|
    /// startWith(0)
    /// result:     0-1--2--|
    /// ```
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2).startWith(0).subscribe(onNext: { print($0) })
    /// // Prints: 0, 1, 2
    /// ```
    public func startWith(_ elements: Element...) -> Infallible<Element> {
        Infallible(StartWithObservable(source: asObservable(), elements: elements))
    }
}
