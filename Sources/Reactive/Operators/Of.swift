extension ObservableType {
    /// A sequence of the given elements, then completion.
    ///
    /// Without a scheduler (meaning `CurrentThreadScheduler`), when nothing else runs on it, the elements are sent
    /// synchronously, during `subscribe`; otherwise each element (and then completion) is sent in its own
    /// scheduled action.
    ///
    /// ```
    /// of(1, 2, 3):     (123|)
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).subscribe(onNext: { print($0) })
    /// // Prints: 1, 2, 3
    /// ```
    @inlinable
    public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType? = nil
    ) -> Observable<Element> {
        // Built here, as `from` with an array is (see `ArrayObservable`).
        guard stepsOnTrampoline(scheduler) else { return scheduledArrayObservable(elements, scheduler: scheduler) }
        return ArrayObservable(
            elements: elements,
            makeStepper: { ArrayStepper(elements: $0, sink: $1, trampoline: $2, sendNext: $3) },
            sendNext: { $0.sendNextElement() })
    }
}
