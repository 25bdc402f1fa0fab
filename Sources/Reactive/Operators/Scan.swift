extension ObservableType {
    /// Sends, for every element, the accumulation of `accumulator` over the elements so far, starting from
    /// `seed`. Each subscription accumulates anew. A thrown error ends the sequence with that error.
    ///
    /// ```
    /// source:      --1--2--3--|
    /// scan(0, +)
    /// result:      --1--3--6--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).scan(0, accumulator: +).subscribe(onNext: { print($0) })
    /// // Prints: 1, 3, 6
    /// ```
    @inlinable
    public func scan<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate)
        -> Observable<Accumulate>
    {
        // The step, built per subscription, owns that subscription's accumulation.
        MapObservable(source: asObservable()) { downstream in
            let accumulation = StepState(seed)
            return { element in
                accumulation.value = try accumulator(accumulation.value, element)
                downstream.onNext(accumulation.value)
            }
        }
    }

    /// Sends, for every element, the accumulation so far, which `accumulator` updates in place, starting
    /// from `seed`. Each subscription accumulates anew. A thrown error ends the sequence with that error.
    ///
    /// ```
    /// source:      --a--b--c--|
    /// scan(into: []) { $0.append($1) }
    /// result:      --[a]--[a,b]--[a,b,c]--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of("a", "b").scan(into: [String]()) { $0.append($1) }.subscribe(onNext: { print($0) })
    /// // Prints: ["a"], ["a", "b"]
    /// ```
    @inlinable
    public func scan<Accumulate>(
        into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        MapObservable(source: asObservable()) { downstream in
            let accumulation = StepState(seed)
            return { element in
                try accumulator(&accumulation.value, element)
                downstream.onNext(accumulation.value)
            }
        }
    }
}
