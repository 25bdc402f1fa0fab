extension ObservableType {
    /// Sends, at each element of `sampler`, the latest element the source sent since the previous sample,
    /// if any (or `defaultValue`, if given). Completes at the first sample after the source completed.
    ///
    /// The sampler completing takes one last sample. An error from either sequence ends the sequence.
    ///
    /// ```
    /// source:  --1--2-----3-----|
    /// sampler: -------x--x---x---x
    /// sample(sampler)
    /// result:  -------2------3---|
    /// ```
    ///
    /// ```swift
    /// let ticks = PublishSubject<Void>()
    /// let values = PublishSubject<Int>()
    /// _ = values.sample(ticks).subscribe(onNext: { print($0) })
    /// values.onNext(1)
    /// values.onNext(2)
    /// ticks.onNext(())
    /// ticks.onNext(())
    /// // Prints: 2
    /// ```
    ///
    /// - Parameter defaultValue: Sent at a sample when the source sent nothing new; by default nothing is.
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil)
        -> Observable<Element>
    {
        let sampler = sampler.asObservable()
        return lift {
            SampleSourceSink(delivery: SerialDelivery(downstream: $0), sampler: sampler, defaultValue: defaultValue)
        }
    }
}

/// The source and the sampler may send from different threads, so everything goes through one
/// `SerialDelivery`, whose lock also guards `latest` and `sourceEnded`.
private final class SampleSourceSink<Element, Sample>: DeliverySink<Element> {
    private let sampler: Observable<Sample>
    private let sourceSubscription = SingleAssignmentDisposable()
    private let defaultValue: Element?
    /// The source's latest element not yet sampled.
    private var latest: Element?
    /// The source completed: the next sample is the last.
    private var sourceEnded = false

    init(delivery: SerialDelivery<Element>, sampler: Observable<Sample>, defaultValue: Element?) {
        self.sampler = sampler
        self.defaultValue = defaultValue
        super.init(delivery: delivery)
    }

    override func subscribe(to source: Observable<Element>) -> Disposable {
        source.runOnTrampoline(self) { sourceSubscription.setDisposable($0) }
        let samplerSubscription = SamplerSink(parent: self).start(sampler)
        return Disposables.create(sourceSubscription, samplerSubscription)
    }

    override func onNext(_ element: Element) {
        delivery.withLock { latest = element }
    }

    /// The source is done, but its latest element waits for the next sample.
    override func onCompleted() {
        delivery.withLock { sourceEnded = true }
        sourceSubscription.dispose()
    }

    func takeSample() {
        delivery.perform {
            let element = latest ?? defaultValue
            latest = nil
            switch (element, sourceEnded) {
            case (let element?, true): return .two(.next(element), .completed)
            case (let element?, false): return .one(.next(element))
            case (nil, true): return .one(.completed)
            case (nil, false): return .none
            }
        }
    }
}

private final class SamplerSink<Sample, Element>: NotifierSink<Sample, Element> {
    private let parent: SampleSourceSink<Element, Sample>

    init(parent: SampleSourceSink<Element, Sample>) {
        self.parent = parent
        super.init(delivery: parent.delivery)
    }

    override func onNext(_ element: Sample) { parent.takeSample() }

    /// The sampler's end takes one last sample.
    override func onCompleted() {
        parent.takeSample()
        super.onCompleted()
    }
}
