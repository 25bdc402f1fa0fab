extension ObservableType {
    /// Sends every event of the sequence as an element: elements, then the terminal event (an error too),
    /// after which the sequence completes. The result never fails.
    ///
    /// ```
    /// source:      --1--2--#
    /// materialize()
    /// result:      --n1-n2-(e|)
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1).materialize().subscribe(onNext: { print($0) })
    /// // Prints: next(1), completed
    /// ```
    public func materialize() -> Observable<Event<Element>> {
        lift { MaterializeSink(downstream: $0) }
    }
}

private final class MaterializeSink<Element>: ForwardingSink<Element, Event<Element>> {
    override func onNext(_ element: Element) {
        guard !stopped else { return }
        downstream.onNext(.next(element))
    }

    override func onError(_ error: Swift.Error) {
        guard !stopped else { return }
        downstream.onNext(.error(error))
        forwardCompleted()
    }

    override func onCompleted() {
        guard !stopped else { return }
        downstream.onNext(.completed)
        forwardCompleted()
    }
}
