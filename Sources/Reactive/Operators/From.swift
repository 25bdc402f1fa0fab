extension ObservableType {
    /// A sequence of the elements of `array`, then completion.
    ///
    /// Without a scheduler the elements are sent synchronously, during `subscribe`; with one, each
    /// element (and then completion) is sent in its own scheduled action.
    ///
    /// ```
    /// from([1, 2, 3]):     (123|)
    /// ```
    ///
    /// ```swift
    /// _ = Observable.from([1, 2, 3]).subscribe(onNext: { print($0) })
    /// // Prints: 1, 2, 3
    /// ```
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType? = nil) -> Observable<Element> {
        SequenceObservable(elements: array, scheduler: scheduler)
    }

    /// A sequence of the elements of `sequence`, then completion. The sequence is iterated anew for every
    /// subscription.
    ///
    /// ```
    /// from(1...3):     (123|)
    /// ```
    ///
    /// ```swift
    /// _ = Observable.from(1...3).subscribe(onNext: { print($0) })
    /// // Prints: 1, 2, 3
    /// ```
    public static func from<Elements: Sequence>(_ sequence: Elements, scheduler: ImmediateSchedulerType? = nil)
        -> Observable<Element>
    where Elements.Element == Element {
        SequenceObservable(elements: sequence, scheduler: scheduler)
    }

    /// A sequence of the wrapped value if there is one, then completion.
    ///
    /// ```
    /// from(optional: 1):     (1|)
    /// from(optional: nil):   |
    /// ```
    ///
    /// ```swift
    /// _ = Observable.from(optional: Int?.some(1)).subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// ```
    public static func from(optional: Element?) -> Observable<Element> {
        guard let optional else { return EmptyObservable() }
        return JustObservable(element: optional)
    }

    /// A sequence of the wrapped value if there is one, then completion, sent on `scheduler`.
    ///
    /// ```
    /// from(optional: 1, scheduler:):     -1-|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.from(optional: Int?.some(1), scheduler: scheduler).subscribe(onNext: { print($0) })
    /// scheduler.start()
    /// // Prints: 1
    /// ```
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SequenceObservable(elements: optional.map { [$0] } ?? [], scheduler: scheduler)
    }
}

/// Sends the elements of a sequence: in a loop, or one scheduled action per element.
final class SequenceObservable<Elements: Sequence>: Observable<Elements.Element> {
    private let elements: Elements
    private let scheduler: ImmediateSchedulerType?

    init(elements: Elements, scheduler: ImmediateSchedulerType?) {
        self.elements = elements
        self.scheduler = scheduler
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        guard let scheduler else {
            for element in elements { sink.onNext(element) }
            sink.onCompleted()
            return Disposables.create()
        }
        return scheduler.scheduleRecursive(elements.makeIterator()) { iterator, recurse in
            var iterator = iterator
            if let element = iterator.next() {
                sink.onNext(element)
                recurse(iterator)
            } else {
                sink.onCompleted()
            }
        }
    }
}
