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
    @inlinable
    public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType? = nil
    ) -> Observable<Element> {
        // Built here, in code the caller's module specialises for its own types: a subscription then makes its
        // stepper without a runtime metadata lookup.
        guard stepsOnTrampoline(scheduler) else { return scheduledArrayObservable(array, scheduler: scheduler) }
        return ArrayObservable(
            elements: array,
            makeStepper: { ArrayStepper(elements: $0, sink: $1, trampoline: $2, sendNext: $3) },
            sendNext: { $0.sendNextElement() })
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
    @inlinable
    public static func from<Elements: Sequence>(
        _ sequence: Elements, scheduler: ImmediateSchedulerType? = nil
    ) -> Observable<Element> where Elements.Element == Element {
        // Built here, as `from` with an array is: the iterator's steps and the stepper are the caller's types.
        SteppingObservable(
            scheduler: scheduler, initialState: { sequence.makeIterator() }, step: { $0.next() },
            makeStepper: { Stepper(state: $0, step: $1, sink: $2, trampoline: $3) })
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
