extension Infallible {
    /// An `Infallible` of the elements of `sequence`, sent in order as soon as it is subscribed to (or one per
    /// action on `scheduler`).
    ///
    /// ```
    /// from(1...3):  (123|)
    /// ```
    ///
    /// ```swift
    /// _ = Infallible.from(1...3).subscribe(onNext: { print($0) })
    /// // Prints: 1, 2, 3
    /// ```
    @inlinable
    public static func from<Elements: Sequence>(_ sequence: Elements, scheduler: ImmediateSchedulerType? = nil)
        -> Infallible<Element>
    where Elements.Element == Element {
        Infallible(Observable.from(sequence, scheduler: scheduler))
    }
}
