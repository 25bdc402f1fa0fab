extension ObservableType {
    /// Pairs every element with its index in the sequence, counted from 0 for each subscription.
    ///
    /// ```
    /// source:      --a--b--c--|
    /// enumerated()
    /// result:      --(0,a)--(1,b)--(2,c)--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of("a", "b").enumerated().subscribe(onNext: { print($0.index, $0.element) })
    /// // Prints: 0 a, 1 b
    /// ```
    @inlinable
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        MapObservable(source: asObservable()) { downstream in
            let index = StepState(0)
            return { element in
                let current = index.value
                index.value += 1
                downstream.onNext((current, element))
            }
        }
    }
}
