extension ObservableType {
    /// Combines the latest elements of every source in `collection` with `resultSelector`, each time one of
    /// them sends an element, once all of them have sent one.
    ///
    /// It completes when every source has completed, or as soon as it is clear that some source will never
    /// send an element (it completed without one and all the others have completed too). The first error
    /// of any source ends it. An empty collection completes at once.
    ///
    /// ```
    /// a:       --1----2----|
    /// b:       ----3----4----|
    /// combineLatest([a, b]) { $0.reduce(0, +) }
    /// result:  ----4--5-6----|
    /// ```
    ///
    /// ```swift
    /// let sum = Observable.combineLatest([Observable.of(1), Observable.of(2)]) { $0.reduce(0, +) }
    /// _ = sum.subscribe(onNext: { print($0) })
    /// // Prints: 3
    /// ```
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        return CombineLatestObservable(
            arity: sources.count, latest: [Collection.Element.Element?](repeating: nil, count: sources.count),
            combine: { latest in try resultSelector(latest.map { $0! }) }
        ) { state in
            for (index, source) in sources.enumerated() {
                state.add(source) { latest, element in latest[index] = element }
            }
        }
    }

    /// Combines the latest elements of every source in `collection` into an array, each time one of them
    /// sends an element, once all of them have sent one.
    ///
    /// ```
    /// a:       --1----2----|
    /// b:       ----3----4----|
    /// combineLatest([a, b])
    /// result:  ----A--B-C----|      A = [1, 3], B = [2, 3], C = [2, 4]
    /// ```
    ///
    /// ```swift
    /// _ = Observable.combineLatest([Observable.of(1), Observable.of(2)]).subscribe(onNext: { print($0) })
    /// // Prints: [1, 2]
    /// ```
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable.combineLatest(collection) { $0 }
    }
}

/// A combineLatest of a fixed set of sources; `subscribeAll` adds each of them to a subscription's state.
final class CombineLatestObservable<Latest, Result>: Observable<Result> {
    private let arity: Int
    private let latest: Latest
    private let combine: (Latest) throws -> Result
    private let subscribeAll: (CombineLatestSink<Latest, Result>) -> Void

    init(
        arity: Int, latest: Latest, combine: @escaping (Latest) throws -> Result,
        subscribeAll: @escaping (CombineLatestSink<Latest, Result>) -> Void
    ) {
        self.arity = arity
        self.latest = latest
        self.combine = combine
        self.subscribeAll = subscribeAll
    }

    override func run(_ sink: Sink<Result>) -> Disposable {
        if arity == 0 {
            sink.onCompleted()
            return Disposables.create()
        }
        let state = CombineLatestSink(downstream: sink, arity: arity, latest: latest, combine: combine)
        subscribeAll(state)
        return state
    }
}

/// The state of one combineLatest subscription, for any number of sources.
///
/// `Latest` holds the latest element of every source: a tuple of optionals for the fixed arities, so
/// that storing an element and taking a snapshot of all of them allocates nothing, or an array of
/// optionals for the collection form.
final class CombineLatestSink<Latest, Output>: CombiningSink<Latest, Output> {
    private let arity: Int
    private let combine: (Latest) throws -> Output
    // Guarded by `lock`:
    fileprivate var latest: Latest
    private var sourcesWithElement = 0
    private var sourcesDone = 0

    init(downstream: Sink<Output>, arity: Int, latest: Latest, combine: @escaping (Latest) throws -> Output) {
        self.arity = arity
        self.latest = latest
        self.combine = combine
        super.init(downstream: downstream)
    }

    override func output(for value: Latest) throws -> Output {
        try combine(value)
    }

    /// Subscribes to one more source; `store` puts its elements into their place in `latest`.
    func add<Element>(_ source: Observable<Element>, store: @escaping (inout Latest, Element) -> Void) {
        subscribe(CombineLatestInput(parent: self, store: store), to: source)
    }

    /// With `lock` held, after a source stored an element: sends the combination once every source has
    /// one, or completes if every other source has completed without this one ever being able to make a
    /// full combination. Releases the lock.
    fileprivate func unlockAfterElement(isFirstOfItsSource: Bool) {
        if isFirstOfItsSource { sourcesWithElement += 1 }
        if sourcesWithElement == arity {
            unlockAndSendNext(latest)
        } else if sourcesDone == arity - 1 {
            unlockAndSendCompleted()
        } else {
            lock.unlock()
        }
    }

    /// With `lock` held, after a source completed: completes once every source has. Releases the lock.
    fileprivate func unlockAfterCompletion() {
        sourcesDone += 1
        if sourcesDone == arity {
            unlockAndSendCompleted()
        } else {
            lock.unlock()
        }
    }
}

/// Receives the events of one source of a combineLatest.
private final class CombineLatestInput<Element, Latest, Output>: InputSink<Element> {
    private let parent: CombineLatestSink<Latest, Output>
    private let store: (inout Latest, Element) -> Void
    // Guarded by `parent.lock`:
    private var hasElement = false
    private var isDone = false

    init(parent: CombineLatestSink<Latest, Output>, store: @escaping (inout Latest, Element) -> Void) {
        self.parent = parent
        self.store = store
    }

    override func onNext(_ element: Element) {
        parent.lock.lock()
        if isDone || parent.isStopped {
            parent.lock.unlock()
            return
        }
        store(&parent.latest, element)
        let isFirst = !hasElement
        hasElement = true
        parent.unlockAfterElement(isFirstOfItsSource: isFirst)
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
