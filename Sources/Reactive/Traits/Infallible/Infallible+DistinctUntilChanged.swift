extension InfallibleType where Element: Equatable {
    /// Drops every element equal to the one before it.
    ///
    /// ```
    /// source:  --1--1--2--2--1--|
    /// distinctUntilChanged()
    /// result:  --1-----2-----1--|
    /// ```
    ///
    /// ```swift
    /// _ = Infallible.of(1, 1, 2).distinctUntilChanged().subscribe(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged())
    }
}

extension InfallibleType {
    /// Drops every element whose key, computed by `keySelector`, equals the previous element's key.
    ///
    /// ```swift
    /// _ = Infallible.of("a", "A", "b").distinctUntilChanged { $0.lowercased() }.subscribe(onNext: { print($0) })
    /// // Prints: a, b
    /// ```
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops every element that `comparer` finds equal to the previous one.
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2, 5).distinctUntilChanged { abs($0 - $1) < 2 }.subscribe(onNext: { print($0) })
    /// // Prints: 1, 5
    /// ```
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(comparer))
    }

    /// Drops every element whose property at `keyPath` equals the previous element's.
    ///
    /// ```swift
    /// _ = Infallible.of("a", "b", "cc").distinctUntilChanged(at: \.count).subscribe(onNext: { print($0) })
    /// // Prints: a, cc
    /// ```
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
        -> Infallible<Element>
    {
        Infallible(asObservable().distinctUntilChanged(at: keyPath))
    }
}
