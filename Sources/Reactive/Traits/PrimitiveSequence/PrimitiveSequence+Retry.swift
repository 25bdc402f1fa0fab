extension PrimitiveSequence {
    /// Subscribes to the source again whenever it fails, for as long as it fails.
    ///
    /// ```
    /// source:  ---#
    /// retry()
    /// result:  ------...(the outcome of the first attempt that does not fail)
    /// ```
    ///
    /// ```swift
    /// _ = flakyRequest.retry().subscribe(onSuccess: { print($0) })
    /// // Prints: the answer of the first attempt that succeeds
    /// ```
    public func retry() -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry())
    }

    /// Subscribes to the source again when it fails, up to `maxAttemptCount` subscriptions in all; the
    /// failure of the last one is the result's failure.
    ///
    /// ```
    /// source:  ---#
    /// retry(2)
    /// result:  ------#
    /// ```
    ///
    /// ```swift
    /// _ = Single<Int>.error(RxError.timeout).retry(3).subscribe(onFailure: { print($0) })
    /// // Prints: The sequence timed out. (after the third attempt)
    /// ```
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// Subscribes to the source again, after it fails, each time the sequence `notificationHandler` builds
    /// from the errors sends an element; its completion or error ends the result the same way.
    ///
    /// ```
    /// source:   ---#
    /// trigger:     --x
    /// result:   ---------(next attempt's outcome)
    /// ```
    ///
    /// ```swift
    /// _ = request.retry { (errors: Observable<URLError>) in errors.take(2) }.subscribe(onSuccess: { print($0) })
    /// // Prints: the answer, if one of the first three attempts succeeds
    /// ```
    public func retry<TriggerObservable: ObservableType, Failure: Swift.Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Subscribes to the source again, after it fails, each time the sequence `notificationHandler` builds
    /// from the errors sends an element; the same as the typed form, for a handler that receives every
    /// error.
    ///
    /// ```swift
    /// _ = request.retry { errors in errors.take(2) }.subscribe(onSuccess: { print($0) })
    /// // Prints: the answer, if one of the first three attempts succeeds
    /// ```
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }
}
