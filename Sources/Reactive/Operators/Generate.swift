extension ObservableType {
    /// A sequence that sends `initialState`, then `iterate` of it, and so on, for as long as `condition`
    /// holds; then completes. An error thrown by `condition` or `iterate` ends the sequence with it.
    ///
    /// Sent synchronously or on `scheduler` as `of` does; an endless one needs a scheduler that defers its
    /// work (see `repeatElement`).
    ///
    /// ```
    /// generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 }):     (139|)
    /// ```
    ///
    /// ```swift
    /// _ = Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 })
    ///     .subscribe(onNext: { print($0) })
    /// // Prints: 1, 3, 9
    /// ```
    public static func generate(
        initialState: Element, condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType? = nil,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        // The state is the next candidate, or nil before the first step.
        SteppingObservable(scheduler: scheduler, initialState: { Element?.none }) { state in
            let candidate = try state.map(iterate) ?? initialState
            state = candidate
            return try condition(candidate) ? candidate : nil
        }
    }
}
