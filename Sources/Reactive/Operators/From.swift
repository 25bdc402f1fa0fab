extension ObservableType {
    /// A sequence of the elements of `array`, then completion.
    ///
    /// Without a scheduler (meaning `CurrentThreadScheduler`), when nothing else runs on it, the elements are sent
    /// synchronously, during `subscribe`; otherwise each element (and then completion) is sent in its own
    /// scheduled action.
    ///
    /// ```
    /// from([1, 2, 3]):     (123|)
    /// ```
    ///
    /// ```swift
    /// _ = Observable.from([1, 2, 3]).subscribe(onNext: { print($0) })
    /// // Prints: 1, 2, 3
    /// ```
    public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType? = nil
    ) -> Observable<Element> {
        SteppingObservable(scheduler: scheduler, initialState: { array.makeIterator() }) { $0.next() }
    }

    /// A sequence of the elements of `sequence`, then completion. The sequence is iterated anew for every
    /// subscription, synchronously or on `scheduler` as for `from(_:scheduler:)` with an array.
    ///
    /// ```
    /// from(1...3):     (123|)
    /// ```
    ///
    /// ```swift
    /// _ = Observable.from(1...3).subscribe(onNext: { print($0) })
    /// // Prints: 1, 2, 3
    /// ```
    public static func from<Elements: Sequence>(
        _ sequence: Elements, scheduler: ImmediateSchedulerType? = nil
    ) -> Observable<Element> where Elements.Element == Element {
        SteppingObservable(scheduler: scheduler, initialState: { sequence.makeIterator() }) { $0.next() }
    }

    /// A sequence of the wrapped value if there is one, then completion.
    ///
    /// ```
    /// from(optional: 1):     (1|)
    /// from(optional: nil):   |
    /// ```
    ///
    /// ```swift
    /// _ = Observable.from(optional: Int?.some(1)).subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// ```
    public static func from(optional: Element?) -> Observable<Element> {
        guard let optional else { return EmptyObservable() }
        return JustObservable(element: optional)
    }

    /// A sequence of the wrapped value if there is one, then completion, each sent in its own scheduled
    /// action.
    ///
    /// ```
    /// from(optional: 1, scheduler:):     -1-|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.from(optional: Int?.some(1), scheduler: scheduler).subscribe(onNext: { print($0) })
    /// scheduler.start()
    /// // Prints: 1
    /// ```
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SteppingObservable(scheduler: scheduler, initialState: { optional }) { value in
            defer { value = nil }
            return value
        }
    }
}
