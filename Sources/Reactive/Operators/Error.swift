extension ObservableType {
    /// A sequence with no elements that fails with `error` as soon as it is subscribed to.
    ///
    /// ```
    /// error(e):     #
    /// ```
    ///
    /// ```swift
    /// struct Failure: Error {}
    /// _ = Observable<Int>.error(Failure()).subscribe(onError: { print($0) })
    /// // Prints: Failure()
    /// ```
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        ErrorObservable(error: error)
    }
}

final class ErrorObservable<Element>: Observable<Element> {
    private let error: Swift.Error

    init(error: Swift.Error) {
        self.error = error
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        sink.onError(error)
        return Disposables.create()
    }
}
