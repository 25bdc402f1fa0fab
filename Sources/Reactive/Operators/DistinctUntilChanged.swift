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
    public func distinctUntilChanged() -> Observable<Element> {
        DistinctUntilChangedObservable(source: asObservable(), keySelector: { $0 }, comparer: ==)
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
        DistinctUntilChangedObservable(source: asObservable(), keySelector: keySelector, comparer: ==)
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
        DistinctUntilChangedObservable(source: asObservable(), keySelector: { $0 }, comparer: comparer)
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
        DistinctUntilChangedObservable(source: asObservable(), keySelector: { $0[keyPath: keyPath] }, comparer: ==)
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

private final class DistinctUntilChangedSink<Element, Key>: ForwardingSink<Element, Element> {
    private let keySelector: (Element) throws -> Key
    private let comparer: (Key, Key) throws -> Bool
    /// The key of the last element let through; `nil` until the first one.
    private var lastKey: Key?

    init(
        downstream: Sink<Element>, keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) {
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !stopped else { return }
        do {
            let key = try keySelector(element)
            if let lastKey, try comparer(lastKey, key) { return }
            lastKey = key
        } catch {
            forwardError(error)
            return
        }
        downstream.onNext(element)
    }
}
