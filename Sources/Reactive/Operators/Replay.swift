extension ObservableType {
    /// A connectable sequence that shares one subscription to the source among its subscribers, through
    /// a `ReplaySubject` that replays the latest `bufferSize` elements to each new subscriber.
    ///
    /// ```
    /// source:      -1-2-3-----|
    /// connect():   ^                   (at tick 0)
    /// subscriber:  --------^           (at tick 8)
    /// replay(2)
    /// result:      --------(23)---|
    /// ```
    ///
    /// ```swift
    /// let shared = Observable.of(1, 2, 3).replay(2)
    /// _ = shared.connect()
    /// _ = shared.subscribe(onNext: { print($0) })
    /// // Prints: 2, 3
    /// ```
    ///
    /// - Complexity: O(`bufferSize`) memory.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
    }

    /// A connectable sequence that shares one subscription to the source among its subscribers, through
    /// a `ReplaySubject` that replays every element to each new subscriber.
    ///
    /// ```
    /// source:      -1-2-3-----|
    /// connect():   ^                   (at tick 0)
    /// subscriber:  --------^           (at tick 8)
    /// replayAll()
    /// result:      --------(123)--|
    /// ```
    ///
    /// ```swift
    /// let shared = Observable.of(1, 2, 3).replayAll()
    /// _ = shared.connect()
    /// _ = shared.subscribe(onNext: { print($0) })
    /// // Prints: 1, 2, 3
    /// ```
    ///
    /// - Complexity: O(n) memory: every element the source sent while connected.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.createUnbounded() })
    }
}
