extension InfallibleType {
    /// Sends the first `count` elements, then completes.
    ///
    /// ```
    /// source:  --1--2--3--|
    /// take(2)
    /// result:  --1--(2|)
    /// ```
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2, 3).take(2).subscribe(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(count))
    }

    /// Sends elements while `predicate` holds; the first element for which it does not completes the
    /// sequence (and is sent too with `behavior: .inclusive`).
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2, 3).take(while: { $0 < 3 }).subscribe(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    public func take(while predicate: @escaping (Element) -> Bool, behavior: TakeBehavior = .exclusive)
        -> Infallible<Element>
    {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// Sends elements until `other` sends one, then completes.
    ///
    /// ```swift
    /// _ = ticks.take(until: closeTaps).subscribe(onNext: { print($0) })
    /// // Prints: the ticks until the first close tap
    /// ```
    public func take<Source: InfallibleType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }
}
