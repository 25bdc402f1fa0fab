extension SharedSequence {
    /// A sequence of one element: it sends `element` on the strategy's scheduler, then completes.
    ///
    /// ```swift
    /// _ = Driver.just(1).drive(onNext: { print($0) })
    /// // Prints: 1
    /// ```
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that completes, on the strategy's scheduler, without an element.
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that sends nothing and never completes.
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// A sequence of the given elements, sent in order on the strategy's scheduler.
    ///
    /// ```swift
    /// _ = Driver.of(1, 2).drive(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence of the elements of `array`, sent in order on the strategy's scheduler.
    ///
    /// ```swift
    /// _ = Driver.from([1, 2]).drive(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence of the elements of `sequence`, sent in order on the strategy's scheduler.
    ///
    /// ```swift
    /// _ = Driver.from(1...2).drive(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    public static func from<Elements: Sequence>(_ sequence: Elements) -> SharedSequence<SharingStrategy, Element>
    where Elements.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence that calls `factory` for each subscriber and sends what the sequence it returns sends.
    ///
    /// ```swift
    /// var count = 0
    /// let counter = Driver.deferred { () -> Driver<Int> in
    ///     count += 1
    ///     return .just(count)
    /// }
    /// _ = counter.drive(onNext: { print($0) })
    /// // Prints: 1
    /// ```
    public static func deferred(_ factory: @escaping () -> SharedSequence<SharingStrategy, Element>)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(Observable.deferred { factory().asObservable() })
    }

    /// A sequence of the element of `optional` if it has one, then completion, each sent in its own action
    /// on the strategy's scheduler (the completion on the pass after the element), as in RxCocoa.
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }
}
