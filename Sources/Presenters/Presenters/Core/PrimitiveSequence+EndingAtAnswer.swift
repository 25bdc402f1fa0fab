extension PrimitiveSequenceType {
    /// An observable that sends the answer (a `Single`'s success, a `Maybe`'s element) and completes at
    /// once, releasing this sequence's source then, as a subscription to the `Single` does; a failure is
    /// sent as an error.
    ///
    /// `asObservable()` returns the source as it is, so its completion arrives whenever the source sends it:
    /// after a `delay`, one scheduler pass after the element. Work that runs a `Single` ends with its
    /// success instead, as it would in RxSwift. Taking the first element adds an operator, not a
    /// subscription, so the work counts in `Resources.total` as the source alone did.
    @inlinable
    func endingAtAnswer() -> Observable<Element> {
        primitiveSequence.asObservable().take(1)
    }
}
