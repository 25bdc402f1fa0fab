extension ObservableType {
    /// A sequence of one element: it sends `element`, then completes, as soon as it is subscribed to.
    ///
    /// ```
    /// just(1):     (1|)
    /// ```
    ///
    /// ```swift
    /// _ = Observable.just(1).subscribe(onNext: { print($0) }, onCompleted: { print("done") })
    /// // Prints: 1, done
    /// ```
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        JustObservable(element: element)
    }

    /// A sequence of one element, sent on `scheduler`; completion follows in a second scheduled action.
    ///
    /// ```
    /// just(1, scheduler:):     -1-|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.just(1, scheduler: scheduler).subscribe(onNext: { print($0) })
    /// scheduler.start()
    /// // Prints: 1
    /// ```
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ScheduledJustObservable(element: element, scheduler: scheduler)
    }
}

/// Operators such as `flatMap` recognise it through `immediateElement` and take the element directly,
/// without subscribing. Built in the caller's module (`@inlinable`), where its type is known statically.
@usableFromInline
final class JustObservable<Element>: Observable<Element> {
    @usableFromInline let element: Element

    @inlinable
    init(element: Element) {
        self.element = element
    }

    override var hasImmediateElement: Bool { true }

    override var immediateElement: Element { element }

    override func run(_ sink: Sink<Element>) -> Disposable {
        sink.onNext(element)
        sink.onCompleted()
        return Disposables.create()
    }
}

final class ScheduledJustObservable<Element>: Observable<Element> {
    private let element: Element
    private let scheduler: ImmediateSchedulerType

    init(element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        let scheduler = self.scheduler
        let completion = SerialDisposable()
        let first = scheduler.schedule(element) { element in
            sink.onNext(element)
            completion.disposable = scheduler.schedule(()) { _ in
                sink.onCompleted()
                return Disposables.create()
            }
            return Disposables.create()
        }
        return Disposables.create(first, completion)
    }
}
