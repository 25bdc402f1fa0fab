extension ObservableType {
    /// Lets through only the elements for which `predicate` returns true. A thrown error ends the
    /// sequence with that error.
    ///
    /// ```
    /// source:      --1--2--3--4--|
    /// filter { $0.isMultiple(of: 2) }
    /// result:      -----2-----4--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3, 4).filter { $0.isMultiple(of: 2) }.subscribe(onNext: { print($0) })
    /// // Prints: 2, 4
    /// ```
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        FilterObservable(source: asObservable(), predicate: predicate)
    }
}

final class FilterObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        source.run(FilterSink(downstream: sink, predicate: predicate))
    }
}

private final class FilterSink<Element>: Sink<Element> {
    private let downstream: Sink<Element>
    private let predicate: (Element) throws -> Bool
    private var stopped = false

    init(downstream: Sink<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.downstream = downstream
        self.predicate = predicate
    }

    override func onNext(_ element: Element) {
        guard !stopped else { return }
        do {
            if try predicate(element) { downstream.onNext(element) }
        } catch {
            stopped = true
            downstream.onError(error)
        }
    }

    override func onError(_ error: Swift.Error) {
        guard !stopped else { return }
        stopped = true
        downstream.onError(error)
    }

    override func onCompleted() {
        guard !stopped else { return }
        stopped = true
        downstream.onCompleted()
    }
}
