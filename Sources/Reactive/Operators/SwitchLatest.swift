extension ObservableType where Element: ObservableConvertibleType {
    /// Sends the elements of the latest inner sequence only: each new inner sequence ends the subscription
    /// to the previous one.
    ///
    /// It completes once the outer sequence and the current inner sequence have completed; the first error
    /// of the outer sequence or of the current inner one ends it.
    ///
    /// ```
    /// outer:   -a----b--------|
    /// a:        -1--2--3|            (ended at b, 3 never arrives)
    /// b:             --4---5|
    /// switchLatest()
    /// result:  --1--2--4---5--|
    /// ```
    ///
    /// ```swift
    /// _ = Observable.of(Observable.of(1, 2), Observable.of(3)).switchLatest().subscribe(onNext: { print($0) })
    /// // Prints: 1, 2, 3
    /// ```
    public func switchLatest() -> Observable<Element.Element> {
        lift { SwitchLatestSink<Element>(downstream: $0) }
    }
}

/// Keeps one inner subscription, the latest. The ones it replaces are unlinked, so `FanInSink` ignores
/// whatever they still send.
private final class SwitchLatestSink<Inner: ObservableConvertibleType>: FanInSink<Inner, Inner.Element>,
    @unchecked Sendable
{
    // Sendable: as FanInSink; `current` is only touched under `lock`.
    private var current: FanInInner<Inner, Inner.Element>?

    override func onNext(_ inner: Inner) {
        let source = inner.asObservable()
        lock.lock()
        let previous = current
        let replaced = previous.map { unlinkInnerLocked($0) }
        let link = linkInnerLocked()
        current = link
        lock.unlock()
        if let replaced, replaced.removed {
            replaced.subscription?.dispose()
            Resources.subscriptionEnded(previous?.counter)
        }
        if let link { start(link, source) }
    }

    override func innerCompleted(_ inner: FanInInner<Inner, Inner.Element>) {
        lock.withLock {
            if inner === current { current = nil }
        }
        finishInner(inner)
    }

    override func willDisposeLocked() {
        current = nil
    }
}
