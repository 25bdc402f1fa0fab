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
        SwitchIfEmptyObservable(source: asObservable(), other: other)
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

final class SwitchIfEmptyObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let other: Observable<Element>

    init(source: Observable<Element>, other: Observable<Element>) {
        self.source = source
        self.other = other
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        let switchSink = SwitchIfEmptySink(downstream: sink, other: other)
        switchSink.sourceSubscription.setDisposable(source.run(switchSink))
        return Disposables.create(switchSink.sourceSubscription, switchSink.otherSubscription)
    }
}

/// `other` only starts once the source has ended, so events never come from both at once and need no lock.
private final class SwitchIfEmptySink<Element>: ForwardingSink<Element, Element> {
    private let other: Observable<Element>
    private var isEmpty = true
    let sourceSubscription = SingleAssignmentDisposable()
    let otherSubscription = SerialDisposable()

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
        sourceSubscription.dispose()
        stop()
        let inner = InnerSubscription()
        otherSubscription.disposable = inner
        inner.setDisposable(other.run(StoppingSink(downstream: downstream, subscription: inner)))
    }
}
