extension ObservableType {
    /// A sequence with no elements that completes as soon as it is subscribed to.
    ///
    /// ```
    /// empty():     |
    /// ```
    ///
    /// ```swift
    /// _ = Observable<Int>.empty().subscribe(onCompleted: { print("done") })
    /// // Prints: done
    /// ```
    public static func empty() -> Observable<Element> {
        EmptyObservable()
    }
}

final class EmptyObservable<Element>: Observable<Element> {
    override func run(_ sink: Sink<Element>) -> Disposable {
        sink.onCompleted()
        return Disposables.create()
    }
}
