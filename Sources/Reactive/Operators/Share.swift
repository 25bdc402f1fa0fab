#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// How long the subject behind `share(replay:scope:)` lives, and so what a subscriber gets after the
/// source ended or everybody unsubscribed.
public enum SubjectLifetimeScope: Sendable {
    /// The subject lives while the source is connected: once the source ends or the last subscriber
    /// goes away, the replay buffer is dropped, and the next subscriber subscribes to the source anew.
    case whileConnected
    /// One subject for ever: after the source ended, subscribers get the replayed elements and the end,
    /// and the source is not subscribed to again.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all subscribers, connected while there is at least one,
    /// and replays the latest `replay` elements to each new subscriber.
    ///
    /// ```
    /// source:   --1--2--3--4--|
    /// a:        ^---------------      (subscribes at tick 0)
    /// b:        -------^--------      (subscribes at tick 7)
    /// share(replay: 1)
    /// a gets:   --1--2--3--4--|
    /// b gets:   -------23--4--|       (2 replayed at tick 7)
    /// ```
    ///
    /// ```swift
    /// let subject = PublishSubject<Int>()
    /// let shared = subject.map { $0 * 10 }.share(replay: 1)
    /// _ = shared.subscribe(onNext: { print("a\($0)") })
    /// subject.onNext(1)
    /// _ = shared.subscribe(onNext: { print("b\($0)") })
    /// // Prints: a10, b10
    /// ```
    ///
    /// - Parameters:
    ///   - replay: How many of the latest elements a new subscriber receives first.
    ///   - scope: Whether the replayed elements and the end outlive the connection (`.forever`) or not.
    /// - Complexity: O(`replay`) memory.
    ///
    /// Inlinable, so that the caller's specialised code names the types of a connection once, instead of
    /// the engine looking them up for every subscription.
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch (scope, replay) {
        case (.forever, 0):
            return multicast(PublishSubject()).refCount()
        case (.forever, _):
            return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
        case (.whileConnected, _):
            // The same as `multicast(makeSubject:).refCount()` with a publish or replay subject, in one
            // object per connection instead of four: `Driver` and `Signal` share this way.
            return ShareWhileConnectedObservable.make(source: asObservable(), replay: max(0, replay))
        }
    }
}

/// Makes a connection of the given share.
@usableFromInline
typealias MakeShareConnection<Element> = (ShareWhileConnectedObservable<Element>) -> ShareConnection<Element>

/// Copies an element into the uninitialised slot at the index from the first slot, whose memory it binds to
/// the element type for the copy only: written in the caller's specialised code, where it is a plain store
/// for plain data, at an offset computed with the element's size known, instead of the two value-witness
/// calls (a copy to a temporary, then a move), the size looked up in the type's metadata and the generic
/// rebinding call that the generic code of a share would need for every element.
@usableFromInline
typealias ReplayCopy<Element> = (UnsafeMutableRawPointer, Int, Element) -> Void

/// `share(replay:scope: .whileConnected)`: the first subscriber connects to the source, the last one to
/// leave disconnects, and each connection has its own observers and replay buffer.
@usableFromInline
final class ShareWhileConnectedObservable<Element>: Observable<Element> {
    private let source: Observable<Element>
    fileprivate let replay: Int
    /// Makes a connection with its observers: written in the caller's specialised code, which names their
    /// types (named in this generic code, each would be looked up at run time for every connection) and
    /// writes the connection's element copy.
    private let makeConnection: MakeShareConnection<Element>
    private let lock = Lock()
    /// The current connection. Guarded by `lock`, as are the connections' `subscribers` counts.
    @exclusivity(unchecked) private var connection: ShareConnection<Element>?

    @usableFromInline
    init(source: Observable<Element>, replay: Int, makeConnection: @escaping MakeShareConnection<Element>) {
        self.source = source
        self.replay = replay
        self.makeConnection = makeConnection
    }

    /// `share(replay: replay, scope: .whileConnected)` of `source`, with the connection written in the
    /// caller's specialised code.
    @inlinable
    static func make(source: Observable<Element>, replay: Int) -> ShareWhileConnectedObservable<Element> {
        ShareWhileConnectedObservable(source: source, replay: replay) { parent in
            ShareConnection(
                parent: parent, observers: SubjectObservers(),
                copy: { slots, index, element in
                    slots.withMemoryRebound(to: Element.self, capacity: index + 1) {
                        ($0 + index).initialize(to: element)
                    }
                })
        }
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        lock.lock()
        let connection: ShareConnection<Element>
        let connects: Bool
        if let current = self.connection {
            connection = current
            connects = false
        } else {
            connection = makeConnection(self)
            self.connection = connection
            connects = true
        }
        connection.subscribers += 1
        lock.unlock()
        let subscription = connection.add(sink)
        if connects { connection.connect(to: source) }
        return subscription
    }

    /// A subscriber of `connection` left: the last one disconnects it.
    fileprivate func leave(_ connection: ShareConnection<Element>) {
        lock.lock()
        connection.subscribers -= 1
        let last = connection.subscribers == 0 && self.connection === connection
        if last { self.connection = nil }
        lock.unlock()
        if last { connection.disconnect() }
    }

    /// `connection`'s source ended: the next subscriber connects anew.
    fileprivate func ended(_ connection: ShareConnection<Element>) {
        lock.withLock {
            if self.connection === connection { self.connection = nil }
        }
    }
}

/// One connection of a `share`: the subscription to the source, the observers it feeds, and the latest
/// elements it replays to new ones.
@usableFromInline
final class ShareConnection<Element>: Sink<Element>, ShareLeaving {
    private let parent: ShareWhileConnectedObservable<Element>
    private let observers: SubjectObservers<Element>
    private let copy: ReplayCopy<Element>
    /// The subscription to the source once its `run` returned it, until released; `NopDisposable` before and
    /// after. Guarded by `observers.lock`, as is `released`: kept here rather than in a
    /// `SingleAssignmentDisposable`, which would be one more object and one more lock per connection. Not an
    /// optional: setting, taking and destroying an optional existential go through value-witness calls.
    @exclusivity(unchecked) private var sourceSubscription: Disposable = NopDisposable.instance
    /// The latest `replay` elements, when they do not fit in `inlineSlots`: slots `0..<bufferCount` are
    /// initialised; once full, a ring whose oldest element is at `bufferStart`. Raw memory rather than an
    /// array: changing a generic array in code the caller cannot specialise looks up its type metadata, for
    /// every element. `nil` when the elements are kept in `inlineSlots`.
    private let buffer: UnsafeMutablePointer<Element>?
    /// The slots of the replayed elements when they fit in two words, as `replay: 1` of a number, a string,
    /// an array or an object does (Driver's share): one allocation less per connection than `buffer`.
    /// Two words keep the connection in the allocator's block of 160 bytes, where it was with `buffer`
    /// alone: in a larger block, glibc's `malloc` spent more on the connections than the buffers had cost.
    /// Only ever read and written as elements, through `withSlots`; plain words, so the connection's
    /// generic deinit has nothing to destroy here, and `deinit` deinitialises the elements it holds.
    @exclusivity(unchecked) private var inlineSlots: (Int, Int) = (0, 0)
    // Guarded by `observers.lock`:
    @exclusivity(unchecked) private var bufferCount = 0
    @exclusivity(unchecked) private var bufferStart = 0
    /// Guarded by the parent's lock. 32 bits, so that it shares a word with the two flags after it: one
    /// word less keeps the connection in its allocator block with `inlineSlots` (see there).
    @exclusivity(unchecked) var subscribers: Int32 = 0
    @exclusivity(unchecked) private var stopped = false
    /// Next to `stopped`, so that the two flags share a word.
    @exclusivity(unchecked) private var released = false
    /// How the source ended, once it has. Not an `Event`: naming `Event<Element>` in this generic code
    /// looks up its type metadata, on every connection and every subscriber.
    @exclusivity(unchecked) private var ending: ShareEnding?
    /// The test's counter that counted the connection, if one was open when it was made; the connection
    /// counts from its creation, since every connection made is connected and released once.
    private let counter: SubscriptionCounter?

    @usableFromInline
    init(
        parent: ShareWhileConnectedObservable<Element>, observers: SubjectObservers<Element>,
        copy: @escaping ReplayCopy<Element>
    ) {
        self.parent = parent
        self.observers = observers
        self.copy = copy
        buffer = Self.fitsInline(replay: parent.replay) ? nil : Self.allocateBuffer(capacity: parent.replay)
        counter = Resources.subscriptionStarted()
        super.init()
        // Each subscriber's removal from `observers` tells this connection (see `leave`); `release` drops the
        // reference back.
        observers.owner = self
    }

    /// How many elements the connection replays: the parent's, not stored here too, which would take the
    /// connection to a larger block of the allocator's.
    private var replay: Int { parent.replay }

    /// A subscriber left.
    func leave() {
        parent.leave(self)
    }

    deinit {
        // Plain data needs no deinitialising, and the generic call would still reach the runtime.
        if !_isPOD(Element.self) { _ = withSlots { $0.deinitialize(count: bufferCount) } }
        if let buffer { Self.deallocateBuffer(buffer) }
    }

    /// Whether `replay` elements fit in `inlineSlots`; no elements always do (`share()`, `Signal`), so
    /// those connections allocate no buffer either.
    private static func fitsInline(replay: Int) -> Bool {
        replay == 0
            || (MemoryLayout<Element>.alignment <= MemoryLayout<Int>.alignment
                && replay <= MemoryLayout<(Int, Int)>.size / MemoryLayout<Element>.stride)
    }

    /// Calls `body` with the first slot of the replayed elements: `buffer`, or `inlineSlots` rebound to the
    /// element type for the call only, so that outside it the property's memory stays bound to its own
    /// type. The address of `inlineSlots` is taken anew at each call rather than kept, as a pointer to a
    /// stored property is only valid within `withUnsafeMutablePointer`. Caller holds `observers.lock`, or is
    /// `deinit`.
    @inline(__always)
    private func withSlots<Result>(_ body: (UnsafeMutablePointer<Element>) -> Result) -> Result {
        if let buffer { return body(buffer) }
        return withUnsafeMutablePointer(to: &inlineSlots) { words in
            UnsafeMutableRawPointer(words).withMemoryRebound(to: Element.self, capacity: replay, body)
        }
    }

    /// Calls `body` with the address of the first slot, unbound: for the `copy` closure, which binds it
    /// itself in the caller's specialised code. Caller holds `observers.lock`.
    @inline(__always)
    private func withRawSlots(_ body: (UnsafeMutableRawPointer) -> Void) {
        if let buffer { return body(UnsafeMutableRawPointer(buffer)) }
        withUnsafeMutablePointer(to: &inlineSlots) { body(UnsafeMutableRawPointer($0)) }
    }

    /// Whether `malloc`'s memory is aligned enough for elements: it is aligned for any type of at most two
    /// words (`max_align_t`).
    private static var mallocAligns: Bool { MemoryLayout<Element>.alignment <= 2 * MemoryLayout<Int>.size }

    /// Memory for `capacity` elements, from `malloc` when its alignment suffices: `allocate(capacity:)` asks
    /// for the alignment explicitly, which on Linux takes the allocator's slower aligned path.
    private static func allocateBuffer(capacity: Int) -> UnsafeMutablePointer<Element> {
        guard mallocAligns else { return .allocate(capacity: capacity) }
        guard let memory = malloc(max(1, capacity) * MemoryLayout<Element>.stride) else {
            fatalError("Out of memory for a share's replay buffer")
        }
        return memory.bindMemory(to: Element.self, capacity: capacity)
    }

    /// Frees memory from `allocateBuffer`.
    private static func deallocateBuffer(_ buffer: UnsafeMutablePointer<Element>) {
        if mallocAligns {
            free(buffer)
        } else {
            buffer.deallocate()
        }
    }

    func connect(to source: Observable<Element>) {
        source.runOnTrampoline(self) { subscription in
            observers.lock.lock()
            // The source may have ended, or the last subscriber left, while `run` ran.
            if released {
                observers.lock.unlock()
                subscription.dispose()
                return
            }
            sourceSubscription = subscription
            observers.lock.unlock()
        }
    }

    /// Adds `sink` to the observers after it received the buffer. A subscriber that raced with the end
    /// of the source (it found this connection just before it ended) receives the buffer and the end.
    func add(_ sink: Sink<Element>) -> Disposable {
        observers.lock.lock()
        // The first subscriber of a connection, the common case, has nothing to replay: skip building the
        // array, which in this generic code looks up its type metadata.
        if bufferCount == 0 && ending == nil { return observers.addAndUnlock(sink) }
        let replayed = bufferedLocked()
        guard let ending else { return observers.addAndUnlock(sink, replay: replayed) }
        observers.lock.unlock()
        for element in replayed { sink.onNext(element) }
        switch ending {
        case .error(let error): sink.onError(error)
        case .completed: sink.onCompleted()
        }
        return Disposables.create()
    }

    override func onNext(_ element: Element) {
        observers.lock.lock()
        if stopped {
            observers.lock.unlock()
            return
        }
        if bufferCount < replay {
            withRawSlots { copy($0, bufferCount, element) }
            bufferCount += 1
            observers.sendNextAndUnlock(element)
        } else if replay > 0 && _isPOD(Element.self) {
            // Plain data (numbers, small structs): overwriting releases nothing, so no user code runs under
            // the lock, and this saves moving the oldest element out, which generic code does through
            // several type-metadata calls.
            withRawSlots { copy($0, bufferStart, element) }
            // With one slot, the oldest is always at 0: `replay: 1` (Driver's share) skips the update.
            if replay > 1 { bufferStart = bufferStart + 1 == replay ? 0 : bufferStart + 1 }
            observers.sendNextAndUnlock(element)
        } else if replay > 0 {
            replaceOldestAndSendLocked(element)
        } else {
            observers.sendNextAndUnlock(element)
        }
    }

    /// Replaces the oldest buffered element with `element` and sends `element`; the oldest one is released
    /// after the lock, as releasing it may run user code. Caller holds `observers.lock`; it is released on
    /// return. Out of line: the temporary it needs for the oldest element would otherwise be made on the
    /// stack at every element, also for plain data.
    @inline(never)
    private func replaceOldestAndSendLocked(_ element: Element) {
        let oldest = withSlots { slots in
            let oldest = (slots + bufferStart).move()
            copy(UnsafeMutableRawPointer(slots), bufferStart, element)
            return oldest
        }
        bufferStart = bufferStart + 1 == replay ? 0 : bufferStart + 1
        observers.sendNextAndUnlock(element)
        withExtendedLifetime(oldest) {}
    }

    override func onError(_ error: Swift.Error) {
        end(.error(error), ending: .error(error))
    }

    override func onCompleted() {
        end(.completed, ending: .completed)
    }

    /// Sends the end of the source, `event`, to every observer, which removes them all.
    private func end(_ event: Event<Element>, ending: ShareEnding) {
        parent.ended(self)
        observers.lock.lock()
        if stopped {
            observers.lock.unlock()
            return
        }
        stopped = true
        self.ending = ending
        observers.sendAndUnlock(event)
        release()
    }

    /// The last subscriber left: ends the subscription to the source and drops the buffer.
    func disconnect() {
        observers.lock.lock()
        stopped = true
        releaseAndUnlock()
    }

    private func release() {
        observers.lock.lock()
        releaseAndUnlock()
    }

    /// Ends the subscription to the source, once. Caller holds `observers.lock`; it is released on return.
    private func releaseAndUnlock() {
        if released {
            observers.lock.unlock()
            return
        }
        released = true
        let subscription = takeDisposable(&sourceSubscription)
        // Subscribers that leave from now on have nothing to tell: the connection is over.
        let owner = observers.owner.take()
        observers.lock.unlock()
        subscription.dispose()
        withExtendedLifetime(owner) {}
        Resources.subscriptionEnded(counter)
    }

    /// The buffered elements, oldest first.
    private func bufferedLocked() -> [Element] {
        withSlots { buffer in
            let slots = UnsafeBufferPointer(start: buffer, count: bufferCount)
            if bufferStart == 0 { return Array(slots) }
            return Array(slots[bufferStart...]) + Array(slots[..<bufferStart])
        }
    }
}

/// How the source of a `share` connection ended.
private enum ShareEnding {
    case error(Swift.Error)
    case completed
}

/// A connection of a `share`, as its observer list sees it.
protocol ShareLeaving: AnyObject {
    /// One of the connection's subscribers left: the last one disconnects it.
    func leave()
}
