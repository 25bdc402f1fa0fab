extension ObservableType {
    /// Transforms every element with `transform`. A thrown error ends the sequence with that error.
    ///
    /// ```
    /// source:      --1--2--3--|
    /// map { $0 * 10 }
    /// result:      --10-20-30-|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).map { $0 * 10 }.subscribe(onNext: { print($0) })
    /// // Prints: 10, 20
    /// ```
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        MapObservable(source: asObservable(), transform: transform)
    }
}

final class MapObservable<Source, Element>: Observable<Element> {
    private let source: Observable<Source>
    private let transform: (Source) throws -> Element

    init(source: Observable<Source>, transform: @escaping (Source) throws -> Element) {
        self.source = source
        self.transform = transform
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        source.run(MapSink(downstream: sink, transform: transform))
    }
}

private final class MapSink<Source, Element>: Sink<Source> {
    private let downstream: Sink<Element>
    private let transform: (Source) throws -> Element
    private var stopped = false

    init(downstream: Sink<Element>, transform: @escaping (Source) throws -> Element) {
        self.downstream = downstream
        self.transform = transform
    }

    override func onNext(_ element: Source) {
        guard !stopped else { return }
        let result: Element
        do {
            result = try transform(element)
        } catch {
            stopped = true
            downstream.onError(error)
            return
        }
        downstream.onNext(result)
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
