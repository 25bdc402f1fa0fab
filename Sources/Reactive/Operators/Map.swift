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
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        // The per-element step is written here, in code the caller's module specialises for its own
        // types: the transform is then called without generic indirection, which is most of a stage's cost.
        MapObservable(source: asObservable()) { downstream in
            { element in downstream.onNext(try transform(element)) }
        }
    }
}

@usableFromInline
final class MapObservable<Source, Element>: Observable<Element> {
    /// Builds the step that transforms one element and hands it to the given downstream sink.
    @usableFromInline
    typealias MakeStep = (Sink<Element>) -> (Source) throws -> Void

    private let source: Observable<Source>
    private let makeStep: MakeStep

    @usableFromInline
    init(source: Observable<Source>, makeStep: @escaping MakeStep) {
        self.source = source
        self.makeStep = makeStep
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        source.run(MapSink(downstream: sink, step: makeStep(sink)))
    }
}

/// Runs the step `map` built for the caller's types, and forwards terminal events.
private final class MapSink<Source, Element>: Sink<Source> {
    private let downstream: Sink<Element>
    private let step: (Source) throws -> Void
    private var stopped = false

    init(downstream: Sink<Element>, step: @escaping (Source) throws -> Void) {
        self.downstream = downstream
        self.step = step
    }

    override func onNext(_ element: Source) {
        guard !stopped else { return }
        do {
            try step(element)
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
