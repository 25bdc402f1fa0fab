extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops every element equal to the one before it.
    ///
    /// ```
    /// source:  --1--1--2--2--1--|
    /// distinctUntilChanged()
    /// result:  --1-----2-----1--|
    /// ```
    ///
    /// ```swift
    /// _ = Driver.of(1, 1, 2).distinctUntilChanged().drive(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asSharedSequence().source.distinctUntilChanged())
    }
}

extension SharedSequenceConvertibleType {
    /// Drops every element whose key, computed by `keySelector`, equals the previous element's key.
    ///
    /// ```swift
    /// _ = Driver.of("a", "A", "b").distinctUntilChanged { $0.lowercased() }.drive(onNext: { print($0) })
    /// // Prints: a, b
    /// ```
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(asSharedSequence().source.distinctUntilChanged(keySelector))
    }

    /// Drops every element that `comparer` finds equal to the previous one.
    ///
    /// ```swift
    /// _ = Driver.of(1, 2, 5).distinctUntilChanged { abs($0 - $1) < 2 }.drive(onNext: { print($0) })
    /// // Prints: 1, 5
    /// ```
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(asSharedSequence().source.distinctUntilChanged(comparer))
    }

    /// Drops every element whose key, computed by `keySelector`, `comparer` finds equal to the previous
    /// element's key.
    ///
    /// ```swift
    /// _ = Driver.of("a", "bb", "cc").distinctUntilChanged({ $0.count }, comparer: ==).drive(onNext: { print($0) })
    /// // Prints: a, bb
    /// ```
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asSharedSequence().source.distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops every element whose property at `keyPath` equals the previous element's.
    ///
    /// ```swift
    /// _ = Driver.of("a", "b", "cc").distinctUntilChanged(at: \.count).drive(onNext: { print($0) })
    /// // Prints: a, cc
    /// ```
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(asSharedSequence().source.distinctUntilChanged(at: keyPath))
    }
}
