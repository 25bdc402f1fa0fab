extension ObservableType {
    /// A `Single` of this sequence's only element: it succeeds with the element when the sequence
    /// completes, fails with `RxError.noElements` if it completes empty, and fails with
    /// `RxError.moreThanOneElement` as soon as a second element arrives.
    ///
    /// ```
    /// source:  --1----|
    /// asSingle()
    /// result:  -------(1|)
    /// ```
    ///
    /// ```swift
    /// _ = Observable.just(1).asSingle().subscribe(onSuccess: { print($0) })
    /// // Prints: 1
    /// ```
    public func asSingle() -> Single<Element> {
        Single(raw: AtMostOneObservable(source: asObservable(), emptyError: RxError.noElements))
    }

    /// A `Maybe` of this sequence's element, if it has one: it succeeds with the element when the
    /// sequence completes, completes empty if the sequence does, and fails with
    /// `RxError.moreThanOneElement` as soon as a second element arrives.
    ///
    /// ```
    /// source:  --1----|
    /// asMaybe()
    /// result:  -------(1|)
    /// ```
    ///
    /// ```swift
    /// _ = Observable<Int>.empty().asMaybe().subscribe(onCompleted: { print("empty") })
    /// // Prints: empty
    /// ```
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: AtMostOneObservable(source: asObservable(), emptyError: nil))
    }
}

extension ObservableType where Element == Never {
    /// This sequence, which cannot send an element, as a `Completable`.
    ///
    /// ```swift
    /// _ = Observable<Never>.empty().asCompletable().subscribe(onCompleted: { print("done") })
    /// // Prints: done
    /// ```
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}

/// Holds the source's one element until it completes, so that the element is only reported once it is
/// known to be the only one.
final class AtMostOneObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    /// The error for a source that completes empty; `nil` lets it complete empty.
    private let emptyError: Swift.Error?

    init(source: Observable<Element>, emptyError: Swift.Error?) {
        self.source = source
        self.emptyError = emptyError
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        source.run(AtMostOneSink(downstream: sink, emptyError: emptyError))
    }
}

private final class AtMostOneSink<Element>: Sink<Element> {
    private let downstream: Sink<Element>
    private let emptyError: Swift.Error?
    private var element: Element?
    private var stopped = false

    init(downstream: Sink<Element>, emptyError: Swift.Error?) {
        self.downstream = downstream
        self.emptyError = emptyError
    }

    override func onNext(_ element: Element) {
        guard !stopped else { return }
        if self.element != nil {
            stopped = true
            self.element = nil
            downstream.onError(RxError.moreThanOneElement)
            return
        }
        self.element = element
    }

    override func onError(_ error: Swift.Error) {
        guard !stopped else { return }
        stopped = true
        element = nil
        downstream.onError(error)
    }

    override func onCompleted() {
        guard !stopped else { return }
        stopped = true
        if let element {
            self.element = nil
            downstream.onNext(element)
            downstream.onCompleted()
        } else if let emptyError {
            downstream.onError(emptyError)
        } else {
            downstream.onCompleted()
        }
    }
}
