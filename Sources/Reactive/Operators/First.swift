/// The sequence behind `first()`: the source's first element, or `nil` if it completes without one, then
/// completion.
///
/// RxSwift's `first()` returns `Single<Element?>`; the `Single` trait wraps this observable, which is why it
/// is not public on its own.
///
/// ```
/// source:  ----1--2--|
/// first
/// result:  ----(1|)
/// ```
final class FirstObservable<Element>: Observable<Element?> {
    private let source: Observable<Element>

    init(source: Observable<Element>) { self.source = source }

    override func run(_ sink: Sink<Element?>) -> Disposable {
        source.run(FirstSink(downstream: sink))
    }
}

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
