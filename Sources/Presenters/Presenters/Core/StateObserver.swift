import Reactive

/// A subscriber to a presenter's state, as the presenter keeps it; it is also what ends the subscription.
///
/// An object rather than a plain observer, so that the drainer can call the one observer of the usual
/// case without retaining it (a retain and a release per state delivered): an observer removed while a
/// drain is under way, from its own call or from another thread, is kept until the drain ends.
///
/// Not generic: the presenter keeps it in generic code, where making or storing an instance of a generic
/// class looks the class's type up at run time, for every subscription. It holds the subscriber's sink as
/// an object, which the presenter's specialised code calls as the sink of its state type.
@usableFromInline
final class StateObserver: Disposable {
    /// The subscriber's `Sink` of the presenter's state.
    @usableFromInline let sink: AnyObject
    /// Set, under the presenter's lock, once the subscription has ended: a drain that has yet to attach
    /// the observer then drops it.
    var isDetached = false
    /// The presenter, weakly: a subscription does not keep it alive.
    private weak var owner: (any StateObserverOwner)?

    init(sink: AnyObject, owner: any StateObserverOwner) {
        self.sink = sink
        self.owner = owner
    }

    /// Ends the subscription: from now on its sink gets nothing more.
    @usableFromInline
    func dispose() {
        owner?.detach(self)
    }

    /// Delivers `state` to the sink; `State` must be the presenter's state type.
    @inlinable @inline(__always)
    func onNext<State>(_ state: State) {
        // The entry holds the sink for as long as the call lasts (see `deliverLocked`): no retain of it.
        Unmanaged.passUnretained(sink)._withUnsafeGuaranteedRef {
            unsafeDowncast($0, to: Sink<State>.self).onNext(state)
        }
    }

    /// Tells the sink that the state stream is over; `State` must be the presenter's state type.
    func onCompleted<State>(_: State.Type) {
        unsafeDowncast(sink, to: Sink<State>.self).onCompleted()
    }
}

/// What a state observer detaches itself from: its presenter.
protocol StateObserverOwner: AnyObject {
    func detach(_ entry: StateObserver)
}

extension Presenter: StateObserverOwner, SinkAttaching {
    /// Ends a state subscription: from now on its observer gets nothing more.
    func detach(_ entry: StateObserver) {
        lock.lock()
        entry.isDetached = true
        guard let index = stateObservers.firstIndex(where: { $0 === entry }) else {
            lock.unlock()
            return
        }
        stateObservers.remove(at: index)
        if keepsObserversLocked() { retiredStateObservers.append(entry) }
        lock.unlock()
    }

    /// Subscribes `sink` to the state: it gets the current state, in order with the changes other threads
    /// may be delivering, then every change.
    @usableFromInline
    package func attach(_ sink: Sink<State>) -> Disposable {
        let entry = StateObserver(sink: sink, owner: self)
        // Subscribed from outside the scheduler: the current state is delivered there.
        guard isOnScheduler else {
            handOver(.attachState(entry))
            return entry
        }
        // Nobody draining, the common case: take the drainer role and attach at once, without queueing.
        let state = status.value
        if state & PresenterStatus.busy == 0
            && status.compareExchange(expected: state, desired: state | PresenterStatus.draining)
        {
            drainer.store(Int(bitPattern: currentThreadIdentity()))
            attachNow(entry)
            drain()
        } else {
            enqueue(.attachState(entry))
        }
        return entry
    }

    /// The observable of `state`.
    func makeStateObservable() -> Observable<State> {
        AttachingObservable(self)
    }

    /// Adds `entry` to the state observers, unless its subscription has ended, and gives it the current
    /// state. Only the drainer calls it.
    func attachNow(_ entry: StateObserver) {
        lock.lock()
        guard !entry.isDetached else { return lock.unlock() }
        stateObservers.append(entry)
        let state = current
        lock.unlock()
        entry.onNext(state)
    }

    /// With `lock` held: whether a drain is under way, in which case the drainer may be calling a removed
    /// observer without holding it. The drain is then made to end through `drainQueue`, which lets go of
    /// the kept observers: the flag is set in the same atomic step that sees the drain, as `enqueue` does.
    private func keepsObserversLocked() -> Bool {
        while true {
            let state = status.value
            if state & PresenterStatus.draining == 0 { return false }
            if status.compareExchange(expected: state, desired: state | PresenterStatus.queued) { return true }
        }
    }

    /// With `lock` held, at the end of a drain: the observers removed during it, for the caller to release
    /// after unlocking.
    func takeRetiredStateObserversLocked() -> [StateObserver] {
        guard !retiredStateObservers.isEmpty else { return [] }
        defer { retiredStateObservers = [] }
        return retiredStateObservers
    }
}
