extension ObservableType {
    /// Subscribes closures to the sequence's events.
    ///
    /// An error with no `onError` goes to `Hooks.defaultErrorHandler`. `onDisposed` runs once, when the
    /// subscription ends, whether by a terminal event or by `dispose()`.
    ///
    /// ```swift
    /// let subscription = Observable.of(1, 2).subscribe(onNext: { print($0) }, onCompleted: { print("done") })
    /// // Prints: 1, 2, done
    /// ```
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        // Inlinable so that the sink is allocated in the caller's specialised code: allocating a generic
        // class in the engine's unspecialised code costs a type metadata lookup per subscription.
        let sink = ClosureSink(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        sink.start(asObservable())
        return sink
    }

    /// Subscribes closures that receive `object` (held weakly) with each event; nothing is delivered once
    /// `object` is gone.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] element in
                guard let object else { return }
                onNext?(object, element)
            },
            onError: { [weak object] error in
                guard let object else { return }
                onError?(object, error)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            })
    }

    /// Subscribes a closure that receives every event.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        // Through `asObservable()`, as in RxSwift: the closure keeps the observer contract even on a source
        // whose own `subscribe(_:)` hands observers every event (a test observable).
        asObservable().subscribe(AnyObserver(eventHandler: on))
    }

    /// Sends every event to each observer in `observers`, in the order given: elements, and then the
    /// error or the completion, as RxSwift 6 does.
    ///
    /// An error is the observers' to handle: a `Binder` or a control property stops the program on one in
    /// debug builds, a subject or a test observer takes it. Binding to a relay, or with `bind(onNext:)`,
    /// treats an error as a programming error instead.
    ///
    /// ```swift
    /// let subject = PublishSubject<Int>()
    /// _ = subject.subscribe(onNext: { print($0) }, onError: { print("error: \($0)") })
    /// _ = Observable<Int>.error(RxError.unknown).bind(to: subject)
    /// // Prints: error: An unknown error occurred.
    /// ```
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sends every event to each observer in `observers`, the elements as optionals; an error or the
    /// completion goes to them too, as for `bind(to:)` with observers of the same element type.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        map { Optional($0) }.subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Calls `onNext` with every element. An error is a programming error, as for `bind(to:)`.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: { bindingError($0) })
    }

    /// Calls `onNext` with `object` (held weakly) and every element; nothing is delivered once `object` is
    /// gone. An error is a programming error, as for `bind(to:)`.
    ///
    /// ```swift
    /// final class Screen { var title = "" }
    /// let screen = Screen()
    /// _ = Observable.just("Feed").bind(with: screen) { screen, title in screen.title = title }
    /// print(screen.title)
    /// // Prints: Feed
    /// ```
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void)
        -> Disposable
    {
        subscribe(
            onNext: { [weak object] element in
                guard let object else { return }
                onNext(object, element)
            },
            onError: { bindingError($0) })
    }

    /// Calls `binder` with this sequence and returns what it returns.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Calls `binder` with this sequence, then what it returns with `curriedArgument`, for binders that
    /// need one more argument after the sequence.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }
}

/// An error reached `bind`, which only sequences that cannot fail should use.
func bindingError(_ error: Swift.Error) {
    #if DEBUG
    fatalError("Binding error: \(error)")
    #else
    Hooks.reportUnhandledError(error)
    #endif
}
