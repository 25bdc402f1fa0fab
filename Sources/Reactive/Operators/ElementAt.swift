extension ObservableType {
    /// Sends only the element at `index` (counting from zero), then completes. If the source completes
    /// before reaching it, the sequence fails with `RxError.argumentOutOfRange`.
    ///
    /// ```
    /// source:  --a--b--c--|
    /// element(at: 1)
    /// result:  -----(b|)
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of("a", "b", "c").element(at: 1).subscribe(onNext: { print($0) })
    /// // Prints: b
    /// ```
    public func element(at index: Int) -> Observable<Element> {
        precondition(index >= 0, "element(at:) needs an index of at least zero")
        return lift { ElementAtSink(downstream: $0, index: index) }
    }
}

private final class ElementAtSink<Element>: ForwardingSink<Element, Element> {
    /// How many elements are still to be dropped before the one to send.
    private var remaining: Int

    init(downstream: Sink<Element>, index: Int) {
        remaining = index
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !stopped else { return }
        if remaining > 0 {
            remaining -= 1
            return
        }
        downstream.onNext(element)
        if !stopped { forwardCompleted() }
    }

    override func onCompleted() {
        guard !stopped else { return }
        forwardError(RxError.argumentOutOfRange)
    }
}
