extension ObservableType {
    /// Continues with the sequence `handler` returns for the source's error, instead of failing. A thrown
    /// error ends the sequence with that error.
    ///
    /// The handler may return another `catch` whose source fails at once, to any depth: such a chain does
    /// not grow the stack, nor does it nest the subscriptions.
    ///
    /// ```
    /// source:  --1--2--#
    /// handler:         --8--9--|
    /// catch
    /// result:  --1--2----8--9--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable<Int>.error(URLError(.notConnectedToInternet))
    ///     .catch { _ in .just(0) }
    ///     .subscribe(onNext: { print($0) })
    /// // Prints: 0
    /// ```
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        lift { CatchSink(downstream: $0, handler: handler) }
    }

    /// Sends `element` and completes, instead of failing, when the source fails.
    ///
    /// ```
    /// source:  --1--2--#
    /// catchAndReturn(0)
    /// result:  --1--2--(0|)
    /// ```
    ///
    /// ```swift
    /// _ = Observable<Int>.error(URLError(.notConnectedToInternet)).catchAndReturn(0)
    ///     .subscribe(onNext: { print($0) })
    /// // Prints: 0
    /// ```
    ///
    /// Inlinable, so that the caller's specialised code names the sink's type once, instead of the engine
    /// looking it up for every subscription: `asDriver(onErrorJustReturn:)` builds one for every Driver.
    @inlinable
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        CatchAndReturnObservable(source: asObservable(), element: element, sinkType: CatchAndReturnSink<Element>.self)
    }
}

extension ObservableType {
    /// Subscribes to each sequence of `sequence` in turn while they fail: the first one to complete ends
    /// the result, and if every one fails, the last error does. An empty `sequence` completes at once.
    ///
    /// ```
    /// first:   --1--#
    /// second:       --2--#
    /// third:             --3--|
    /// catch(sequence:)
    /// result:  --1----2----3--|
    /// ```
    ///
    /// ```swift
    /// let primary = Observable<String>.error(URLError(.timedOut))
    /// _ = Observable.catch(sequence: [primary, .just("cache")]).subscribe(onNext: { print($0) })
    /// // Prints: cache
    /// ```
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        CatchSequenceObservable(sources: sequence)
    }
}

private final class CatchSink<Element>: FallbackSink<Element> {
    private let handler: (Swift.Error) throws -> Observable<Element>

    init(downstream: Sink<Element>, handler: @escaping (Swift.Error) throws -> Observable<Element>) {
        self.handler = handler
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !stopped else { return }
        downstream.onNext(element)
    }

    override func onError(_ error: Swift.Error) {
        guard !stopped else { return }
        releaseSource()
        let fallback: Observable<Element>
        do {
            fallback = try handler(error)
        } catch {
            forwardError(error)
            return
        }
        switchTo(fallback)
    }
}

/// `catchAndReturn`, with the type of its sink given by the caller's specialised code.
@usableFromInline
final class CatchAndReturnObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let element: Element
    private let sinkType: CatchAndReturnSink<Element>.Type

    @usableFromInline
    init(source: Observable<Element>, element: Element, sinkType: CatchAndReturnSink<Element>.Type) {
        self.source = source
        self.element = element
        self.sinkType = sinkType
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        sinkType.init(downstream: sink, element: element).subscribe(to: source)
    }
}

@usableFromInline
final class CatchAndReturnSink<Element>: ForwardingSink<Element, Element> {
    private let element: Element

    init(downstream: Sink<Element>, element: Element) {
        self.element = element
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !stopped else { return }
        downstream.onNext(element)
    }

    override func onError(_ error: Swift.Error) {
        guard !stopped else { return }
        downstream.onNext(element)
        if !stopped { forwardCompleted() }
    }
}

/// Each subscription walks its own iterator of `sources`, as RxSwift does, so a sequence of sources is read
/// once per subscriber.
final class CatchSequenceObservable<Sources: Sequence, Element>: Observable<Element>
where Sources.Element == Observable<Element> {
    private let sources: Sources

    init(sources: Sources) { self.sources = sources }

    override func run(_ sink: Sink<Element>) -> Disposable {
        // Subscribed to as the current attempt of another `catch(sequence:)`, at once: that one walks these
        // sources itself, before its own next ones, instead of nesting one more subscription (a sequence
        // whose fallback is another such sequence, many levels deep, would otherwise grow the stack).
        if let attempt = sink as? AttemptSinkBase<Element>, attempt.adopt(AnyIterator(sources.makeIterator())) {
            return Disposables.create()
        }
        var iterator = sources.makeIterator()
        guard let first = iterator.next() else {
            sink.onCompleted()
            return Disposables.create()
        }
        let catchSink = CatchSequenceSink(first: first, rest: iterator, downstream: sink)
        catchSink.subscribeAgain()
        return catchSink
    }
}

/// Moves on to the next source when an attempt fails; `ResubscribingSink` keeps a chain of sources that
/// fail at once from growing the stack.
private final class CatchSequenceSink<Iterator: IteratorProtocol, Element>: ResubscribingSink<Element>,
    @unchecked Sendable
where Iterator.Element == Observable<Element> {
    // Sendable: `rest` is only touched under `lock`; `current` is handed to the next attempt through the
    // resubscription loop, which takes `lock` before subscribing.
    private let current: CurrentSource<Element>
    private var rest: Iterator
    /// The sources of `catch(sequence:)`s adopted as attempts, innermost last: they come before `rest`.
    private var adopted: [AnyIterator<Observable<Element>>] = []

    init(first: Observable<Element>, rest: Iterator, downstream: Sink<Element>) {
        let current = CurrentSource(first)
        self.current = current
        self.rest = rest
        super.init(source: current, downstream: downstream)
    }

    override func attemptFailed(_ error: Swift.Error) {
        guard let next = lock.withLock({ nextSourceLocked() }) else {
            downstream.onError(error)
            return
        }
        current.source = next
        subscribeAgain()
    }

    override func adoptLocked(_ sources: AnyIterator<Observable<Element>>) -> Bool {
        guard let first = sources.next() else {
            // An empty sequence completes, and so does this one: what comes after is never reached.
            current.source = .empty()
            return true
        }
        adopted.append(sources)
        current.source = first
        return true
    }

    /// The next source: from the innermost adopted sequence that has one left, or from `rest`.
    private func nextSourceLocked() -> Observable<Element>? {
        while let innermost = adopted.last {
            if let source = innermost.next() { return source }
            adopted.removeLast()
        }
        return rest.next()
    }
}

/// The source the next attempt subscribes to.
private final class CurrentSource<Element>: Observable<Element> {
    var source: Observable<Element>

    init(_ source: Observable<Element>) { self.source = source }

    override func run(_ sink: Sink<Element>) -> Disposable { source.run(sink) }
}
