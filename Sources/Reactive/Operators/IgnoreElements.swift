extension ObservableType {
    /// Drops every element and keeps only the source's completion or error.
    ///
    /// ```
    /// source:  --1--2--3--|
    /// ignoreElements()
    /// result:  -----------|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).ignoreElements().subscribe(onCompleted: { print("done") })
    /// // Prints: done
    /// ```
    public func ignoreElements() -> Observable<Never> {
        lift { IgnoreElementsSink(downstream: $0) }
    }
}

private final class IgnoreElementsSink<Element>: ForwardingSink<Element, Never> {
    override func onNext(_ element: Element) {}
}
