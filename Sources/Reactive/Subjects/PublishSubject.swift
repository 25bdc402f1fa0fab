/// A subject that sends each event to the observers subscribed at that moment and replays nothing, except
/// its terminal event to those who subscribe after it ended.
///
/// ```swift
/// let subject = PublishSubject<Int>()
/// subject.onNext(1)  // nobody is subscribed yet: lost
/// _ = subject.subscribe(onNext: { print($0) })
/// subject.onNext(2)
/// // Prints: 2
/// ```
///
/// Any thread may send; observers receive events one at a time, all in the same order. An event sent while
/// a delivery is under way (from inside an observer, or from another thread) is queued and delivered by
/// the thread already delivering, right after the current event has reached every observer: an observer
/// that sends into its own subject does not deadlock, and its event does not overtake the current one.
/// Events sent after `dispose()` are ignored, and subscribing afterwards fails with `RxError.disposed`.
public final class PublishSubject<Element>:
    Observable<Element>, SubjectType, ObserverType, Cancelable, @unchecked Sendable
{
    // Sendable: the subject's state lives in `observers`, under its lock; the observers are called one
    // event at a time by `SubjectObservers`.
    @usableFromInline let observers: SubjectObservers<Element>

    /// A subject with no observers.
    @inlinable
    public override init() {
        // Inlinable so that the observers are allocated in the caller's specialised code: allocating a
        // generic class in the engine's unspecialised code costs a type metadata lookup.
        observers = SubjectObservers()
    }

    /// Whether at least one observer is subscribed.
    public var hasObservers: Bool { observers.hasObservers }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { observers.isDisposed }

    /// Sends `event` to every observer; does nothing once the subject has ended or been disposed.
    @inlinable
    public func on(_ event: Event<Element>) {
        observers.on(event) { onNext($0) }
    }

    /// Sends `element` to every observer, as `on(.next(element))` does but without wrapping it in an event.
    public func onNext(_ element: Element) {
        guard observers.lockIfOpen() else { return }
        observers.sendNextAndUnlock(element)
    }

    /// The subject itself, as the observer that feeds it.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Removes every observer without telling them, and refuses later events and subscriptions.
    public func dispose() {
        observers.lock.lock()
        observers.disposeAndUnlock()
    }

    /// Subscribing adds the observer (and replays to it at once), outside the current-thread trampoline.
    override var subscribesOnTrampoline: Bool { false }

    override func run(_ sink: Sink<Element>) -> Disposable {
        observers.lock.lock()
        if observers.isClosedLocked { return observers.subscribeClosedAndUnlock(sink, subject: self) }
        return observers.addAndUnlock(sink)
    }
}
