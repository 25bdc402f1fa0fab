extension ObservableType where Element: Equatable {
    /// Drops every element equal to the one just before it.
    ///
    /// ```
    /// source:  --1--1--2--2--1--|
    /// distinctUntilChanged()
    /// result:  --1-----2-----1--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 1, 2, 2, 1).distinctUntilChanged().subscribe(onNext: { print($0) })
    /// // Prints: 1, 2, 1
    /// ```
    ///
    /// Inlinable, so that the comparison is specialised for the caller's element type: in the engine's
    /// generic code, comparing and keeping the last element cost a runtime call each.
    @inlinable
    public func distinctUntilChanged() -> Observable<Element> {
        MapObservable(source: asObservable()) { downstream in
            let step = DistinctEqualStep(downstream: downstream)
            // Capturing only the step, the closure needs no context of its own: no allocation.
            return { element in step.onNext(element) }
        }
    }
}

extension ObservableType {
    /// Drops every element whose key, computed by `keySelector`, equals the key of the element just before it.
    /// A thrown error ends the sequence with that error.
    ///
    /// ```
    /// source:  --"a"--"A"--"b"--|
    /// distinctUntilChanged { $0.lowercased() }
    /// result:  --"a"-------"b"--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of("a", "A", "b").distinctUntilChanged { $0.lowercased() }.subscribe(onNext: { print($0) })
    /// // Prints: a, b
    /// ```
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
        -> Observable<Element>
    {
        DistinctUntilChangedObservable(source: asObservable(), keySelector: keySelector)
    }

    /// Drops every element that `comparer` finds equal to the element just before it. A thrown error ends
    /// the sequence with that error.
    ///
    /// ```
    /// source:  --1--3--4--6--|
    /// distinctUntilChanged { $0 % 2 == $1 % 2 }
    /// result:  --1-----4-----|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 3, 4, 6).distinctUntilChanged { $0 % 2 == $1 % 2 }.subscribe(onNext: { print($0) })
    /// // Prints: 1, 4
    /// ```
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        DistinctUntilChangedObservable(source: asObservable(), comparer: comparer)
    }

    /// Drops every element whose key equals, by `comparer`, the key of the element just before it.
    ///
    /// ```
    /// source:  --"a"--"ab"--"cd"--|
    /// distinctUntilChanged({ $0.count }, comparer: ==)
    /// result:  --"a"--"ab"--------|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of("a", "ab", "cd").distinctUntilChanged({ $0.count }, comparer: ==)
    ///     .subscribe(onNext: { print($0) })
    /// // Prints: a, ab
    /// ```
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        DistinctUntilChangedObservable(source: asObservable(), keySelector: keySelector, comparer: comparer)
    }

    /// Drops every element whose property at `keyPath` equals that of the element just before it.
    ///
    /// ```
    /// source:  --(1,"a")--(1,"b")--(2,"b")--|
    /// distinctUntilChanged(at: \.id)
    /// result:  --(1,"a")-----------(2,"b")--|
    /// ```
    ///
    /// ```swift
    /// struct User { let id: Int; let name: String }
    /// _ = Observable.of(User(id: 1, name: "a"), User(id: 1, name: "b"), User(id: 2, name: "b"))
    ///     .distinctUntilChanged(at: \.id).subscribe(onNext: { print($0.name) })
    /// // Prints: a, b
    /// ```
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
        -> Observable<Element>
    {
        DistinctUntilChangedObservable(source: asObservable(), keyPath: keyPath)
    }
}

final class DistinctUntilChangedObservable<Element, Key>: Observable<Element> {
    private let source: Observable<Element>
    private let keySelector: (Element) throws -> Key
    private let comparer: (Key, Key) throws -> Bool

    init(
        source: Observable<Element>, keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) {
        self.source = source
        self.keySelector = keySelector
        self.comparer = comparer
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        source.run(DistinctUntilChangedSink(downstream: sink, keySelector: keySelector, comparer: comparer))
    }
}

// The closures are made in these initialisers, where `Element` and `Key` are generic parameters of the class:
// made in the `ObservableType` extension, where `Element` is an associated type, each call would look up its
// witnesses, which costs more than the rest of the per-element work.

extension DistinctUntilChangedObservable where Key == Element {
    convenience init(source: Observable<Element>, comparer: @escaping (Element, Element) throws -> Bool) {
        self.init(source: source, keySelector: { $0 }, comparer: comparer)
    }
}

extension DistinctUntilChangedObservable where Key: Equatable {
    convenience init(source: Observable<Element>, keySelector: @escaping (Element) throws -> Key) {
        self.init(source: source, keySelector: keySelector, comparer: { $0 == $1 })
    }

    convenience init(source: Observable<Element>, keyPath: KeyPath<Element, Key>) {
        self.init(source: source, keySelector: { $0[keyPath: keyPath] }, comparer: { $0 == $1 })
    }
}

private final class DistinctUntilChangedSink<Element, Key>: ForwardingSink<Element, Element> {
    private let keySelector: (Element) throws -> Key
    private let comparer: (Key, Key) throws -> Bool
    /// The key of the last element let through, valid once `hasKey` is set. It lives in memory of its own
    /// rather than in a `Key?` property: in generic code each use of an optional of a generic type looks up
    /// its type metadata, which costs several times the rest of the per-element work.
    private let lastKey = UnsafeMutablePointer<Key>.allocate(capacity: 1)
    private var hasKey = false

    init(
        downstream: Sink<Element>, keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) {
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(downstream: downstream)
    }

    deinit {
        if hasKey { lastKey.deinitialize(count: 1) }
        lastKey.deallocate()
    }

    override func onNext(_ element: Element) {
        guard !stopped else { return }
        do {
            let key = try keySelector(element)
            if hasKey {
                if try comparer(lastKey.pointee, key) { return }
                lastKey.pointee = key
            } else {
                lastKey.initialize(to: key)
                hasKey = true
            }
        } catch {
            forwardError(error)
            return
        }
        downstream.onNext(element)
    }
}

/// `distinctUntilChanged()` on its own: the step of one subscription, comparing elements with `==` directly,
/// without a key selector and a comparer to call.
@usableFromInline
final class DistinctEqualStep<Element: Equatable> {
    @usableFromInline let downstream: Sink<Element>
    /// The last element let through. The elements of a subscription arrive one at a time, and only this step
    /// touches it: no exclusivity checks at run time.
    @usableFromInline @exclusivity(unchecked) var last: Element?

    @inlinable
    init(downstream: Sink<Element>) {
        self.downstream = downstream
    }

    @inlinable
    func onNext(_ element: Element) {
        if let last, last == element { return }
        last = element
        downstream.onNext(element)
    }
}
