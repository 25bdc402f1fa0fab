extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Sends every event to each observer in `observers`.
    ///
    /// ```swift
    /// let taps = PublishSubject<Void>()
    /// _ = tapSignal.emit(to: taps)
    /// ```
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        asSharedSequence().asObservable().subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sends every event, with the elements as optionals, to each observer in `observers`.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        asSharedSequence().asObservable().subscribe { event in
            let optional = event.map { Optional($0) }
            for observer in observers { observer.on(optional) }
        }
    }

    /// Makes every element the current value of each relay in `relays`.
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        emit(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Makes every element, as an optional, the current value of each relay in `relays`.
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        emit(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sends every element to each relay in `relays`.
    ///
    /// ```swift
    /// let routes = PublishRelay<Route>()
    /// _ = routeSignal.emit(to: routes)
    /// ```
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        emit(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sends every element, as an optional, to each relay in `relays`.
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        emit(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sends every element to each relay in `relays`, which keeps it for replay.
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        emit(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sends every element, as an optional, to each relay in `relays`, which keeps it for replay.
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        emit(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Subscribes closures that receive `object` (held weakly) with each event; nothing is delivered once
    /// `object` is gone.
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures to the elements and the completion; a `Signal` never fails, so there is no
    /// `onError`.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).asSignal(onErrorJustReturn: 0).emit(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes without handlers, for the side effects of the chain.
    public func emit() -> Disposable {
        emit(onNext: nil)
    }
}
