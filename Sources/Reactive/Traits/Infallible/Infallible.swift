/// A type that is, or can present itself as, an `Infallible`: a sequence that never fails.
public protocol InfallibleType: ObservableConvertibleType {}

/// A sequence that cannot fail: it sends elements and may complete, but never an error.
///
/// It is an `Observable` whose type states the guarantee, so a subscriber needs no `onError`. Build one
/// with `Infallible.create` or from any sequence with `asInfallible(onErrorJustReturn:)` and its
/// siblings, which say what to do with the error the source may send.
///
/// ```swift
/// let names = Observable.of("ada", "alan").asInfallible(onErrorJustReturn: "?")
/// _ = names.subscribe(onNext: { print($0) })
/// // Prints: ada, alan
/// ```
public struct Infallible<Element>: InfallibleType {
    /// The wrapped sequence; it never sends an error.
    private let source: Observable<Element>

    /// Wraps `source`, which the caller guarantees never fails.
    @usableFromInline
    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as a plain `Observable`.
    public func asObservable() -> Observable<Element> { source }
}

/// What an `Infallible.create` body sends: an element or completion.
public enum InfallibleEvent<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence finished; nothing follows.
    case completed
}

extension InfallibleEvent: Sendable where Element: Sendable {}

extension Infallible {
    /// The closure an `Infallible.create` body calls with each event.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// Creates an `Infallible` from a closure run for every subscriber: it receives a closure to send
    /// events with and returns what to release when the subscription ends.
    ///
    /// Events sent after `.completed`, or after the subscription was disposed, are dropped.
    ///
    /// ```swift
    /// let ticks = Infallible<Int>.create { observer in
    ///     observer(.next(1))
    ///     observer(.completed)
    ///     return Disposables.create()
    /// }
    /// _ = ticks.subscribe(onNext: { print($0) })
    /// // Prints: 1
    /// ```
    public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> Disposable)
        -> Infallible<Element>
    {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .next(let element): observer.onNext(element)
                case .completed: observer.onCompleted()
                }
            }
        }
        return Infallible(source)
    }
}

extension InfallibleType {
    /// Subscribes closures to the sequence's elements and completion.
    ///
    /// `onDisposed` runs once, when the subscription ends, whether by completion or by `dispose()`.
    ///
    /// ```swift
    /// _ = Infallible.from([1, 2]).subscribe(onNext: { print($0) }, onCompleted: { print("done") })
    /// // Prints: 1, 2, done
    /// ```
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let sink = ClosureSink(onNext: onNext, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed)
        sink.start(asObservable())
        return sink
    }

    /// Subscribes closures that receive `object` (held weakly) with each event; nothing is delivered once
    /// `object` is gone.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] element in
                guard let object else { return }
                onNext?(object, element)
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

    /// Subscribes a closure that receives every event (never an `.error`).
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(on)
    }
}
