/// A sequence of events over time: the type every operator returns.
///
/// Subscriptions are independent: each `subscribe` runs the sequence's work anew (the sequence is
/// *cold*) unless an operator such as `share` or a subject makes it *hot*.
public class Observable<Element>: ObservableType {
    // Inlinable so that operators built in the caller's module initialise without a call.
    @inlinable
    init() {}

    /// Starts delivering the sequence to `sink` and returns what ends the delivery. Every observable of
    /// the engine overrides this. Whoever calls `run` owns the returned disposable and disposes it once
    /// `sink` has received a terminal event or is no longer wanted.
    func run(_ sink: Sink<Element>) -> Disposable {
        fatalError("Observable.run must be overridden by \(type(of: self))")
    }

    /// Whether a subscription to the sequence runs inside the current-thread trampoline, as RxSwift runs a
    /// subscription to any of its producers (every operator and source). Subjects are not producers there:
    /// subscribing to one adds the observer, and what it replays goes out at once, in no trampoline.
    var subscribesOnTrampoline: Bool { true }

    /// Whether the sequence sends exactly one element and completes as soon as it is subscribed (`just`),
    /// so that operators such as `flatMap` can take `immediateElement` without subscribing. Virtual
    /// members rather than a type check or an optional, either of which costs a type metadata lookup in
    /// generic code.
    var hasImmediateElement: Bool { false }

    /// The element of a sequence whose `hasImmediateElement` is true.
    var immediateElement: Element {
        preconditionFailure("\(type(of: self)) has no immediate element")
    }

    /// Subscribes `observer` and returns the disposable that ends the subscription.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = ObserverSink(observer)
        sink.start(self)
        return sink
    }

    /// Returns itself.
    public func asObservable() -> Observable<Element> { self }
}

extension Observable {
    /// Starts delivering the sequence to `sink` as RxSwift's `subscribe` does: inside this thread's
    /// current-thread trampoline, taking it if nothing runs on it, so that what the subscription schedules
    /// there (the elements of `of` and `from`, the subscriptions it makes in turn) waits until it and
    /// everything it subscribes has subscribed. Operators call it wherever they subscribe outside another
    /// sequence's `run`: from a delivery, a scheduled action or `connect()`.
    final func runOnTrampoline(_ sink: Sink<Element>) -> Disposable {
        if !subscribesOnTrampoline { return run(sink) }
        return Trampoline.hold { run(sink) }
    }

    /// Starts delivering the sequence to `sink` as `runOnTrampoline(_:)` does, and hands the subscription
    /// to `wire` before anything queued on the trampoline runs: a caller that takes the trampoline here
    /// (one subscribing from a delivery or a scheduled action) has its disposal wired before the first
    /// element of an `of` or a `repeatElement`, so that an operator that ends early stops them.
    final func runOnTrampoline(_ sink: Sink<Element>, wiring wire: (Disposable) -> Void) {
        if !subscribesOnTrampoline {
            wire(run(sink))
            return
        }
        Trampoline.hold { wire(run(sink)) }
    }
}
