extension ObservableType {
    /// Sends every element to each relay in `relays`.
    ///
    /// Meant for sequences that do not fail: an error reaching it is a programming error and stops the
    /// program in debug builds. Completion ends the binding and leaves the relays open, since relays never
    /// end.
    ///
    /// ```swift
    /// let relay = PublishRelay<Int>()
    /// _ = relay.subscribe(onNext: { print($0) })
    /// _ = Observable.of(1, 2).bind(to: relay)
    /// // Prints: 1, 2
    /// ```
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bind(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sends every element, as an optional, to each relay in `relays`.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bind(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Makes every element the current value of each relay in `relays`.
    ///
    /// As for publish relays, an error is a programming error and completion leaves the relays open.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bind(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Makes every element, as an optional, the current value of each relay in `relays`.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bind(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sends every element to each relay in `relays`, which keeps it for replay.
    ///
    /// As for publish relays, an error is a programming error and completion leaves the relays open.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bind(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sends every element, as an optional, to each relay in `relays`, which keeps it for replay.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bind(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }
}
