/// The trait of a `Completable`: completion or an error, never an element.
public enum CompletableTrait {}

/// A sequence that only completes or fails: the shape of work whose result is that it was done.
///
/// ```swift
/// let save = Completable.create { completable in
///     completable(.completed)
///     return Disposables.create()
/// }
/// _ = save.subscribe(onCompleted: { print("saved") })
/// // Prints: saved
/// ```
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>

/// What a `Completable` sends: an error or completion.
public enum CompletableEvent {
    /// The work failed with `error`.
    case error(Swift.Error)
    /// The work is done.
    case completed
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
    /// The closure a `Completable.create` body calls, once, with the outcome.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// Creates a `Completable` from a closure run for every subscriber: it receives a closure to call
    /// with the outcome and returns what to release when the subscription ends.
    ///
    /// Only the first outcome counts; later calls are ignored.
    ///
    /// ```swift
    /// let done = Completable.create { completable in
    ///     completable(.completed)
    ///     return Disposables.create()
    /// }
    /// _ = done.subscribe(onCompleted: { print("done") })
    /// // Prints: done
    /// ```
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        let source = Observable<Never>.create { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        }
        return Completable(raw: source)
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Subscribes a closure that receives the outcome.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        primitiveSequence.subscribeTrait(
            onSuccess: nil, onFailure: { observer(.error($0)) }, onCompleted: { observer(.completed) },
            onDisposed: nil)
    }

    /// Subscribes closures to the outcome.
    ///
    /// An error with no `onError` goes to `Hooks.defaultErrorHandler`. `onDisposed` runs once, when the
    /// subscription ends, whether by the outcome or by `dispose()`.
    ///
    /// ```swift
    /// _ = Completable.empty().subscribe(onCompleted: { print("done") })
    /// // Prints: done
    /// ```
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.subscribeTrait(
            onSuccess: nil, onFailure: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` (held weakly) with the outcome; nothing is delivered
    /// once `object` is gone.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onError: { [weak object] error in
                guard let object else { return }
                onError?(object, error)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            })
    }
}
