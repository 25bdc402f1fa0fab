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
        // The sink is made here, in code the caller's module specialises for its own types: a subscription
        // then finds the sink's type without a runtime metadata lookup.
        MapTransformObservable(source: asObservable(), transform: transform) { MapSink(transform: $0, downstream: $1) }
    }
}

/// `map`: one sink per subscription that holds the transform itself.
@usableFromInline
final class MapTransformObservable<Source, Element>: Observable<Element> {
    /// Makes the sink of one subscription from the transform and the downstream sink.
    @usableFromInline
    typealias MakeSink = (@escaping (Source) throws -> Element, Sink<Element>) -> Sink<Source>

    private let source: Observable<Source>
    private let transform: (Source) throws -> Element
    private let makeSink: MakeSink

    @usableFromInline
    init(source: Observable<Source>, transform: @escaping (Source) throws -> Element, makeSink: @escaping MakeSink) {
        self.source = source
        self.transform = transform
        self.makeSink = makeSink
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        source.run(makeSink(transform, sink))
    }
}

/// Transforms each element and forwards terminal events; a thrown error ends the sequence.
@usableFromInline
final class MapSink<Source, Element>: Sink<Source> {
    private let transform: (Source) throws -> Element
    private let downstream: Sink<Element>
    private var stopped = false

    @usableFromInline
    init(transform: @escaping (Source) throws -> Element, downstream: Sink<Element>) {
        self.transform = transform
        self.downstream = downstream
    }

    override func onNext(_ element: Source) {
        guard !stopped else { return }
        do {
            // Only the transform throws: the downstream sink does not.
            downstream.onNext(try transform(element))
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
        source.run(StepSink(downstream: sink, step: makeStep(sink)))
    }
}

/// Runs the step `map` built for the caller's types, and forwards terminal events.
private final class StepSink<Source, Element>: Sink<Source> {
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
