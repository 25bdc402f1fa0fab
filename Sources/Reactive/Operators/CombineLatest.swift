extension ObservableType {
    /// Combines the latest elements of every source in `collection` with `resultSelector`, each time one of
    /// them sends an element, once all of them have sent one.
    ///
    /// It completes when every source has completed, or as soon as it is clear that some source will never
    /// send an element (it completed without one and all the others have completed too). The first error
    /// of any source ends it. An empty collection sends `resultSelector([])` and completes at once, as in
    /// RxSwift.
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
        let emit: (inout [Collection.Element.Element?], Sink<Element>) throws -> Void = { latest, downstream in
            downstream.onNext(try resultSelector(latest.map { $0! }))
        }
        return CombiningObservable { downstream in
            if sources.isEmpty {
                do {
                    downstream.onNext(try resultSelector([]))
                    downstream.onCompleted()
                } catch {
                    downstream.onError(error)
                }
                return Disposables.create()
            }
            let state = CombineLatestSink(
                downstream: downstream, arity: sources.count,
                latest: [Collection.Element.Element?](repeating: nil, count: sources.count), emit: emit)
            for (index, source) in sources.enumerated() {
                state.add(source) { latest, element in latest[index] = element }
            }
            return state
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

/// The state of one combineLatest subscription, for any number of sources.
///
/// `Latest` holds the latest element of every source: a tuple of optionals for the fixed arities, so
/// that storing an element and taking a snapshot of all of them allocates nothing, or an array of
/// optionals for the collection form. `emit` applies the result selector to them and sends the result
/// downstream; it is written in inlinable code, so that it is compiled for the caller's types. It only
/// runs once every source has sent an element, which is why the fixed arities unwrap without a check.
/// A fixed arity whose sources are all `just`s but the last one uses `CombineLatestSoleSourceSink` instead.
@usableFromInline
final class CombineLatestSink<Latest, Output>: CombiningSink<Latest, Output> {
    @usableFromInline
    typealias Emit = (inout Latest, Sink<Output>) throws -> Void

    @usableFromInline
    let arity: Int
    @usableFromInline
    let emit: Emit
    // Guarded by `lock` once `isShared`, except while one source sends alone (see `CombineLatestInput`):
    @usableFromInline
    @exclusivity(unchecked) var latest: Latest
    // Guarded by `lock` once `isShared`:
    @usableFromInline
    @exclusivity(unchecked) var sourcesWithElement = 0
    @usableFromInline
    @exclusivity(unchecked) var sourcesDone = 0
    /// Whether a source has been subscribed to, after which other threads may reach this state. Only
    /// touched by the subscribing thread, in `add`.
    @usableFromInline
    @exclusivity(unchecked) var isShared = false

    /// Inlined, so that the caller's module, which knows `Latest`, stores it without generic code.
    @inlinable
    init(downstream: Sink<Output>, arity: Int, latest: Latest, emit: @escaping Emit) {
        self.arity = arity
        self.latest = latest
        self.emit = emit
        super.init(downstream: downstream)
    }

    override func send(_ value: inout Latest, to downstream: Sink<Output>) throws {
        try emit(&value, downstream)
    }

    /// Subscribes to one more source; `store` puts its elements into their place in `latest`.
    ///
    /// A `just` is not subscribed to: its element is stored and it counts as completed at once. That part
    /// is inlined, so that storing the element is compiled for the caller's types. The element is asked of
    /// the `just`, not read through its class as `CombineLatestSoleSourceSink`'s subscription does: the
    /// collection form runs this in generic code, where naming that class looks its metadata up.
    @inlinable
    func add<Element>(_ source: Observable<Element>, store: @escaping (inout Latest, Element) -> Void) {
        if combineLatestIsJust(source) {
            if !isShared {
                guard !isStopped else { return }
                store(&latest, combineLatestImmediateElement(source))
                countUnsharedImmediateElement()
            } else if lockUnlessStopped() {
                store(&latest, combineLatestImmediateElement(source))
                unlockAfterImmediateElement()
            }
        } else {
            isShared = true
            let input = CombineLatestInput(parent: self, store: store)
            subscribe(input, as: input, to: source)
        }
    }

    /// Counts the element and the completion of a `just` taken before any source was subscribed to: until
    /// then only the subscribing thread can reach this state, and the lock is needed only to send.
    @usableFromInline
    func countUnsharedImmediateElement() {
        if sourcesWithElement + 1 < arity && sourcesDone + 1 < arity {
            // Neither the element nor the completion makes anything to send.
            sourcesWithElement += 1
            sourcesDone += 1
        } else {
            lock.lock()
            unlockAfterImmediateElement()
        }
    }

    /// Takes `lock`, unless the sequence has stopped; returns whether it did.
    @usableFromInline
    func lockUnlessStopped() -> Bool {
        lock.lock()
        if isStopped {
            lock.unlock()
            return false
        }
        return true
    }

    /// With `lock` held, after a `just` stored its element: counts the element, then the completion that
    /// follows it. Releases the lock.
    @usableFromInline
    func unlockAfterImmediateElement() {
        unlockAfterElement(isFirstOfItsSource: true)
        lock.lock()
        unlockAfterCompletion()
    }

    /// With `lock` held, after a source stored an element: sends the combination once every source has
    /// one, or completes if every other source has completed without this one ever being able to make a
    /// full combination. Releases the lock.
    ///
    /// Returns true when the source that sent the element is from now on the only one that can send
    /// anything: every source has an element, every other one has completed and nothing else is being
    /// delivered. Its later elements need neither the lock nor a snapshot (see `CombineLatestInput`).
    @discardableResult
    func unlockAfterElement(isFirstOfItsSource: Bool) -> Bool {
        if isFirstOfItsSource { sourcesWithElement += 1 }
        if sourcesWithElement == arity {
            return unlockAndSendLatest()
        } else if sourcesDone == arity - 1 {
            unlockAndSendCompleted()
        } else {
            lock.unlock()
        }
        return false
    }

    /// Sends the combination of `latest` downstream, without the lock: for the only source still able to
    /// send (see `CombineLatestInput`). Inlined there: it is the whole per-element step of that source.
    @inline(__always)
    func sendLatest() {
        do {
            try emit(&latest, downstream)
        } catch {
            fail(with: error)
        }
    }

    /// With `lock` held, once every source has an element: sends the combination. Releases the lock.
    /// Returns whether the source that sent the element is now the only one that can send anything; it
    /// is then sent as that source's later elements are, without a snapshot (see `CombineLatestInput`).
    /// Out of line: making the snapshot costs the caller's common path a look at `Latest`'s layout.
    @inline(never)
    private func unlockAndSendLatest() -> Bool {
        if sourcesDone == arity - 1 && isIdleLocked {
            lock.unlock()
            sendLatest()
            return true
        }
        unlockAndSendNext(latest)
        return false
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

/// Receives the events of one source of a combineLatest.
@usableFromInline
final class CombineLatestInput<Element, Latest, Output>: InputSink<Element> {
    private let parent: CombineLatestSink<Latest, Output>
    private let store: (inout Latest, Element) -> Void
    /// Whether this source is the only one still able to send (see `unlockAfterElement`). Once true it
    /// stays true. Only touched by this source's own elements, which arrive one at a time.
    private var isAlone = false
    // Guarded by `parent.lock`:
    @exclusivity(unchecked) private var hasElement = false
    @exclusivity(unchecked) private var isDone = false

    @usableFromInline
    init(parent: CombineLatestSink<Latest, Output>, store: @escaping (inout Latest, Element) -> Void) {
        self.parent = parent
        self.store = store
    }

    override func onNext(_ element: Element) {
        if isAlone {
            // The usual case once the other sources have completed (`just`s after this one, for instance,
            // which are taken after it is subscribed to). Neither the lock nor a snapshot is needed: no
            // other source touches `latest` any more and this one sends one event at a time; `dispose` on
            // another thread is seen through the atomic `isStopped`.
            guard !parent.isStopped else { return }
            store(&parent.latest, element)
            parent.sendLatest()
            return
        }
        onNextLocked(element)
    }

    /// An element while other sources may still send. Out of line, so that the lock-free path above
    /// keeps a small frame.
    @inline(never)
    private func onNextLocked(_ element: Element) {
        parent.lock.lock()
        if isDone || parent.isStopped {
            parent.lock.unlock()
            return
        }
        store(&parent.latest, element)
        let isFirst = !hasElement
        hasElement = true
        isAlone = parent.unlockAfterElement(isFirstOfItsSource: isFirst)
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
