extension ObservableType {
    /// An endless sequence that sends `element` again and again.
    ///
    /// Each element is sent in its own action on `scheduler` (by default `CurrentThreadScheduler`), so an
    /// operator such as `take` can end the subscription: `Observable.repeatElement(1).take(3)` sends three
    /// elements and completes, because a top-level `subscribe` starts inside the current-thread trampoline.
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
