extension ObservableType {
    /// Accumulates the elements with `accumulator`, starting from `seed`, and sends the accumulation when
    /// the sequence completes. A thrown error ends the sequence with that error.
    ///
    /// ```
    /// source:      --1--2--3--|
    /// reduce(0, +)
    /// result:      -----------(6|)
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).reduce(0, accumulator: +).subscribe(onNext: { print($0) })
    /// // Prints: 6
    /// ```
    public func reduce<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }

    /// Accumulates the elements with `accumulator`, starting from `seed`, and sends `mapResult` of the
    /// accumulation when the sequence completes. A thrown error ends the sequence with that error.
    ///
    /// ```
    /// source:      --1--2--3--|
    /// reduce(0, +, mapResult: { "\($0)" })
    /// result:      -----------("6"|)
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).reduce(0, accumulator: +, mapResult: { "sum \($0)" })
    ///     .subscribe(onNext: { print($0) })
    /// // Prints: sum 6
    /// ```
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        lift { ReduceSink(downstream: $0, seed: seed, accumulator: accumulator, mapResult: mapResult) }
    }
}

private final class ReduceSink<Source, Accumulate, Element>: ForwardingSink<Source, Element> {
    private var accumulation: Accumulate
    private let accumulator: (Accumulate, Source) throws -> Accumulate
    private let mapResult: (Accumulate) throws -> Element

    init(
        downstream: Sink<Element>, seed: Accumulate, accumulator: @escaping (Accumulate, Source) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Element
    ) {
        accumulation = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        guard !stopped else { return }
        do {
            accumulation = try accumulator(accumulation, element)
        } catch {
            forwardError(error)
        }
    }

    override func onCompleted() {
        guard !stopped else { return }
        let result: Element
        do {
            result = try mapResult(accumulation)
        } catch {
            forwardError(error)
            return
        }
        downstream.onNext(result)
        forwardCompleted()
    }
}
