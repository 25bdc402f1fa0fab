extension ObservableType {
    /// A sequence that calls `observableFactory` for every subscriber and subscribes it to the sequence
    /// the factory returns. An error thrown by the factory is sent to that subscriber.
    ///
    /// ```
    /// deferred { just(now) }:     (t|)   a fresh value per subscription
    /// ```
    ///
    /// ```swift
    /// var count = 0
    /// let counter = Observable.deferred { count += 1; return Observable.just(count) }
    /// _ = counter.subscribe(onNext: { print($0) })
    /// _ = counter.subscribe(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>)
        -> Observable<Element>
    {
        DeferredObservable(factory: observableFactory)
    }
}

final class DeferredObservable<Element>: Observable<Element> {
    private let factory: () throws -> Observable<Element>

    init(factory: @escaping () throws -> Observable<Element>) {
        self.factory = factory
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        let source: Observable<Element>
        do {
            source = try factory()
        } catch {
            sink.onError(error)
            return Disposables.create()
        }
        return source.run(sink)
    }
}
