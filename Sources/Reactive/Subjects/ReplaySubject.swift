/// A subject that keeps the latest elements in a buffer and sends them to each new subscriber before the
/// live events; after the end, a new subscriber receives the buffer then the terminal event.
///
/// ```swift
/// let subject = ReplaySubject<Int>.create(bufferSize: 2)
/// subject.onNext(1)
/// subject.onNext(2)
/// subject.onNext(3)
/// _ = subject.subscribe(onNext: { print($0) })
/// // Prints: 2, 3
/// ```
///
/// Any thread may send; observers receive events one at a time, all in the same order. An event sent
/// while a delivery is under way (from inside an observer, or from another thread) is queued and delivered
/// by the thread already delivering, right after the current event has reached every observer. A
/// subscription made during a delivery receives the buffer as it was when it subscribed, once that
/// delivery is over. Events sent after `dispose()` are ignored, and subscribing afterwards fails with
/// `RxError.disposed`.
///
/// - Complexity: a bounded subject keeps at most `bufferSize` elements in a ring; an unbounded one keeps
///   every element it ever received.
public final class ReplaySubject<Element>:
    Observable<Element>, SubjectType, ObserverType, Disposable, @unchecked Sendable
{
    // Sendable: `buffer`, `bufferStart` and the state in `observers` are only touched under
    // `observers.lock`; the observers are called one event at a time by `SubjectObservers`.
    @usableFromInline let observers = SubjectObservers<Element>()
    /// The most elements kept, or `nil` to keep them all.
    private let bufferSize: Int?
    /// The kept elements; once a bounded buffer is full it is a ring whose oldest element is at
    /// `bufferStart`.
    private var buffer: ContiguousArray<Element> = []
    private var bufferStart = 0

    private init(bufferSize: Int?) {
        self.bufferSize = bufferSize.map { max(0, $0) }
    }

    /// A subject that replays its latest `bufferSize` elements to each new subscriber.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: bufferSize)
    }

    /// A subject that replays every element it ever received to each new subscriber.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: nil)
    }

    /// Whether at least one observer is subscribed.
    public var hasObservers: Bool { observers.hasObservers }

    /// Keeps `event`'s element in the buffer and sends `event` to every observer; does nothing once the
    /// subject has ended or been disposed.
    @inlinable
    public func on(_ event: Event<Element>) {
        observers.on(event) { onNext($0) }
    }

    /// Keeps `element` in the buffer and sends it to every observer, as `on(.next(element))` does but
    /// without wrapping it in an event.
    public func onNext(_ element: Element) {
        guard observers.lockIfOpen() else { return }
        guard let bufferSize, buffer.count == bufferSize else {
            buffer.append(element)
            observers.sendNextAndUnlock(element)
            return
        }
        if bufferSize == 0 {
            observers.sendNextAndUnlock(element)
            return
        }
        // The full ring drops its oldest element, released at the end, after the lock: releasing it may
        // run user code.
        let oldest = buffer[bufferStart]
        buffer[bufferStart] = element
        bufferStart = (bufferStart + 1) % bufferSize
        observers.sendNextAndUnlock(element)
        withExtendedLifetime(oldest) {}
    }

    /// The subject itself, as the observer that feeds it.
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Removes every observer without telling them, empties the buffer, and refuses later events and
    /// subscriptions.
    public func dispose() {
        observers.lock.lock()
        let released = buffer
        buffer = []
        bufferStart = 0
        observers.disposeAndUnlock()
        withExtendedLifetime(released) {}
    }

    /// Subscribing adds the observer (and replays to it at once), outside the current-thread trampoline.
    override var subscribesOnTrampoline: Bool { false }

    override func run(_ sink: Sink<Element>) -> Disposable {
        observers.lock.lock()
        // Empty once the subject is disposed.
        let replay = bufferedLocked()
        if observers.isClosedLocked {
            return observers.subscribeClosedAndUnlock(sink, subject: self, replay: replay)
        }
        return observers.addAndUnlock(sink, replay: replay)
    }

    /// The buffered elements, oldest first.
    private func bufferedLocked() -> [Element] {
        if bufferStart == 0 { return Array(buffer) }
        return Array(buffer[bufferStart...]) + buffer[..<bufferStart]
    }
}
