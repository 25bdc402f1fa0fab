extension ObservableType {
    /// Lets through only the elements for which `predicate` returns true. A thrown error ends the
    /// sequence with that error.
    ///
    /// ```
    /// source:      --1--2--3--4--|
    /// filter { $0.isMultiple(of: 2) }
    /// result:      -----2-----4--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3, 4).filter { $0.isMultiple(of: 2) }.subscribe(onNext: { print($0) })
    /// // Prints: 2, 4
    /// ```
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        // Right after a `map` or a `filter`, the predicate joins that operator's sink (see
        // `FilterFusingObservable`).
        if let fusing = source as? FilterFusingObservable<Element> { return fusing.fusing(filter: predicate) }
        // Both types are named here, where the caller's module specialises them: neither the observable
        // nor a subscription's sink then needs a runtime metadata lookup.
        return FilterObservable(source: source, predicate: predicate, sinkType: FilterSink<Element>.self)
    }
}

/// An operator that a directly following `filter` joins (`map`, `filter`): the result runs the predicate in
/// the operator's own sink, after its own work, which saves a sink per subscription and a call per element.
@usableFromInline
class FilterFusingObservable<Element>: Observable<Element> {
    /// The shared stage of the `Driver` or `Signal` whose chain this observable is, once its subscribers
    /// asked for it (see `sharedStage(_:)`). Guarded by `SharedStageLock.shared`.
    @exclusivity(unchecked) private final var sharedStage: Observable<Element>?

    override init() {}

    /// This sequence followed by `filter(predicate)`.
    @usableFromInline
    func fusing(filter predicate: @escaping (Element) throws -> Bool) -> FilterFusingObservable<Element> {
        fatalError("FilterFusingObservable.fusing must be overridden by \(type(of: self))")
    }

    /// A new observable of the same stage as this one, which this one does not reference.
    func unsharedCopy() -> Observable<Element> {
        fatalError("FilterFusingObservable.unsharedCopy must be overridden by \(type(of: self))")
    }

    /// The shared stage over this observable, made by `share` the first time it is asked for and the same
    /// one after that: what the subscribers of a `Driver` or `Signal` whose per-element stages end here
    /// subscribe to. A shared sequence's stages are built one after the other (`map` then `filter` ...)
    /// and only the last is usually subscribed to, so the ones before it never make theirs.
    ///
    /// The shared stage is made over a copy of this observable, not over this one, which keeps it: the
    /// two would otherwise hold each other for ever. `share` runs outside the lock (a strategy of the
    /// user's may run any code); of two threads that ask at once, the first to store its stage wins.
    @usableFromInline
    final func sharedStage(_ share: (Observable<Element>) -> Observable<Element>) -> Observable<Element> {
        let lock = SharedStageLock.shared
        lock.lock()
        if let sharedStage {
            lock.unlock()
            return sharedStage
        }
        lock.unlock()
        let made = share(unsharedCopy())
        lock.lock()
        if let sharedStage {
            lock.unlock()
            return sharedStage
        }
        sharedStage = made
        lock.unlock()
        return made
    }
}

/// The lock of every observable's `sharedStage`: taken once per subscription to a `Driver` or `Signal`
/// made of per-element stages, never while user code runs, so one for all costs no contention worth a lock
/// (and, on Apple platforms, an allocation) per observable.
final class SharedStageLock: Sendable {
    /// The one lock.
    static let shared = SharedStageLock()

    private let mutex = Lock()

    func lock() { mutex.lock() }

    func unlock() { mutex.unlock() }
}

/// The predicate of `filter(first)` followed by `filter(second)`: `second` only sees what `first` let
/// through.
func both<Element>(
    _ first: @escaping (Element) throws -> Bool, _ second: @escaping (Element) throws -> Bool
) -> (Element) throws -> Bool {
    { try first($0) && second($0) }
}

@usableFromInline
class FilterObservable<Element>: FilterFusingObservable<Element> {
    private let source: Observable<Element>
    fileprivate let predicate: (Element) throws -> Bool
    /// The sink's type, named by the caller's specialised code (`filter`): named in this generic code, it
    /// would be looked up at run time for every subscription. A type rather than a closure that makes the
    /// sink: one word, not two, which keeps this observable in the allocator's block of 64 bytes.
    private let sinkType: FilterSink<Element>.Type

    @usableFromInline
    required init(
        source: Observable<Element>, predicate: @escaping (Element) throws -> Bool, sinkType: FilterSink<Element>.Type
    ) {
        self.source = source
        self.predicate = predicate
        self.sinkType = sinkType
    }

    override final func run(_ sink: Sink<Element>) -> Disposable {
        source.run(sinkType.init(parent: self, downstream: sink))
    }

    override final func fusing(filter predicate: @escaping (Element) throws -> Bool) -> FilterFusingObservable<Element>
    {
        // Built through the instance's own type, which spares a runtime metadata lookup in generic code.
        type(of: self).init(source: source, predicate: both(self.predicate, predicate), sinkType: sinkType)
    }

    override final func unsharedCopy() -> Observable<Element> {
        type(of: self).init(source: source, predicate: predicate, sinkType: sinkType)
    }
}

@usableFromInline
final class FilterSink<Element>: ForwardingSink<Element, Element> {
    private let predicate: (Element) throws -> Bool

    @usableFromInline
    init(parent: FilterObservable<Element>, downstream: Sink<Element>) {
        predicate = parent.predicate
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !stopped else { return }
        do {
            if try predicate(element) { downstream.onNext(element) }
        } catch {
            forwardError(error)
        }
    }
}
