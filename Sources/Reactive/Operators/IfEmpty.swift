extension ObservableType {
    /// Sends `default` before completing if the source completes without an element.
    ///
    /// ```
    /// source:  -----|
    /// ifEmpty(default: 0)
    /// result:  -----(0|)
    /// ```
    ///
    /// ```swift
    /// _ = Observable<Int>.empty().ifEmpty(default: 0).subscribe(onNext: { print($0) })
    /// // Prints: 0
    /// ```
    public func ifEmpty(default: Element) -> Observable<Element> {
        lift { DefaultIfEmptySink(downstream: $0, default: `default`) }
    }

    /// Continues with `other` if the source completes without an element.
    ///
    /// `other` may itself be an `ifEmpty(switchTo:)` or a `catch` that switches at once, to any depth: such
    /// a chain does not grow the stack.
    ///
    /// ```
    /// source:  -----|
    /// other:        --7--8--|
    /// ifEmpty(switchTo: other)
    /// result:  -------7--8--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable<Int>.empty().ifEmpty(switchTo: .of(7, 8)).subscribe(onNext: { print($0) })
    /// // Prints: 7, 8
    /// ```
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        lift { SwitchIfEmptySink(downstream: $0, other: other) }
    }
}

private final class DefaultIfEmptySink<Element>: ForwardingSink<Element, Element> {
    private let defaultElement: Element
    private var isEmpty = true

    init(downstream: Sink<Element>, default defaultElement: Element) {
        self.defaultElement = defaultElement
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !stopped else { return }
        isEmpty = false
        downstream.onNext(element)
    }

    override func onCompleted() {
        guard !stopped else { return }
        if isEmpty { downstream.onNext(defaultElement) }
        if !stopped { forwardCompleted() }
    }
}

private final class SwitchIfEmptySink<Element>: FallbackSink<Element> {
    private let other: Observable<Element>
    private var isEmpty = true

    init(downstream: Sink<Element>, other: Observable<Element>) {
        self.other = other
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !stopped else { return }
        isEmpty = false
        downstream.onNext(element)
    }

    override func onCompleted() {
        guard !stopped else { return }
        guard isEmpty else {
            forwardCompleted()
            return
        }
        // The source is over: release it, and let `other` talk to downstream directly.
        releaseSource()
        switchTo(other)
    }
}
