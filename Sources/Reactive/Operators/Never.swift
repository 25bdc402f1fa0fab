extension ObservableType {
    /// A sequence that never sends anything, not even a terminal event.
    ///
    /// ```
    /// never():     ------...
    /// ```
    ///
    /// ```swift
    /// let subscription = Observable<Int>.never().subscribe(onDisposed: { print("disposed") })
    /// subscription.dispose()
    /// // Prints: disposed
    /// ```
    public static func never() -> Observable<Element> {
        NeverObservable()
    }
}

final class NeverObservable<Element>: Observable<Element> {
    override func run(_ sink: Sink<Element>) -> Disposable {
        Disposables.create()
    }
}
