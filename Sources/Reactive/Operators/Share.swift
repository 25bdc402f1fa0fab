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
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch (scope, replay) {
        case (.forever, 0):
            return multicast(PublishSubject()).refCount()
        case (.forever, _):
            return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
        case (.whileConnected, 0):
            return multicast(makeSubject: { PublishSubject() }).refCount()
        case (.whileConnected, _):
            return multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()
        }
    }
}
