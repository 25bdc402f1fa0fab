extension ObservableType {
    /// Sends the source's only element and its completion. The sequence fails with `RxError.noElements` if
    /// the source completes empty, and with `RxError.moreThanOneElement` as soon as a second element arrives.
    ///
    /// ```
    /// source:  --1-----|
    /// single()
    /// result:  --1-----|
    ///
    /// source:  --1--2--|
    /// single()
    /// result:  --1--#
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(7).single().subscribe(onNext: { print($0) })
    /// // Prints: 7
    /// ```
    public func single() -> Observable<Element> {
        single { _ in true }
    }

    /// Sends the only element for which `predicate` holds, and completion. The sequence fails with
    /// `RxError.noElements` if no element passes, and with `RxError.moreThanOneElement` as soon as a second
    /// one does. A thrown error ends the sequence with that error.
    ///
    /// ```
    /// source:  --1--2--3--|
    /// single { $0 == 2 }
    /// result:  -----2-----|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).single { $0 == 2 }.subscribe(onNext: { print($0) })
    /// // Prints: 2
    /// ```
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        lift { SingleElementSink(downstream: $0, predicate: predicate) }
    }
}

private final class SingleElementSink<Element>: ForwardingSink<Element, Element> {
    private let predicate: (Element) throws -> Bool
    private var seenElement = false

    init(downstream: Sink<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func onNext(_ element: Element) {
        guard !stopped else { return }
        do {
            guard try predicate(element) else { return }
        } catch {
            forwardError(error)
            return
        }
        if seenElement {
            forwardError(RxError.moreThanOneElement)
            return
        }
        seenElement = true
        downstream.onNext(element)
    }

    override func onCompleted() {
        guard !stopped else { return }
        if seenElement {
            forwardCompleted()
        } else {
            forwardError(RxError.noElements)
        }
    }
}
