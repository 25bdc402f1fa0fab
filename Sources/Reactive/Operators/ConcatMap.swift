extension ObservableType {
    /// Maps every element to a sequence and sends the elements of those sequences one sequence after the
    /// other, in the order of the source: the next inner sequence is subscribed to when the previous one
    /// completes. Completes once the source and every inner sequence have completed; the first error ends
    /// the sequence.
    ///
    /// ```
    /// source:      --a--b---------|
    /// inner(x):    -x--x|
    /// result:      ---a--a-b--b---|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).concatMap { Observable.of($0, $0 * 10) }.subscribe(onNext: { print($0) })
    /// // Prints: 1, 10, 2, 20
    /// ```
    ///
    /// - Complexity: `selector` is called as each element arrives; the sequences it returns wait in a
    ///   queue, O(n) in memory for n elements waiting.
    @inlinable
    public func concatMap<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Inner)
        -> Observable<Inner.Element>
    {
        select(ConcatMapSink<Element, Inner.Element>.self, selector)
    }
}

/// Subscribes to at most `maxConcurrent` inner sequences at a time, queueing the others in order.
@usableFromInline
final class ConcatMapSink<Source, Element>: SelectorSink<Source, Element>, @unchecked Sendable {
    // Sendable: as SelectorSink; `queue`, `queueHead` and `pumping` are only touched under `lock`.
    /// One inner sequence at a time: the next waits for the previous one to complete.
    private let maxConcurrent = 1
    /// Inner sequences waiting for a free slot, oldest first from `queueHead`.
    private var queue: [Observable<Element>] = []
    private var queueHead = 0
    private var queued = 0
    /// A caller is starting queued sequences; others leave the work to it, so synchronous inner sequences
    /// are started in a loop rather than by recursion.
    private var pumping = false

    override func onNext(_ element: Source) {
        let inner: Observable<Element>
        do {
            inner = try selector(element)
        } catch {
            forwardError(error)
            return
        }
        lock.lock()
        if stopped {
            lock.unlock()
            return
        }
        if pumping || queued > 0 || innerCount >= maxConcurrent {
            enqueueLocked(inner)
            lock.unlock()
            pump(first: nil)
        } else {
            pumping = true
            lock.unlock()
            pump(first: inner)
        }
    }

    override func onCompleted() {
        lock.lock()
        let subscription = outerDidCompleteLocked()
        lock.unlock()
        subscription?.dispose()
        pump(first: nil)
    }

    override func innerCompleted(_ inner: FanInInner<Source, Element>) {
        guard removeInner(inner) else { return }
        pump(first: nil)
    }

    /// Starts queued sequences while there is a free slot, then completes if everything has. With
    /// `first`, the caller has already claimed the pumping role and `first` is started before the queue.
    private func pump(first: Observable<Element>?) {
        var next = first
        lock.lock()
        if next == nil {
            if pumping {
                lock.unlock()
                return
            }
            pumping = true
        }
        while true {
            if next == nil, !stopped, innerCount < maxConcurrent, queued > 0 {
                next = dequeueLocked()
            }
            guard let source = next, !stopped else { break }
            next = nil
            if source.hasImmediateElement {
                lock.unlock()
                Trampoline.hold { forwardNext(source.immediateElement) }
            } else {
                let inner = linkInnerLocked()
                lock.unlock()
                if let inner { start(inner, source) }
            }
            lock.lock()
        }
        pumping = false
        let complete = outerCompleted && innerCount == 0 && queued == 0 && claimTerminalLocked(.completed)
        lock.unlock()
        if complete { deliverTerminal(.completed) }
    }

    @inline(never)
    private func enqueueLocked(_ source: Observable<Element>) {
        queue.append(source)
        queued += 1
    }

    @inline(never)
    private func dequeueLocked() -> Observable<Element> {
        let source = queue[queueHead]
        queueHead += 1
        queued -= 1
        if queued == 0 {
            queue.removeAll(keepingCapacity: true)
            queueHead = 0
        }
        return source
    }

    override func willDisposeLocked() {
        if queue.isEmpty { return }
        queue = []
        queueHead = 0
        queued = 0
    }
}
