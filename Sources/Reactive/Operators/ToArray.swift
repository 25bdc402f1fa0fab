extension ObservableType {
    /// A `Single` of all the elements, in order, sent when the sequence completes. An error ends it with
    /// that error.
    ///
    /// ```
    /// source:      --1--2--3--|
    /// toArray()
    /// result:      -----------([1,2,3]|)
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).toArray().subscribe(onSuccess: { print($0) })
    /// // Prints: [1, 2, 3]
    /// ```
    ///
    /// - Complexity: O(n) in memory for n elements.
    public func toArray() -> Single<[Element]> {
        Single(raw: lift { ToArraySink(downstream: $0) })
    }
}

private final class ToArraySink<Element>: ForwardingSink<Element, [Element]> {
    private var elements: [Element] = []

    override func onNext(_ element: Element) {
        guard !stopped else { return }
        elements.append(element)
    }

    override func onCompleted() {
        guard !stopped else { return }
        let all = elements
        elements = []
        downstream.onNext(all)
        forwardCompleted()
    }
}
