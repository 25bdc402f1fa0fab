extension SharedSequence {
    /// Subscribes to the sequences of `sequence` one after the other, each once the previous one has
    /// completed, and sends their elements; `sequence` is iterated only as far as it is needed, so it may be
    /// endless.
    ///
    /// ```
    /// first:   -1-|
    /// second:     -2-|
    /// concat
    /// result:  -1--2-|
    /// ```
    ///
    /// ```swift
    /// let drivers = AnySequence([Driver.just(1), Driver.just(2)])
    /// _ = Driver.concat(drivers).drive(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence)
        -> SharedSequence<SharingStrategy, Element>
    where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sequence.lazy.map { $0.source }))
    }
}
