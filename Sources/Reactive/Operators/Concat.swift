extension ObservableType {
    /// Sends this sequence's elements, then, once it completes, those of `second`.
    ///
    /// ```
    /// source:  --1--2--|
    /// second:          --3--|      (subscribed once source completed)
    /// concat(second)
    /// result:  --1--2----3--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).concat(Observable.of(3)).subscribe(onNext: { print($0) })
    /// // Prints: 1, 2, 3
    /// ```
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        ConcatObservable(sources: [asObservable(), second.asObservable()])
    }

    /// Subscribes to the sources of `sequence` one after the other, each once the previous one has
    /// completed, and sends their elements. The sequence is read lazily, one source at a time, so it may
    /// be endless.
    ///
    /// The first error ends the result; it completes after the last source.
    ///
    /// ```
    /// a:       --1--|
    /// b:            -2-|      (subscribed once a completed)
    /// concat([a, b])
    /// result:  --1---2-|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.concat(AnySequence([Observable.of(1), Observable.of(2)])).subscribe(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        ConcatObservable(sources: sequence)
    }

    /// Subscribes to the sources of `collection` one after the other, each once the previous one has
    /// completed, and sends their elements.
    ///
    /// ```
    /// a:       --1--|
    /// b:            -2-|      (subscribed once a completed)
    /// concat([a, b])
    /// result:  --1---2-|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.concat([Observable.of(1), Observable.of(2)]).subscribe(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        ConcatObservable(sources: collection)
    }

    /// Subscribes to `sources` one after the other, each once the previous one has completed, and sends
    /// their elements.
    ///
    /// ```
    /// a:       --1--|
    /// b:            -2-|      (subscribed once a completed)
    /// concat(a, b)
    /// result:  --1---2-|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.concat(Observable.of(1), Observable.of(2)).subscribe(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        ConcatObservable(sources: sources)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to the inner sequences one at a time, in the order they arrive, each once the previous
    /// one has completed: `merge(maxConcurrent: 1)`.
    ///
    /// ```
    /// outer:   -a-b------|
    /// a:        --1--|
    /// b:             -2-|      (subscribed once a completed)
    /// concat()
    /// result:  ---1---2--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(Observable.of(1, 2), Observable.of(3)).concat().subscribe(onNext: { print($0) })
    /// // Prints: 1, 2, 3
    /// ```
    ///
    /// - Complexity: O(n) memory for the inner sequences waiting for their turn.
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

final class ConcatObservable<Sources: Sequence, Element>: Observable<Element>
where Sources.Element == Observable<Element> {
    private let sources: Sources

    init(sources: Sources) {
        self.sources = sources
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        // Subscribed to as the current source of another concat, at once: that concat walks these sources
        // itself, before its own next ones, instead of nesting one more subscription (a concat whose last
        // source is another concat, many levels deep, would otherwise grow the stack with each level).
        if let input = sink as? ConcatInputBase<Element>,
            input.adopt(AnyIterator(sources.makeIterator()), count: Self.count(of: sources))
        {
            return Disposables.create()
        }
        let concat = ConcatSink(downstream: sink, sources: sources.makeIterator())
        #if TRACE_RESOURCES
        concat.trace = TailRecursionTrace(outermost: Self.count(of: sources))
        #endif
        concat.subscribeNext()
        return concat
    }

    /// How many sources `sources` has, if it is a collection; `nil` if it cannot tell without reading it.
    /// Only counted for `maxTailRecursiveSinkStackSize`, in builds with `TRACE_RESOURCES`.
    private static func count(of sources: Sources) -> Int? {
        #if TRACE_RESOURCES
        return (sources as? any Collection)?.count
        #else
        return nil
        #endif
    }
}

/// Walks the sources one at a time. A source that completes during its own subscription does not
/// subscribe to the next one from inside that call: the loop in `subscribeNext` does, so a long run of
/// synchronous sources does not grow the stack.
private final class ConcatSink<Sources: IteratorProtocol, Element>: Disposable
where Sources.Element == Observable<Element> {
    let downstream: Sink<Element>
    /// Only advanced by the thread running the loop in `subscribeNext`.
    private var sources: Sources
    /// The sources of concats adopted while they were being subscribed to, innermost last: they come before
    /// `sources`. Only touched by the thread running the loop.
    private var adopted: [AnyIterator<Observable<Element>>] = []
    #if TRACE_RESOURCES
    /// The stack of sequences walked, for `maxTailRecursiveSinkStackSize`. Only touched by the loop's thread.
    var trace = TailRecursionTrace(outermost: nil)
    #endif
    private let lock = Lock()
    // Guarded by `lock`:
    private var current: ConcatInput<Sources, Element>?
    private var subscribing = false
    private var nextRequested = false
    private var disposed = false

    init(downstream: Sink<Element>, sources: Sources) {
        self.downstream = downstream
        self.sources = sources
    }

    /// Subscribes to the next source, or completes if there is none.
    func subscribeNext() {
        lock.lock()
        if subscribing || disposed {
            nextRequested = subscribing
            lock.unlock()
            return
        }
        subscribing = true
        lock.unlock()
        while true {
            guard let source = nextSource() else {
                if !lock.withLock({ disposed }) { downstream.onCompleted() }
                return
            }
            let input = ConcatInput(parent: self)
            lock.lock()
            if disposed {
                lock.unlock()
                input.dispose()
                return
            }
            current = input
            lock.unlock()
            input.start(source)
            lock.lock()
            if nextRequested && !disposed {
                nextRequested = false
                lock.unlock()
                continue
            }
            subscribing = false
            lock.unlock()
            return
        }
    }

    /// The next source: from the innermost adopted concat that has one left, or from `sources`.
    private func nextSource() -> Observable<Element>? {
        while let innermost = adopted.last {
            if let source = innermost.next() {
                #if TRACE_RESOURCES
                trace.tookSource()
                #endif
                return source
            }
            adopted.removeLast()
            #if TRACE_RESOURCES
            trace.pop()
            #endif
        }
        let source = sources.next()
        #if TRACE_RESOURCES
        if source != nil { trace.tookSource() }
        #endif
        return source
    }

    /// Walks `sources` before the next ones, if `input`, the current input, is being subscribed to by the
    /// loop and has received nothing; returns whether it did. Called by the loop's thread, from the
    /// subscription of `input`.
    func adopt(
        _ sources: AnyIterator<Observable<Element>>, count: Int?, from input: ConcatInputBase<Element>
    ) -> Bool {
        lock.lock()
        guard subscribing, !disposed, current === input else {
            lock.unlock()
            return false
        }
        nextRequested = true
        lock.unlock()
        adopted.append(sources)
        #if TRACE_RESOURCES
        trace.push(count: count)
        #endif
        return true
    }

    func dispose() {
        let current: ConcatInput<Sources, Element>? = lock.withLock {
            disposed = true
            defer { self.current = nil }
            return self.current
        }
        current?.dispose()
    }
}

/// What a concat's input offers to a concat subscribed to through it: to walk that concat's sources itself.
class ConcatInputBase<Element>: InputSink<Element> {
    /// Whether the input's concat takes over `sources`, `count` of them if known; the caller then subscribes
    /// to nothing.
    func adopt(_ sources: AnyIterator<Observable<Element>>, count: Int?) -> Bool { false }
}

/// Receives the source being concatenated now.
private final class ConcatInput<Sources: IteratorProtocol, Element>: ConcatInputBase<Element>
where Sources.Element == Observable<Element> {
    private let parent: ConcatSink<Sources, Element>
    /// Whether an event arrived: an input that has sent something can no longer hand its place over.
    private var received = false

    init(parent: ConcatSink<Sources, Element>) {
        self.parent = parent
    }

    override func adopt(_ sources: AnyIterator<Observable<Element>>, count: Int?) -> Bool {
        guard !received, parent.adopt(sources, count: count, from: self) else { return false }
        // Its place is taken by the adopted sources: it ends here, having received nothing.
        dispose()
        return true
    }

    override func onNext(_ element: Element) {
        received = true
        parent.downstream.onNext(element)
    }

    override func onError(_ error: Swift.Error) {
        received = true
        dispose()
        parent.downstream.onError(error)
    }

    override func onCompleted() {
        received = true
        dispose()
        parent.subscribeNext()
    }
}

#if TRACE_RESOURCES
/// The sequences a concat walks, outermost first, as `maxTailRecursiveSinkStackSize` counts them: each with
/// how many of its sources are left if it is a collection, `nil` if its length is unknown. A collection whose
/// last source was taken is done: it no longer counts, as RxSwift drops it from its stack at that point.
struct TailRecursionTrace {
    private var left: [Int?]
    /// How many of `left` are not done, kept as they change: counting them at each adoption would take
    /// time in the depth, for each level of a deep nesting.
    private var open: Int

    init(outermost count: Int?) {
        left = [count]
        open = Self.isOpen(count) ? 1 : 0
    }

    private static func isOpen(_ count: Int?) -> Bool {
        count.map { $0 > 0 } ?? true
    }

    /// A source was taken from the innermost sequence.
    mutating func tookSource() {
        guard let last = left.indices.last, let count = left[last] else { return }
        left[last] = count - 1
        if count == 1 { open -= 1 }
    }

    /// The innermost sequence is read to its end.
    mutating func pop() {
        if Self.isOpen(left.removeLast()) { open -= 1 }
    }

    /// The concat adopted a sequence of `count` sources, if known, inside the innermost one.
    mutating func push(count: Int?) {
        left.append(count)
        if Self.isOpen(count) { open += 1 }
        TraceCounters.tailRecursion(depth: open)
    }
}
#endif
