/// The trait of a `Single`: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence that sends exactly one element or an error: the shape of a request that answers once.
///
/// ```swift
/// let answer = Single<Int>.create { single in
///     single(.success(42))
///     return Disposables.create()
/// }
/// _ = answer.subscribe(onSuccess: { print($0) })
/// // Prints: 42
/// ```
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` sends: `.success(element)` or `.failure(error)`.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequence where Trait == SingleTrait {
    /// The closure a `Single.create` body calls, once, with the outcome.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Creates a `Single` from a closure run for every subscriber: it receives a closure to call with the
    /// outcome and returns what to release when the subscription ends.
    ///
    /// Only the first outcome counts; later calls are ignored.
    ///
    /// ```swift
    /// let user = Single<String>.create { single in
    ///     single(.success("ada"))
    ///     return Disposables.create()
    /// }
    /// _ = user.subscribe(onSuccess: { print($0) })
    /// // Prints: ada
    /// ```
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .failure(let error):
                    observer.onError(error)
                }
            }
        }
        return Single(raw: source)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Subscribes a closure that receives the outcome.
    ///
    /// ```swift
    /// _ = Single.just(1).subscribe { result in print(result) }
    /// // Prints: success(1)
    /// ```
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        primitiveSequence.subscribeTrait(
            onSuccess: { observer(.success($0)) }, onFailure: { observer(.failure($0)) }, onCompleted: nil,
            onDisposed: nil)
    }

    /// Subscribes closures to the outcome.
    ///
    /// An error with no `onFailure` goes to `Hooks.defaultErrorHandler`. `onDisposed` runs once, when
    /// the subscription ends, whether by the outcome or by `dispose()`.
    ///
    /// ```swift
    /// _ = Single.just(1).subscribe(onSuccess: { print($0) }, onDisposed: { print("disposed") })
    /// // Prints: 1, disposed
    /// ```
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.subscribeTrait(
            onSuccess: onSuccess, onFailure: onFailure, onCompleted: nil, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` (held weakly) with the outcome; nothing is delivered
    /// once `object` is gone.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] element in
                guard let object else { return }
                onSuccess?(object, element)
            },
            onFailure: { [weak object] error in
                guard let object else { return }
                onFailure?(object, error)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            })
    }
}
