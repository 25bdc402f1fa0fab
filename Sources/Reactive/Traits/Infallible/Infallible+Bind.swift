extension InfallibleType {
    /// Sends every event to each observer in `observers`; nothing can go wrong, as an `Infallible` never
    /// fails.
    ///
    /// ```swift
    /// let relay = PublishSubject<Int>()
    /// _ = relay.subscribe(onNext: { print($0) })
    /// _ = Infallible.of(1, 2).bind(to: relay)
    /// // Prints: 1, 2
    /// ```
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sends every event, with the elements as optionals, to each observer in `observers`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        subscribe { event in
            let optional = event.map { Optional($0) }
            for observer in observers { observer.on(optional) }
        }
    }

    /// Sends every element to each relay in `relays`; completion leaves the relays open.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sends every element, as an optional, to each relay in `relays`.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Makes every element the current value of each relay in `relays`.
    ///
    /// ```swift
    /// let title = BehaviorRelay(value: "")
    /// _ = Infallible.just("Feed").bind(to: title)
    /// print(title.value)
    /// // Prints: Feed
    /// ```
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Makes every element, as an optional, the current value of each relay in `relays`.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sends every element to each relay in `relays`, which keeps it for replay.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sends every element, as an optional, to each relay in `relays`, which keeps it for replay.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Calls `onNext` with every element.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }

    /// Calls `binder` with this sequence and returns what it returns.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }
}
