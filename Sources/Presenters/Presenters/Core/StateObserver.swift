import Reactive

/// A subscriber to a presenter's state, as the presenter keeps it.
///
/// An object rather than a plain observer, so that the drainer can call the one observer of the usual
/// case without retaining it (a retain and a release per state delivered): an observer removed while a
/// drain is under way, from its own call or from another thread, is kept until the drain ends.
@usableFromInline
final class StateObserver<State> {
    @usableFromInline let observer: AnyObserver<State>
    /// Set, under the presenter's lock, once the subscription has ended: a drain that has yet to attach
    /// the observer then drops it.
    var isDetached = false

    init(_ observer: AnyObserver<State>) {
        self.observer = observer
    }
}

extension Presenter {
    /// Ends a state subscription: from now on its observer gets nothing more.
    func detach(_ entry: StateObserver<State>) {
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
    func takeRetiredStateObserversLocked() -> [StateObserver<State>] {
        guard !retiredStateObservers.isEmpty else { return [] }
        defer { retiredStateObservers = [] }
        return retiredStateObservers
    }
}
