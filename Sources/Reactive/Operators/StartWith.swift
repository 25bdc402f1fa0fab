extension ObservableType {
    /// Sends `elements` first, as soon as it is subscribed to, then the elements of the sequence.
    ///
    /// ```
    /// source:      ----1--2--|
    /// startWith(0)
    /// result:      0---1--2--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).startWith(0).subscribe(onNext: { print($0) })
    /// // Prints: 0, 1, 2
    /// ```
    public func startWith(_ elements: Element...) -> Observable<Element> {
        StartWithObservable(source: asObservable(), elements: elements)
    }
}

final class StartWithObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let elements: [Element]

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        for element in elements { sink.onNext(element) }
        return source.run(sink)
    }
}
