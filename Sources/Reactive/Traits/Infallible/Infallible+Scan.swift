extension InfallibleType {
    /// Sends the running result of `accumulator`, starting from `seed`, after every element.
    ///
    /// ```
    /// source:  --1--2--3--|
    /// scan(0, +)
    /// result:  --1--3--6--|
    /// ```
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2, 3).scan(0, accumulator: +).subscribe(onNext: { print($0) })
    /// // Prints: 1, 3, 6
    /// ```
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed) -> Infallible<Seed> {
        Infallible<Seed>(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Sends the running result after every element, updating it in place with `accumulator`.
    ///
    /// ```
    /// source:  --a--b--|
    /// scan(into: []) { $0.append($1) }
    /// result:  --A--B--|      A = [a], B = [a, b]
    /// ```
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2).scan(into: [Int]()) { $0.append($1) }.subscribe(onNext: { print($0) })
    /// // Prints: [1], [1, 2]
    /// ```
    public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void) -> Infallible<Seed> {
        Infallible<Seed>(asObservable().scan(into: seed, accumulator: accumulator))
    }
}
