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
        lift { MergeSink<Element>(downstream: $0, maxConcurrent: Int.max) }
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
        return lift { MergeSink<Element>(downstream: $0, maxConcurrent: maxConcurrent) }
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

final class MergeArrayObservable<Element>: Observable<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        let merge = MergeSink<Observable<Element>>(downstream: sink, maxConcurrent: Int.max)
        // As if an outer sequence had sent every source, then completed. A `just` gives its element
        // without being subscribed to.
        for source in sources {
            if source.hasImmediateElement {
                merge.forwardNext(source.immediateElement)
            } else {
                merge.subscribeInner(source)
            }
        }
        merge.onCompleted()
        return merge
    }
}

/// Subscribes to the inner sequences the outer one sends, at most `maxConcurrent` at a time; the others
/// wait in `waiting`, in order, for a slot.
private final class MergeSink<Inner: ObservableConvertibleType>: FanInSink<Inner, Inner.Element>, @unchecked Sendable {
    // Sendable: as FanInSink; `waiting` and `startingWaiting` are only touched under `lock`.
    private let maxConcurrent: Int
    private var waiting = ElementQueue<Observable<Inner.Element>>()
    /// Set while a thread subscribes to waiting sequences: inner sequences that complete meanwhile (even
    /// synchronously, during that subscription) leave their slot to it instead of recursing.
    private var startingWaiting = false

    init(downstream: Sink<Inner.Element>, maxConcurrent: Int) {
        self.maxConcurrent = maxConcurrent
        super.init(downstream: downstream)
    }

    override func onNext(_ inner: Inner) {
        let source = inner.asObservable()
        guard maxConcurrent != Int.max else {
            if source.hasImmediateElement {
                Trampoline.hold { forwardNext(source.immediateElement) }
            } else {
                subscribeInner(source)
            }
            return
        }
        lock.lock()
        if stopped {
            lock.unlock()
        } else if innerCount < maxConcurrent && waiting.isEmpty {
            let link = linkInnerLocked()
            lock.unlock()
            if let link { start(link, source) }
        } else {
            waiting.append(source)
            lock.unlock()
        }
    }

    override func onCompleted() {
        lock.lock()
        let subscription = outerDidCompleteLocked()
        let complete = innerCount == 0 && waiting.isEmpty && !startingWaiting && claimTerminalLocked(.completed)
        lock.unlock()
        subscription?.dispose()
        if complete { deliverTerminal(.completed) }
    }

    override func innerCompleted(_ inner: FanInInner<Inner, Inner.Element>) {
        guard maxConcurrent != Int.max else {
            finishInner(inner)
            return
        }
        guard removeInner(inner) else { return }
        lock.lock()
        if startingWaiting {
            lock.unlock()
            return
        }
        startingWaiting = true
        while innerCount < maxConcurrent, let next = waiting.popFirst(), let link = linkInnerLocked() {
            lock.unlock()
            start(link, next)
            lock.lock()
        }
        startingWaiting = false
        let complete = outerCompleted && innerCount == 0 && waiting.isEmpty && claimTerminalLocked(.completed)
        lock.unlock()
        if complete { deliverTerminal(.completed) }
    }

    override func willDisposeLocked() {
        waiting.removeAll()
    }
}
