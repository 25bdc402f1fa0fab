extension ObservableType where Element: RxAbstractInteger {
    /// A sequence of `count` consecutive integers from `start`, then completion.
    ///
    /// Sent synchronously or on `scheduler` as `of` does. `count` must not be negative, and the last
    /// integer must be representable.
    ///
    /// ```
    /// range(start: 1, count: 3):     (123|)
    /// ```
    ///
    /// ```swift
    /// _ = Observable.range(start: 1, count: 3).subscribe(onNext: { print($0) })
    /// // Prints: 1, 2, 3
    /// ```
    public static func range(
        start: Element, count: Element, scheduler: ImmediateSchedulerType? = nil
    ) -> Observable<Element> {
        precondition(count >= 0, "range needs a count that is not negative")
        precondition(count == 0 || start <= Element.max - (count - 1), "range overflows \(Element.self)")
        return SteppingObservable(scheduler: scheduler, initialState: { Element.zero }) { index in
            guard index < count else { return nil }
            defer { index += 1 }
            return start + index
        }
    }
}
