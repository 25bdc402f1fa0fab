extension ObservableType {
    /// A connectable sequence that, once connected, sends the source's events into `subject`, to which
    /// its subscribers are subscribed.
    ///
    /// The same subject serves every connection: after the source has ended, the subject has ended too,
    /// and later subscribers only get its terminal event (or what it replays).
    ///
    /// ```
    /// source:     --1--2--3--|
    /// connect():  -----^              (at tick 5)
    /// result:     --------3--|
    /// ```
    ///
    /// ```swift
    /// let shared = Observable.of(1, 2).multicast(PublishSubject<Int>())
    /// _ = shared.subscribe(onNext: { print($0) })
    /// _ = shared.connect()
    /// // Prints: 1, 2
    /// ```
    @inlinable
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        // Inlinable so that handing an element to the subject is compiled for the caller's types.
        MulticastConnectable(source: asObservable(), makeSubject: { subject }, sendNext: { $0.onNext($1) })
    }

    /// A connectable sequence that, once connected, sends the source's events into a subject made by
    /// `makeSubject`, to which its subscribers are subscribed.
    ///
    /// Each connection gets a fresh subject: when the source ends, or the connection is disposed, the
    /// subject is dropped, and the next subscriber or `connect()` makes a new one.
    ///
    /// ```
    /// source:     --1--2--3--|
    /// connect():  -----^              (at tick 5)
    /// result:     --------3--|
    /// ```
    ///
    /// ```swift
    /// let shared = Observable.of(1, 2).multicast(makeSubject: { PublishSubject<Int>() })
    /// _ = shared.subscribe(onNext: { print($0) })
    /// _ = shared.connect()
    /// // Prints: 1, 2
    /// ```
    @inlinable
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
        -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        MulticastConnectable(source: asObservable(), makeSubject: makeSubject, sendNext: { $0.onNext($1) })
    }

    /// For each subscription: makes a subject with `subjectSelector`, lets `selector` build a sequence from
    /// the source shared through that subject, subscribes to that sequence, then connects.
    ///
    /// A thrown error ends the subscription with that error.
    ///
    /// ```
    /// source:   --1--2--|
    /// multicast({ PublishSubject() }) { shared in shared.concat(shared) }
    /// result:   --1--2--|            (the second half subscribes after the end: only completion)
    /// ```
    ///
    /// ```swift
    /// let sums = Observable.of(1, 2).multicast({ PublishSubject<Int>() }) { shared in
    ///     Observable.zip(shared, shared.map { $0 * 10 }) { $0 + $1 }
    /// }
    /// _ = sums.subscribe(onNext: { print($0) })
    /// // Prints: 11, 22
    /// ```
    @inlinable
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        MulticastSelectorObservable(
            source: asObservable(), subjectSelector: subjectSelector, selector: selector,
            sendNext: { $0.onNext($1) })
    }
}

/// `multicast`'s connectable sequence: its subscribers subscribe to the current subject, and a connection
/// subscribes that subject to the source.
@usableFromInline
final class MulticastConnectable<Subject: SubjectType>: ConnectableObservable<Subject.Element> {
    @usableFromInline
    typealias Input = Subject.Observer.Element

    private let source: Observable<Input>
    private let makeSubject: () -> Subject
    private let sendNext: (Subject.Observer, Input) -> Void
    private let lock = Lock()
    // Guarded by `lock`:
    private var subject: Subject?
    private var connection: MulticastConnection<Subject>?

    @usableFromInline
    init(
        source: Observable<Input>, makeSubject: @escaping () -> Subject,
        sendNext: @escaping (Subject.Observer, Input) -> Void
    ) {
        self.source = source
        self.makeSubject = makeSubject
        self.sendNext = sendNext
    }

    override func run(_ sink: Sink<Element>) -> Disposable {
        currentSubject().asObservable().run(sink)
    }

    override func connect() -> Disposable {
        while true {
            lock.lock()
            if let connection {
                lock.unlock()
                return connection
            }
            if let subject {
                let connection = MulticastConnection(parent: self, observer: subject.asObserver(), sendNext: sendNext)
                self.connection = connection
                lock.unlock()
                connection.start(source)
                return connection
            }
            lock.unlock()
            _ = currentSubject()
        }
    }

    /// The subject of the current connection, made now if there is none. `makeSubject` is the user's code,
    /// so it runs outside the lock; if two threads race, the first subject stored wins.
    private func currentSubject() -> Subject {
        if let subject = lock.withLock({ self.subject }) { return subject }
        let made = makeSubject()
        return lock.withLock {
            if let subject = self.subject { return subject }
            self.subject = made
            return made
        }
    }

    /// Forgets `connection` and its subject once it has ended, so that the next connection starts afresh.
    fileprivate func connectionEnded(_ connection: MulticastConnection<Subject>) {
        let dropped: Subject? = lock.withLock {
            guard self.connection === connection else { return nil }
            self.connection = nil
            defer { subject = nil }
            return subject
        }
        // The subject is released here, outside the lock.
        withExtendedLifetime(dropped) {}
    }
}

/// One connection of a `multicast`: the subscription of the subject to the source, counted in
/// `Resources.total` while it is alive.
private final class MulticastConnection<Subject: SubjectType>: Sink<Subject.Observer.Element>, Disposable {
    private let parent: MulticastConnectable<Subject>
    private let observer: Subject.Observer
    private let sendNext: (Subject.Observer, Element) -> Void
    private let ended = AtomicFlag()
    private let subscription = SingleAssignmentDisposable()
    /// The test's counter that counted the connection, if one was open when it was made.
    private let counter: SubscriptionCounter?

    /// Counts the connection from now on: `end` ends it once, whether it started or not.
    init(
        parent: MulticastConnectable<Subject>, observer: Subject.Observer,
        sendNext: @escaping (Subject.Observer, Element) -> Void
    ) {
        self.parent = parent
        self.observer = observer
        self.sendNext = sendNext
        counter = Resources.subscriptionStarted()
    }

    func start(_ source: Observable<Element>) {
        source.runOnTrampoline(self) { subscription.setDisposable($0) }
    }

    override func onNext(_ element: Element) {
        guard !ended.isSet else { return }
        sendNext(observer, element)
    }

    override func onError(_ error: Swift.Error) {
        // The connection ends before the subject passes the error on, so that a subscriber reacting to
        // it already finds the next connection to be a fresh one.
        guard end() else { return }
        observer.on(.error(error))
    }

    override func onCompleted() {
        guard end() else { return }
        observer.on(.completed)
    }

    func dispose() {
        _ = end()
    }

    /// Ends the connection; returns whether this call was the one that ended it.
    private func end() -> Bool {
        guard ended.set() else { return false }
        parent.connectionEnded(self)
        subscription.dispose()
        Resources.subscriptionEnded(counter)
        return true
    }
}

/// `multicast(_:selector:)`: a subject, a sequence built on it and a connection per subscription.
@usableFromInline
final class MulticastSelectorObservable<Subject: SubjectType, Result>: Observable<Result> {
    @usableFromInline
    typealias Input = Subject.Observer.Element

    private let source: Observable<Input>
    private let subjectSelector: () throws -> Subject
    private let selector: (Observable<Subject.Element>) throws -> Observable<Result>
    private let sendNext: (Subject.Observer, Input) -> Void

    @usableFromInline
    init(
        source: Observable<Input>, subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>,
        sendNext: @escaping (Subject.Observer, Input) -> Void
    ) {
        self.source = source
        self.subjectSelector = subjectSelector
        self.selector = selector
        self.sendNext = sendNext
    }

    override func run(_ sink: Sink<Result>) -> Disposable {
        let connectable: MulticastConnectable<Subject>
        let shared: Observable<Result>
        do {
            let subject = try subjectSelector()
            connectable = MulticastConnectable(source: source, makeSubject: { subject }, sendNext: sendNext)
            shared = try selector(connectable)
        } catch {
            sink.onError(error)
            return Disposables.create()
        }
        let subscription = shared.run(sink)
        return Disposables.create(subscription, connectable.connect())
    }
}
