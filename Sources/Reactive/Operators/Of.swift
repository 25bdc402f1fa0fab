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
        // Inlined, so that `from` is built in the caller's module for its types (see `ArrayObservable`).
        from(elements, scheduler: scheduler)
    }
}
