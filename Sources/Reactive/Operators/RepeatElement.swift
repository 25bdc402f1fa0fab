extension ObservableType {
    /// An endless sequence that sends `element` again and again.
    ///
    /// Each element is sent in its own action on `scheduler`, so an operator such as `take` can end the
    /// subscription. Without a scheduler (meaning `CurrentThreadScheduler`) and with nothing else running
    /// on it, the elements are sent in a loop during `subscribe`, which then never returns: give it a
    /// scheduler that defers its work (a dispatch queue, or a `TestScheduler`), or subscribe from within an
    /// action of the current-thread scheduler.
    ///
    /// ```
    /// repeatElement(1, scheduler:):     -1-1-1-1-...
    /// ```
    ///
    /// ```swift
    /// _ = Observable.repeatElement("tick", scheduler: scheduler).take(2).subscribe(onNext: { print($0) })
    /// scheduler.start()
    /// // Prints: tick, tick
    /// ```
    public static func repeatElement(
        _ element: Element, scheduler: ImmediateSchedulerType? = nil
    ) -> Observable<Element> {
        SteppingObservable(scheduler: scheduler, initialState: {}) { _ in element }
    }
}
