extension ObservableType {
    /// Combines each element of this sequence with the latest element of `second`, using `resultSelector`.
    ///
    /// Elements that arrive before `second` has sent anything are dropped. It completes when this
    /// sequence completes (the completion of `second` only freezes its latest element); the first error
    /// of either sequence ends it. `second` is subscribed to first, so an element it sends during its
    /// subscription is already there for this sequence's first element.
    ///
    /// ```
    /// source:  --1-----2---3--|
    /// second:  ----a-b----c-----|
    /// withLatestFrom(second) { "\($0)\($1)" }
    /// result:  --------X---Y--|      X = "2b", Y = "3c"
    /// ```
    ///
    /// ```swift
    /// let second = Observable.of("a")
    /// _ = Observable.of(1, 2).withLatestFrom(second) { "\($0)\($1)" }.subscribe(onNext: { print($0) })
    /// // Prints: 1a, 2a
    /// ```
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        WithLatestFromObservable(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
    }

    /// Replaces each element of this sequence with the latest element of `second`.
    ///
    /// ```
    /// source:  --1-----2---3--|
    /// second:  ----a-b----c-----|
    /// withLatestFrom(second)
    /// result:  --------b---c--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).withLatestFrom(Observable.of("a")).subscribe(onNext: { print($0) })
    /// // Prints: a, a
    /// ```
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        WithLatestFromObservable(first: asObservable(), second: second.asObservable()) { $1 }
    }
}

final class WithLatestFromObservable<First, Second, Result>: Observable<Result> {
    private let first: Observable<First>
    private let second: Observable<Second>
    private let resultSelector: (First, Second) throws -> Result

    init(
        first: Observable<First>, second: Observable<Second>,
        resultSelector: @escaping (First, Second) throws -> Result
    ) {
        self.first = first
        self.second = second
        self.resultSelector = resultSelector
    }

    override func run(_ sink: Sink<Result>) -> Disposable {
        let state = WithLatestFromSink(downstream: sink, resultSelector: resultSelector)
        let secondInput = WithLatestFromSecond(parent: state)
        state.subscribe(secondInput, as: secondInput, to: second)
        let firstInput = WithLatestFromFirst(parent: state)
        state.subscribe(firstInput, as: firstInput, to: first)
        return state
    }
}

/// The state of one withLatestFrom subscription: the latest element of the second sequence.
private final class WithLatestFromSink<First, Second, Result>: CombiningSink<(First, Second), Result> {
    private let resultSelector: (First, Second) throws -> Result
    /// Guarded by `lock`.
    var latest: Second?

    init(downstream: Sink<Result>, resultSelector: @escaping (First, Second) throws -> Result) {
        self.resultSelector = resultSelector
        super.init(downstream: downstream)
    }

    override func output(for value: (First, Second)) throws -> Result {
        try resultSelector(value.0, value.1)
    }
}

/// One of the two sequences: an error from either ends the result.
private class WithLatestFromInput<Input, First, Second, Result>: InputSink<Input> {
    final let parent: WithLatestFromSink<First, Second, Result>

    init(parent: WithLatestFromSink<First, Second, Result>) {
        self.parent = parent
    }

    override func onError(_ error: Swift.Error) {
        dispose()
        parent.lock.lock()
        parent.unlockAndSendError(error)
    }
}

/// Receives the sequence whose elements are combined and which ends the result.
private final class WithLatestFromFirst<First, Second, Result>: WithLatestFromInput<First, First, Second, Result> {
    override func onNext(_ element: First) {
        parent.lock.lock()
        guard let latest = parent.latest else {
            parent.lock.unlock()
            return
        }
        parent.unlockAndSendNext((element, latest))
    }

    override func onCompleted() {
        dispose()
        parent.lock.lock()
        parent.unlockAndSendCompleted()
    }
}

/// Receives the sequence whose latest element is kept.
private final class WithLatestFromSecond<First, Second, Result>: WithLatestFromInput<Second, First, Second, Result> {
    override func onNext(_ element: Second) {
        parent.lock.lock()
        let replaced = parent.latest
        parent.latest = element
        parent.lock.unlock()
        // The replaced element is released here, outside the lock, in case its deinit calls back in.
        withExtendedLifetime(replaced) {}
    }

    override func onCompleted() {
        // The latest element stays: only this subscription ends.
        dispose()
    }
}
