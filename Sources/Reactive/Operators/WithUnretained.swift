extension ObservableType {
    /// Sends `resultSelector` of `object` and every element, holding `object` weakly: once `object` is
    /// gone, the next element completes the sequence instead.
    ///
    /// ```
    /// source:      --1--2--3--|     (object released after 2)
    /// withUnretained(object) { ($0, $1) }
    /// result:      --a--b--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1).withUnretained(box) { box, value in box.name + "\(value)" }
    ///     .subscribe(onNext: { print($0) })
    /// // Prints: box1
    /// ```
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        // Captured weakly, so that the sequence does not keep `object` alive between subscriptions.
        lift { [weak object] in
            WithUnretainedSink(downstream: $0, object: object, resultSelector: resultSelector)
        }
    }

    /// Pairs `object` with every element, holding `object` weakly: once `object` is gone, the next element
    /// completes the sequence instead.
    ///
    /// ```
    /// source:      --1--2--|
    /// withUnretained(object)
    /// result:      --(o,1)--(o,2)--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1).withUnretained(box).subscribe(onNext: { box, value in print(box.name, value) })
    /// // Prints: box 1
    /// ```
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }
}

private final class WithUnretainedSink<Object: AnyObject, Source, Element>: ForwardingSink<Source, Element> {
    private weak var object: Object?
    private let resultSelector: (Object, Source) -> Element

    init(downstream: Sink<Element>, object: Object?, resultSelector: @escaping (Object, Source) -> Element) {
        self.object = object
        self.resultSelector = resultSelector
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Source) {
        guard !stopped else { return }
        guard let object else {
            forwardCompleted()
            return
        }
        downstream.onNext(resultSelector(object, element))
    }
}
