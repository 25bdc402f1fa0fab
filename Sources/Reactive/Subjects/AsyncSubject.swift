/// A subject that sends only its last element, and only when it completes; a failure is sent without
/// any element.
///
/// ```swift
/// let subject = AsyncSubject<Int>()
/// _ = subject.subscribe(onNext: { print($0) }, onCompleted: { print("done") })
/// subject.onNext(1)
/// subject.onNext(2)
/// subject.onCompleted()
/// // Prints: 2, done
/// ```
///
/// A subscriber that comes after the end receives the same ending: the last element and completion, or
/// completion alone if there was no element, or the error. Any thread may send; observers receive events
/// one at a time, all in the same order. An event sent while a delivery is under way (from inside an
/// observer, or from another thread) is queued and delivered by the thread already delivering.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType, @unchecked Sendable {
    // Sendable: `stopped`, `lastElement` and `stoppedEvent` are only touched under `observers.lock`; the
    // observers are called one event at a time by `SubjectObservers`.
    private let observers = SubjectObservers<Element>()
    private var stopped = false
    private var lastElement: Element?
    private var stoppedEvent: Event<Element>?

    /// A subject with no element yet.
    public override init() {}

    /// Whether at least one observer is subscribed.
    public var hasObservers: Bool { observers.lock.withLock { observers.hasObserversLocked } }

    /// Keeps an element as the one to send on completion, or ends the subject: completion sends the last
    /// element (if any) then completes; an error is sent as is. Does nothing once the subject has ended.
    @inlinable
    public func on(_ event: Event<Element>) {
        // Inlinable so that the event is taken apart in the caller's module, where it is specialised:
        // taking a generic `Event` apart in the engine would cost a type metadata lookup per element.
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): end(.error(error))
        case .completed: end(.completed)
        }
    }

    /// Keeps `element` as the one to send on completion, as `on(.next(element))` does but without
    /// wrapping it in an event.
    public func onNext(_ element: Element) {
        observers.lock.lock()
        if stopped {
            observers.lock.unlock()
            return
        }
        // The replaced element is released after the lock: releasing it may run user code.
        let previous = lastElement
        lastElement = element
        observers.lock.unlock()
        withExtendedLifetime(previous) {}
    }

    /// The subject itself, as the observer that feeds it.
    public func asObserver() -> AsyncSubject<Element> { self }

    /// Ends the subject with `event` (a terminal event): completion first sends the last element, if any.
    @usableFromInline
    func end(_ event: Event<Element>) {
        observers.lock.lock()
        if stopped {
            observers.lock.unlock()
            return
        }
        stopped = true
        stoppedEvent = event
        if event.isCompleted, let lastElement {
            observers.sendAndUnlock(.next(lastElement), then: .completed)
        } else {
            observers.sendAndUnlock(event)
        }
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        observers.lock.lock()
        guard let stoppedEvent else {
            return observers.addAndUnlock(sink, replay: [])
        }
        let element = stoppedEvent.isCompleted ? lastElement : nil
        observers.lock.unlock()
        if let element { sink.onNext(element) }
        sink.on(stoppedEvent)
        return Disposables.create()
    }
}
