extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to every inner sequence as it arrives and sends the elements of all of them as they come.
    ///
    /// It completes once the outer sequence and every inner sequence have completed; the first error of any
    /// of them ends it.
    ///
    /// ```
    /// outer:   -a----b-----|
    /// a:        --1----2--|
    /// b:             -3--|
    /// merge()
    /// result:  ---1---32---|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(Observable.of(1, 2), Observable.of(3)).merge().subscribe(onNext: { print($0) })
    /// // Prints: 1, 2, 3
    /// ```
    public func merge() -> Observable<Element.Element> {
        MergeObservable(source: asObservable(), maxConcurrent: Int.max)
    }

    /// Like `merge()`, but subscribed to at most `maxConcurrent` inner sequences at a time: the others wait,
    /// in order, until one of those completes.
    ///
    /// ```
    /// outer:   -a-b------|
    /// a:        --1--|
    /// b:             -2-|      (subscribed once a completed)
    /// merge(maxConcurrent: 1)
    /// result:  ---1---2--|
    /// ```
    ///
    /// ```swift
    /// let inners = Observable.of(Observable.of(1, 2), Observable.of(3))
    /// _ = inners.merge(maxConcurrent: 1).subscribe(onNext: { print($0) })
    /// // Prints: 1, 2, 3
    /// ```
    ///
    /// - Complexity: O(n) memory for the inner sequences waiting for a slot.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        precondition(maxConcurrent > 0, "merge(maxConcurrent:) needs maxConcurrent > 0")
        return MergeObservable(source: asObservable(), maxConcurrent: maxConcurrent)
    }
}

extension ObservableType {
    /// Subscribes to all `sources` at once and sends their elements as they come.
    ///
    /// It completes once every source has completed (at once if there is none); the first error of any
    /// source ends it.
    ///
    /// ```
    /// a:       --1-----2--|
    /// b:       ----3-------4--|
    /// merge(a, b)
    /// result:  --1-3---2---4--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.merge([Observable.of(1), Observable.of(2)]).subscribe(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        MergeArrayObservable(sources: Array(sources))
    }

    /// Subscribes to all `sources` at once and sends their elements as they come.
    ///
    /// ```
    /// a:       --1-----2--|
    /// b:       ----3-------4--|
    /// merge([a, b])
    /// result:  --1-3---2---4--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.merge([Observable.of(1), Observable.of(2)]).subscribe(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeArrayObservable(sources: sources)
    }

    /// Subscribes to all `sources` at once and sends their elements as they come.
    ///
    /// ```
    /// a:       --1-----2--|
    /// b:       ----3-------4--|
    /// merge(a, b)
    /// result:  --1-3---2---4--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.merge(Observable.of(1), Observable.of(2)).subscribe(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeArrayObservable(sources: sources)
    }
}

final class MergeObservable<Inner: ObservableConvertibleType>: Observable<Inner.Element> {
    private let source: Observable<Inner>
    private let maxConcurrent: Int

    init(source: Observable<Inner>, maxConcurrent: Int) {
        self.source = source
        self.maxConcurrent = maxConcurrent
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        let state = MergeSink(downstream: sink, maxConcurrent: maxConcurrent)
        state.subscribe(MergeOuter<Inner>(parent: state), to: source)
        return state
    }
}

final class MergeArrayObservable<Element>: Observable<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        let state = MergeSink(downstream: sink, maxConcurrent: Int.max)
        state.mergeAll(sources)
        return state
    }
}

/// The state of one merge subscription: the inner subscriptions alive, the inner sequences waiting for a
/// slot, and whether the outer sequence has completed.
final class MergeSink<Element>: FanInSink<Element, Element> {
    private let maxConcurrent: Int
    // Guarded by `lock`:
    /// Inner sequences subscribed to or being subscribed to.
    private var active = 0
    private var waiting = ElementQueue<Observable<Element>>()
    fileprivate var outerDone = false
    /// Set while a thread is subscribing to waiting inner sequences, so that completions meanwhile leave
    /// the filling of the freed slots to it instead of recursing.
    private var startingWaiting = false
    private var inners: [Int: MergeInner<Element>] = [:]
    private var nextKey = 0

    init(downstream: Sink<Element>, maxConcurrent: Int) {
        self.maxConcurrent = maxConcurrent
        super.init(downstream: downstream)
    }

    override func output(for value: Element) -> Element { value }

    /// Subscribes to every source as if an outer sequence had sent them all, then completed.
    func mergeAll(_ sources: [Observable<Element>]) {
        lock.withLock { active = sources.count }
        for source in sources { subscribeInner(source) }
        lock.lock()
        outerDone = true
        unlockCompletingIfDone()
    }

    /// With `lock` held: takes an inner sequence the outer sent, subscribing now if a slot is free and
    /// nothing waits before it. Releases the lock.
    fileprivate func unlockAndAccept(_ inner: Observable<Element>) {
        if isStopped {
            lock.unlock()
        } else if active < maxConcurrent && waiting.isEmpty {
            active += 1
            lock.unlock()
            subscribeInner(inner)
        } else {
            waiting.append(inner)
            lock.unlock()
        }
    }

    /// With `lock` held, after an inner sequence completed: gives its slot to the next waiting sequence,
    /// or completes if nothing is left. Releases the lock.
    fileprivate func unlockAfterInnerCompleted(key: Int) {
        inners[key] = nil
        active -= 1
        if !waiting.isEmpty {
            if startingWaiting {
                lock.unlock()
                return
            }
            startingWaiting = true
            while active < maxConcurrent, let next = waiting.popFirst() {
                active += 1
                lock.unlock()
                subscribeInner(next)
                lock.lock()
            }
            startingWaiting = false
        }
        unlockCompletingIfDone()
    }

    /// With `lock` held: completes if the outer sequence and every inner one have. Releases the lock.
    fileprivate func unlockCompletingIfDone() {
        if outerDone && active == 0 {
            unlockAndSendCompleted()
        } else {
            lock.unlock()
        }
    }

    /// Subscribes to an inner sequence whose slot is already counted in `active`.
    private func subscribeInner(_ source: Observable<Element>) {
        let inner = MergeInner(parent: self)
        let registered: Bool = lock.withLock {
            if isStopped { return false }
            inner.key = nextKey
            inners[nextKey] = inner
            nextKey += 1
            return true
        }
        if registered {
            inner.start(source)
        } else {
            inner.dispose()
        }
    }

    override func didDispose() {
        let inners: [Int: MergeInner<Element>] = lock.withLock {
            waiting.removeAll()
            defer { self.inners = [:] }
            return self.inners
        }
        for inner in inners.values { inner.dispose() }
    }
}

/// Receives the inner sequences of a merge.
private final class MergeOuter<Inner: ObservableConvertibleType>: InputSink<Inner> {
    private let parent: MergeSink<Inner.Element>

    init(parent: MergeSink<Inner.Element>) {
        self.parent = parent
    }

    override func onNext(_ inner: Inner) {
        parent.lock.lock()
        parent.unlockAndAccept(inner.asObservable())
    }

    override func onError(_ error: Swift.Error) {
        dispose()
        parent.lock.lock()
        parent.unlockAndSendError(error)
    }

    override func onCompleted() {
        dispose()
        parent.lock.lock()
        parent.outerDone = true
        parent.unlockCompletingIfDone()
    }
}

/// Receives the elements of one inner sequence of a merge.
private final class MergeInner<Element>: InputSink<Element> {
    private let parent: MergeSink<Element>
    /// Where the parent keeps this inner subscription; set under the parent's lock before it starts.
    var key = 0

    init(parent: MergeSink<Element>) {
        self.parent = parent
    }

    override func onNext(_ element: Element) {
        parent.lock.lock()
        parent.unlockAndSendNext(element)
    }

    override func onError(_ error: Swift.Error) {
        dispose()
        parent.lock.lock()
        parent.unlockAndSendError(error)
    }

    override func onCompleted() {
        dispose()
        parent.lock.lock()
        parent.unlockAfterInnerCompleted(key: key)
    }
}
