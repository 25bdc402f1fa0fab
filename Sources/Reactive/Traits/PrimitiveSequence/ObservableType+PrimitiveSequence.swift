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
        // The error is made once, not for each subscription.
        let emptyError: Swift.Error = RxError.noElements
        return Single(raw: lift { AtMostOneSink(downstream: $0, emptyError: emptyError) })
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
        Maybe(raw: lift { AtMostOneSink(downstream: $0, emptyError: nil) })
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
private final class AtMostOneSink<Element>: ForwardingSink<Element, Element> {
    /// The error for a source that completes empty; `nil` lets it complete empty.
    private let emptyError: Swift.Error?
    private var element: Element?

    init(downstream: Sink<Element>, emptyError: Swift.Error?) {
        self.emptyError = emptyError
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !stopped else { return }
        if self.element != nil {
            self.element = nil
            forwardError(RxError.moreThanOneElement)
            return
        }
        self.element = element
    }

    override func onError(_ error: Swift.Error) {
        guard !stopped else { return }
        element = nil
        forwardError(error)
    }

    override func onCompleted() {
        guard !stopped else { return }
        // Stopped before anything goes downstream, so that the source is ignored from here on.
        stop()
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
