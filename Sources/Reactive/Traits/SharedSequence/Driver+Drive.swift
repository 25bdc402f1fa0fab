/// Why `drive` must be called on the main thread.
private let driveOffMainThread = """
    `drive*` methods must be called on the main thread, so that the element a Driver replays is delivered \
    on the main thread too.
    """

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Sends every event to each observer in `observers`. Call it on the main thread.
    ///
    /// ```swift
    /// let title = BehaviorSubject(value: "")
    /// _ = Driver.just("Feed").drive(title)
    /// // title's value is now "Feed"
    /// ```
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThread)
        return asSharedSequence().asObservable().subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sends every event, with the elements as optionals, to each observer in `observers`. Call it on the
    /// main thread.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThread)
        return asSharedSequence().asObservable().subscribe { event in
            let optional = event.map { Optional($0) }
            for observer in observers { observer.on(optional) }
        }
    }

    /// Makes every element the current value of each relay in `relays`. Call it on the main thread.
    ///
    /// ```swift
    /// let title = BehaviorRelay(value: "")
    /// _ = Driver.just("Feed").drive(title)
    /// print(title.value)
    /// // Prints: Feed
    /// ```
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        drive(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Makes every element, as an optional, the current value of each relay in `relays`.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        drive(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sends every element to each relay in `relays`, which keeps it for replay.
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        drive(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sends every element, as an optional, to each relay in `relays`, which keeps it for replay.
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        drive(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Calls `transformation` with the underlying sequence and returns what it returns, for custom
    /// bindings. Call it on the main thread.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThread)
        return transformation(asObservable())
    }

    /// Calls `with` with the underlying sequence, then the result with `curriedArgument`, for custom
    /// bindings that take an argument. Call it on the main thread.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThread)
        return with(asObservable())(curriedArgument)
    }

    /// Subscribes closures that receive `object` (held weakly) with each event; nothing is delivered once
    /// `object` is gone. Call it on the main thread.
    ///
    /// ```swift
    /// _ = viewModel.title.drive(with: self, onNext: { screen, title in screen.title = title })
    /// ```
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThread)
        return asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures to the elements and the completion; a `Driver` never fails, so there is no
    /// `onError`. Call it on the main thread.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).asDriver(onErrorJustReturn: 0).drive(onNext: { print($0) })
    /// // Prints: 1, 2
    /// ```
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThread)
        return asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes without handlers, for the side effects of the chain. Call it on the main thread.
    public func drive() -> Disposable {
        drive(onNext: nil)
    }
}
