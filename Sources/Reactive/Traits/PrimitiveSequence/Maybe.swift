/// The trait of a `Maybe`: one element, nothing, or an error.
public enum MaybeTrait {}

/// A sequence that sends one element, or completes without one, or fails: the shape of a lookup that may
/// find nothing.
///
/// ```swift
/// let cached = Maybe<String>.create { maybe in
///     maybe(.completed)
///     return Disposables.create()
/// }
/// _ = cached.subscribe(onSuccess: { print($0) }, onCompleted: { print("nothing") })
/// // Prints: nothing
/// ```
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a `Maybe` sends: one of an element, an error, or completion without an element.
public enum MaybeEvent<Element> {
    /// The one element; nothing follows.
    case success(Element)
    /// The sequence failed with `error`; nothing follows.
    case error(Swift.Error)
    /// The sequence finished without an element.
    case completed
}

extension MaybeEvent: Sendable where Element: Sendable {}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// The closure a `Maybe.create` body calls, once, with the outcome.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// Creates a `Maybe` from a closure run for every subscriber: it receives a closure to call with the
    /// outcome and returns what to release when the subscription ends.
    ///
    /// Only the first outcome counts; later calls are ignored.
    ///
    /// ```swift
    /// let found = Maybe<Int>.create { maybe in
    ///     maybe(.success(7))
    ///     return Disposables.create()
    /// }
    /// _ = found.subscribe(onSuccess: { print($0) })
    /// // Prints: 7
    /// ```
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> Maybe<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    observer.onCompleted()
                }
            }
        }
        return Maybe(raw: source)
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Subscribes a closure that receives the outcome.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        primitiveSequence.subscribeTrait(
            onSuccess: { observer(.success($0)) }, onFailure: { observer(.error($0)) },
            onCompleted: { observer(.completed) }, onDisposed: nil)
    }

    /// Subscribes closures to the outcome.
    ///
    /// An error with no `onError` goes to `Hooks.defaultErrorHandler`. `onDisposed` runs once, when the
    /// subscription ends, whether by the outcome or by `dispose()`.
    ///
    /// ```swift
    /// _ = Maybe<Int>.empty().subscribe(onSuccess: { print($0) }, onCompleted: { print("empty") })
    /// // Prints: empty
    /// ```
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.subscribeTrait(
            onSuccess: onSuccess, onFailure: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` (held weakly) with the outcome; nothing is delivered
    /// once `object` is gone.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] element in
                guard let object else { return }
                onSuccess?(object, element)
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
}
