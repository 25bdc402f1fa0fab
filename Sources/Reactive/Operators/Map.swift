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
        // The placeholder predicate is written here too: in generic code, even a closure that captures nothing
        // is allocated, for the type it is generic over.
        MapFilterObservable(source: asObservable(), transform: transform, predicate: { _ in true }, filters: false) {
            MapFilterSink(parent: $0, downstream: $1)
        }
    }
}

/// `map`, and the `filter`s that directly follow it, fused into one stage: one sink per subscription
/// instead of one per operator, and one call per element fewer for each fused `filter`. Semantics are those
/// of the separate operators: each closure runs once per element, in order, and an error thrown by any of
/// them ends the sequence.
@usableFromInline
class MapFilterObservable<Source, Element>: FilterFusingObservable<Element> {
    /// Makes the sink of one subscription. Written in the caller's specialised code, by `map`; it takes
    /// no closures, which the caller's code would otherwise convert to and from its own form.
    @usableFromInline
    typealias MakeSink = (MapFilterObservable<Source, Element>, Sink<Element>) -> Sink<Source>

    private let source: Observable<Source>
    fileprivate let transform: (Source) throws -> Element
    /// The fused `filter`s' predicates, combined, if `filters`. Closures are never kept in optionals here:
    /// an optional closure is stored in its most general form, and converting to and from it costs two
    /// thunks per call, and allocations.
    fileprivate let predicate: (Element) throws -> Bool
    fileprivate let filters: Bool
    private let makeSink: MakeSink

    @usableFromInline
    required init(
        source: Observable<Source>, transform: @escaping (Source) throws -> Element,
        predicate: @escaping (Element) throws -> Bool, filters: Bool, makeSink: @escaping MakeSink
    ) {
        self.source = source
        self.transform = transform
        self.predicate = predicate
        self.filters = filters
        self.makeSink = makeSink
    }

    override final func run(_ sink: Sink<Element>) -> Disposable {
        source.run(makeSink(self, sink))
    }

    override final func fusing(filter predicate: @escaping (Element) throws -> Bool) -> FilterFusingObservable<Element>
    {
        // A new observable of this very class, built through the instance's own type, which spares a
        // runtime metadata lookup in this generic code.
        type(of: self).init(
            source: source, transform: transform, predicate: filters ? both(self.predicate, predicate) : predicate,
            filters: true, makeSink: makeSink)
    }

    override final func unsharedCopy() -> Observable<Element> {
        type(of: self).init(
            source: source, transform: transform, predicate: predicate, filters: filters, makeSink: makeSink)
    }
}

/// Transforms each element, lets the result through if the fused predicate holds, and forwards terminal
/// events; a thrown error ends the sequence.
@usableFromInline
final class MapFilterSink<Source, Element>: ForwardingSink<Source, Element> {
    private let transform: (Source) throws -> Element
    /// Called only if `filters`.
    private let predicate: (Element) throws -> Bool
    private let filters: Bool

    @usableFromInline
    init(parent: MapFilterObservable<Source, Element>, downstream: Sink<Element>) {
        transform = parent.transform
        predicate = parent.predicate
        filters = parent.filters
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        guard !stopped else { return }
        do {
            let result = try transform(element)
            if filters, try !predicate(result) { return }
            downstream.onNext(result)
        } catch {
            forwardError(error)
        }
    }
}

/// The operators whose per-element step keeps state for each subscription (`scan`, `enumerated`): the
/// step is built per subscription, in the caller's specialised code.
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

/// The value a step of `MapObservable` keeps from one element to the next (an accumulation, an index).
///
/// A `var` captured by the step's closure would live in a box whose every access is checked for
/// exclusivity at run time: two runtime calls per element, which cost more than the rest of the step.
/// The elements of a subscription reach its step one at a time, and only the step touches the value, so
/// the checks are off. One object per subscription, as the box was.
@usableFromInline
final class StepState<Value> {
    @usableFromInline @exclusivity(unchecked) var value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}

/// Runs the step built for the caller's types, and forwards terminal events.
private final class StepSink<Source, Element>: ForwardingSink<Source, Element> {
    private let step: (Source) throws -> Void

    init(downstream: Sink<Element>, step: @escaping (Source) throws -> Void) {
        self.step = step
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        guard !stopped else { return }
        do {
            try step(element)
        } catch {
            forwardError(error)
        }
    }
}
