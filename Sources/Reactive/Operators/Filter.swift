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
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        // Both types are named here, where the caller's module specialises them: neither the observable
        // nor a subscription's sink then needs a runtime metadata lookup.
        FilterObservable(source: asObservable(), predicate: predicate) { FilterSink(downstream: $0, predicate: $1) }
    }
}

@usableFromInline
final class FilterObservable<Element>: Observable<Element> {
    /// Makes the sink of one subscription from the downstream sink and the predicate.
    @usableFromInline
    typealias MakeSink = (Sink<Element>, @escaping (Element) throws -> Bool) -> Sink<Element>

    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool
    private let makeSink: MakeSink

    @usableFromInline
    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool, makeSink: @escaping MakeSink) {
        self.source = source
        self.predicate = predicate
        self.makeSink = makeSink
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        source.run(makeSink(sink, predicate))
    }
}

@usableFromInline
final class FilterSink<Element>: Sink<Element> {
    private let downstream: Sink<Element>
    private let predicate: (Element) throws -> Bool
    private var stopped = false

    @usableFromInline
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
