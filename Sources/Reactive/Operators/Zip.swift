extension ObservableType {
    /// Combines the elements of every source in `collection` by index with `resultSelector`: the first
    /// elements of all sources, then the second ones, and so on.
    ///
    /// Elements wait in a queue until every source has sent its element of the same index. It completes
    /// when every source has completed, or when a source sends an element that can never be paired because
    /// all the others have completed. The first error of any source ends it. An empty collection completes
    /// at once.
    ///
    /// ```
    /// a:       --1----2-------|
    /// b:       ----3----4--5----|
    /// zip([a, b]) { $0.reduce(0, +) }
    /// result:  ----4----6-------|
    /// ```
    ///
    /// ```swift
    /// let sums = Observable.zip([Observable.of(1, 2), Observable.of(10, 20)]) { $0.reduce(0, +) }
    /// _ = sums.subscribe(onNext: { print($0) })
    /// // Prints: 11, 22
    /// ```
    ///
    /// - Complexity: O(n) memory for the elements a faster source is ahead by.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        return CombiningObservable { downstream in
            if sources.isEmpty {
                downstream.onCompleted()
                return Disposables.create()
            }
            let state = ZipSink(
                downstream: downstream, arity: sources.count,
                queues: [ElementQueue<Collection.Element.Element>](repeating: ElementQueue(), count: sources.count),
                completesWhenUnpairable: true,
                isReady: { queues in queues.allSatisfy { !$0.isEmpty } },
                dequeue: { queues in queues.indices.map { queues[$0].popFirst()! } },
                combine: resultSelector)
            for (index, source) in sources.enumerated() {
                state.add(source) { queues, element in queues[index].append(element) }
            }
            return state
        }
    }

    /// Combines the elements of every source in `collection` by index into arrays: the first elements of
    /// all sources, then the second ones, and so on.
    ///
    /// ```
    /// a:       --1----2-------|
    /// b:       ----3----4--5----|
    /// zip([a, b])
    /// result:  ----A----B-------|      A = [1, 3], B = [2, 4]
    /// ```
    ///
    /// ```swift
    /// _ = Observable.zip([Observable.of(1, 2), Observable.of(3, 4)]).subscribe(onNext: { print($0) })
    /// // Prints: [1, 3], [2, 4]
    /// ```
    ///
    /// - Complexity: O(n) memory for the elements a faster source is ahead by.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable.zip(collection) { $0 }
    }
}

/// The state of one zip subscription, for any number of sources.
///
/// `Queues` holds a queue of waiting elements per source: a tuple of queues for the fixed arities, so that
/// sources sending in step allocate nothing once their queues are warm, or an array for the collection
/// form. `Values` is one element of every source, taken from the queues under the lock.
@usableFromInline
final class ZipSink<Queues, Values, Output>: CombiningSink<Values, Output> {
    private let arity: Int
    /// RxSwift's collection form also completes when a source sends an element that can never be paired.
    private let completesWhenUnpairable: Bool
    private let isReady: (Queues) -> Bool
    private let dequeue: (inout Queues) -> Values
    private let combine: (Values) throws -> Output
    // Guarded by `lock`:
    @exclusivity(unchecked) var queues: Queues
    @exclusivity(unchecked) private var sourcesDone = 0

    @usableFromInline
    init(
        downstream: Sink<Output>, arity: Int, queues: Queues, completesWhenUnpairable: Bool = false,
        isReady: @escaping (Queues) -> Bool, dequeue: @escaping (inout Queues) -> Values,
        combine: @escaping (Values) throws -> Output
    ) {
        self.arity = arity
        self.queues = queues
        self.completesWhenUnpairable = completesWhenUnpairable
        self.isReady = isReady
        self.dequeue = dequeue
        self.combine = combine
        super.init(downstream: downstream)
    }

    override func output(for value: Values) throws -> Output {
        try combine(value)
    }

    /// Subscribes to one more source; `enqueue` appends its elements to its queue in `queues`.
    @inlinable
    func add<Element>(_ source: Observable<Element>, enqueue: @escaping (inout Queues, Element) -> Void) {
        if !takeImmediateElement(of: source, enqueue: enqueue) {
            let input = ZipInput(parent: self, enqueue: enqueue)
            subscribe(input, as: input, to: source)
        }
    }

    /// Takes the element of a `just` as if it had been subscribed to (element, then completion), without
    /// the subscription; returns false for any other source.
    @usableFromInline
    func takeImmediateElement<Element>(of source: Observable<Element>, enqueue: (inout Queues, Element) -> Void)
        -> Bool
    {
        guard source.hasImmediateElement else { return false }
        lock.lock()
        if isStopped {
            lock.unlock()
            return true
        }
        enqueue(&queues, source.immediateElement)
        unlockAfterElement()
        lock.lock()
        unlockAfterCompletion()
        return true
    }

    /// With `lock` held, after a source queued an element: sends the next combination if every source has
    /// an element waiting. Releases the lock.
    func unlockAfterElement() {
        if isReady(queues) {
            unlockAndSendNext(dequeue(&queues))
        } else if completesWhenUnpairable && sourcesDone == arity - 1 {
            unlockAndSendCompleted()
        } else {
            lock.unlock()
        }
    }

    /// With `lock` held, after a source completed: completes once every source has. Releases the lock.
    func unlockAfterCompletion() {
        sourcesDone += 1
        if sourcesDone == arity {
            unlockAndSendCompleted()
        } else {
            lock.unlock()
        }
    }
}

/// Receives the events of one source of a zip.
@usableFromInline
final class ZipInput<Element, Queues, Values, Output>: InputSink<Element> {
    private let parent: ZipSink<Queues, Values, Output>
    private let enqueue: (inout Queues, Element) -> Void
    // Guarded by `parent.lock`:
    @exclusivity(unchecked) private var isDone = false

    @usableFromInline
    init(parent: ZipSink<Queues, Values, Output>, enqueue: @escaping (inout Queues, Element) -> Void) {
        self.parent = parent
        self.enqueue = enqueue
    }

    override func onNext(_ element: Element) {
        parent.lock.lock()
        if isDone || parent.isStopped {
            parent.lock.unlock()
            return
        }
        enqueue(&parent.queues, element)
        parent.unlockAfterElement()
    }

    override func onError(_ error: Swift.Error) {
        dispose()
        parent.lock.lock()
        isDone = true
        parent.unlockAndSendError(error)
    }

    override func onCompleted() {
        dispose()
        parent.lock.lock()
        if isDone {
            parent.lock.unlock()
            return
        }
        isDone = true
        parent.unlockAfterCompletion()
    }
}
