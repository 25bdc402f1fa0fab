extension SharedSequenceConvertibleType {
    /// Sends `element` first, as soon as it is subscribed to, then the source's elements: the shape of an
    /// initial state.
    ///
    /// ```
    /// source:  ---1--2--|
    /// startWith(0)
    /// result:  0--1--2--|
    /// ```
    ///
    /// ```swift
    /// _ = loaded.startWith(.loading).drive(onNext: { print($0) })
    /// // Prints: loading, then what `loaded` sends
    /// ```
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asSharedSequence().source.startWith(element))
    }
}
