extension ObservableType {
    /// A `Single` of the source's first element, or of `nil` if the source completes without one; the
    /// source is released as soon as its first element arrives.
    ///
    /// ```
    /// source:  ----1--2--|
    /// first()
    /// result:  ----(1|)
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).first().subscribe(onSuccess: { print($0 as Any) })
    /// // Prints: Optional(1)
    /// ```
    public func first() -> Single<Element?> {
        Single(raw: lift { FirstSink(downstream: $0) })
    }
}

/// Sends the source's first element, or `nil` if it completes without one, then completes.
private final class FirstSink<Element>: ForwardingSink<Element, Element?> {
    override func onNext(_ element: Element) {
        guard !stopped else { return }
        downstream.onNext(element)
        if !stopped { forwardCompleted() }
    }

    override func onCompleted() {
        guard !stopped else { return }
        downstream.onNext(nil)
        if !stopped { forwardCompleted() }
    }
}
