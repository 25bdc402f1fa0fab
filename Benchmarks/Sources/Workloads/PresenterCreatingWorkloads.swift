import Foundation
import Presenters
import Reactive

// A presenter per list row: each unit makes a presenter, subscribes to its state, sends it one event,
// disposes the subscription and releases the presenter. The scheduler is made once, outside the loop, as a
// list screen hands its own to every row. The baseline does the same work by hand: a class with a state, a
// lock, a list of observers and a subscription object.

func registerPresenterCreatingWorkloads() {
    workload("PresenterCreating", .reactive) { units in
        var sum = 0
        let scheduler = TestScheduler(initialClock: 0)
        for _ in 0..<units {
            let presenter = Presenter<CounterEvent, Int, Never>(
                initialState: 0, scheduler: scheduler, reduce: .replace
            ) { event, count in
                switch event {
                case .increment: return .mutate(count + 1)
                }
            }
            let subscription = presenter.state.subscribe(onNext: { sum += $0 })
            presenter.send(.increment)
            subscription.dispose()
        }
        return sum
    }
    workload("PresenterCreating", .baseline) { units in
        var sum = 0
        for _ in 0..<units {
            let presenter = BaselineRowPresenter(initialState: 0) { count, event in
                switch event {
                case .increment: return count + 1
                }
            }
            let subscription = presenter.subscribe { sum += $0 }
            presenter.send(.increment)
            subscription.dispose()
        }
        return sum
    }
}

/// A row's view model written by hand: a state under a lock, observers told of every change (the current
/// state first), and a subscription that removes its observer.
final class BaselineRowPresenter {
    private let lock = NSLock()
    private var state: Int
    private var observers: [(id: Int, observer: (Int) -> Void)] = []
    private var nextID = 0
    private let reduce: (Int, CounterEvent) -> Int

    init(initialState: Int, reduce: @escaping (Int, CounterEvent) -> Int) {
        state = initialState
        self.reduce = reduce
    }

    /// Adds `observer`, calls it with the current state, and returns what removes it.
    @inline(never)
    func subscribe(_ observer: @escaping (Int) -> Void) -> BaselineRowSubscription {
        lock.lock()
        let id = nextID
        nextID += 1
        observers.append((id, observer))
        let current = state
        lock.unlock()
        observer(current)
        return BaselineRowSubscription(presenter: self, id: id)
    }

    @inline(never)
    func send(_ event: CounterEvent) {
        lock.lock()
        let next = reduce(state, event)
        guard next != state else { return lock.unlock() }
        state = next
        let observers = observers
        lock.unlock()
        for entry in observers { entry.observer(next) }
    }

    fileprivate func remove(_ id: Int) {
        lock.lock()
        observers.removeAll { $0.id == id }
        lock.unlock()
    }
}

/// Removes one observer from a `BaselineRowPresenter`, once.
final class BaselineRowSubscription {
    private weak var presenter: BaselineRowPresenter?
    private let id: Int

    init(presenter: BaselineRowPresenter, id: Int) {
        self.presenter = presenter
        self.id = id
    }

    @inline(never)
    func dispose() {
        presenter?.remove(id)
        presenter = nil
    }
}
