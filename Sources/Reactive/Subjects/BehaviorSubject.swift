/// A subject that holds a current value: each new subscriber first receives the latest element (or the
/// initial value), then every later event.
///
/// ```swift
/// let subject = BehaviorSubject(value: 1)
/// subject.onNext(2)
/// _ = subject.subscribe(onNext: { print($0) })
/// subject.onNext(3)
/// // Prints: 2, 3
/// ```
///
/// Once the subject has ended, a new subscriber receives only the terminal event. Any thread may send;
/// observers receive events one at a time, all in the same order. An event sent while a delivery is under
/// way (from inside an observer, or from another thread) is queued and delivered by the thread already
/// delivering, right after the current event has reached every observer; `value()` reflects it at once.
/// A subscription made during a delivery receives the current value once that delivery is over.
public final class BehaviorSubject<Element>:
    Observable<Element>, SubjectType, ObserverType, Cancelable, @unchecked Sendable
{
    // Sendable: `element` and the state in `observers` are only touched under `observers.lock`; the
    // observers are called one event at a time by `SubjectObservers`.
    @usableFromInline let observers = SubjectObservers<Element>()
    private var element: Element

    /// A subject whose current value is `value` until the first element arrives.
    public init(value: Element) {
        element = value
    }

    /// Whether at least one observer is subscribed.
    public var hasObservers: Bool { observers.hasObservers }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { observers.isDisposed }

    /// The current value: the latest element, or the initial value if none arrived.
    ///
    /// - Throws: the subject's error if it failed, `RxError.disposed` if it was disposed. After completion
    ///   it still returns the last value.
    public func value() throws -> Element {
        try observers.lock.withLock {
            if observers.disposed { throw RxError.disposed(object: self) }
            if let error = observers.stoppedError { throw error }
            return element
        }
    }

    /// Makes `event`'s element the current value and sends `event` to every observer; does nothing once
    /// the subject has ended or been disposed.
    @inlinable
    public func on(_ event: Event<Element>) {
        observers.on(event) { onNext($0) }
    }

    /// Makes `element` the current value and sends it to every observer, as `on(.next(element))` does but
    /// without wrapping it in an event.
    public func onNext(_ element: Element) {
        guard observers.lockIfOpen() else { return }
        // The replaced value is released at the end, after the lock: releasing it may run user code.
        let previous = self.element
        self.element = element
        observers.sendNextAndUnlock(element)
        withExtendedLifetime(previous) {}
    }

    /// The subject itself, as the observer that feeds it.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Removes every observer without telling them, and refuses later events, subscriptions and reads of
    /// `value()`.
    public func dispose() {
        observers.lock.lock()
        observers.disposeAndUnlock()
    }

    /// Subscribing adds the observer (and replays to it at once), outside the current-thread trampoline.
    override var subscribesOnTrampoline: Bool { false }

    override func run(_ sink: Sink<Element>) -> Disposable {
        observers.lock.lock()
        if observers.isClosedLocked { return observers.subscribeClosedAndUnlock(sink, subject: self) }
        return observers.addAndUnlock(sink, replay: [element])
    }
}
