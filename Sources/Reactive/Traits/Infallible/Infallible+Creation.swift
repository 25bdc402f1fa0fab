extension Infallible {
    /// An `Infallible` of one element: it sends `element`, then completes, as soon as it is subscribed to.
    ///
    /// ```swift
    /// _ = Infallible.just(1).subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// ```
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(Observable.just(element))
    }

    /// An `Infallible` of one element, sent on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(Observable.just(element, scheduler: scheduler))
    }

    /// An `Infallible` that completes as soon as it is subscribed to.
    public static func empty() -> Infallible<Element> {
        Infallible(Observable.empty())
    }

    /// An `Infallible` that sends nothing and never completes.
    public static func never() -> Infallible<Element> {
        Infallible(Observable.never())
    }

    /// An `Infallible` of the given elements, sent in order as soon as it is subscribed to (or one per
    /// action on `scheduler`).
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2).subscribe(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    @inlinable
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType? = nil) -> Infallible<Element> {
        Infallible(Observable.from(elements, scheduler: scheduler))
    }

    /// An `Infallible` of the elements of `array`, sent in order as soon as it is subscribed to (or one per
    /// action on `scheduler`).
    ///
    /// ```swift
    /// _ = Infallible.from([1, 2]).subscribe(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    @inlinable
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType? = nil) -> Infallible<Element> {
        Infallible(Observable.from(array, scheduler: scheduler))
    }
}

extension Infallible {
    /// An `Infallible` that calls `factory` for each subscriber and subscribes to the `Infallible` it
    /// returns.
    ///
    /// ```swift
    /// var count = 0
    /// let counted = Infallible<Int>.deferred {
    ///     count += 1
    ///     return .just(count)
    /// }
    /// _ = counted.subscribe(onNext: { print($0) })
    /// _ = counted.subscribe(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    public static func deferred(_ factory: @escaping () -> Infallible<Element>) -> Infallible<Element> {
        Infallible(Observable.deferred { factory().asObservable() })
    }
}
