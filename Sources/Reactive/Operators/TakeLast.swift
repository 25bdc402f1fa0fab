extension ObservableType {
    /// Sends the last `count` elements once the source completes.
    ///
    /// ```
    /// source:  --1--2--3--4--|
    /// takeLast(2)
    /// result:  --------------(34|)
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3, 4).takeLast(2).subscribe(onNext: { print($0) })
    /// // Prints: 3, 4
    /// ```
    ///
    /// - Complexity: Keeps up to `count` elements in memory until the source completes.
    public func takeLast(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "takeLast(_:) needs a count of at least zero")
        return lift { TakeLastSink(downstream: $0, count: count) }
    }
}

private final class TakeLastSink<Element>: ForwardingSink<Element, Element> {
    private let count: Int
    /// A ring of the last `count` elements; `oldest` is where the oldest one sits once the ring is full.
    private var ring: [Element] = []
    private var oldest = 0

    init(downstream: Sink<Element>, count: Int) {
        self.count = count
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !stopped, count > 0 else { return }
        if ring.count < count {
            ring.append(element)
        } else {
            ring[oldest] = element
            oldest = (oldest + 1) % count
        }
    }

    override func onCompleted() {
        guard !stopped else { return }
        for index in 0..<ring.count {
            downstream.onNext(ring[(oldest + index) % ring.count])
        }
        ring = []
        forwardCompleted()
    }
}
