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
        IgnoreElementsObservable(source: asObservable())
    }
}

final class IgnoreElementsObservable<Element>: Observable<Never> {
    private let source: Observable<Element>

    init(source: Observable<Element>) { self.source = source }

    override func run(_ sink: Sink<Never>) -> Disposable {
        source.run(IgnoreElementsSink(downstream: sink))
    }
}

private final class IgnoreElementsSink<Element>: ForwardingSink<Element, Never> {
    override func onNext(_ element: Element) {}
}
