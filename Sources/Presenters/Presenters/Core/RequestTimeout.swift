import Foundation
import Reactive

/// How long a request may wait for an answer: the presenter's ``Presenter/requestTimeout``, unless the
/// effect says otherwise.
///
/// A request is an effect that answers once (a `Single`, a `Maybe`, a `Completable`, an async function) or
/// an observable the effect marks as one (`Effect.run(_:_:timeout:pausedAt:catch:)`). A request that gets
/// no answer in time fails with `RxError.timeout`, which goes to the effect's `catch:` or the presenter's
/// `failure`. A stream, an observable run without a timeout, never times out.
public enum RequestTimeout: Equatable, Sendable {
    /// The presenter's `requestTimeout`, if it has one: what every request gets unless it says otherwise.
    case presenter
    /// This long, whatever the presenter's.
    case after(RxTimeInterval)
    /// None: a request that may rightly take as long as it takes, such as a wait for the user.
    case unlimited

    /// How long the request may wait, given the presenter's timeout; `nil` for no limit.
    @inlinable
    func interval(presenter: RxTimeInterval?) -> RxTimeInterval? {
        switch self {
        case .presenter: return presenter
        case .after(let interval): return interval
        case .unlimited: return nil
        }
    }
}

extension ObservableType {
    /// This request, failing with `RxError.timeout` when no answer comes within `interval` of its start or of
    /// its previous answer; after an answer for which `waits` is true (the work waits its turn), the clock
    /// stops until the next answer. With no `interval`, the request as it is.
    @inlinable
    func timingOut(
        after interval: RxTimeInterval?, on scheduler: any SchedulerType, pausedAt waits: ((Element) -> Bool)?
    ) -> Observable<Element> {
        guard let interval else { return asObservable() }
        guard let waits else { return timeout(interval, scheduler: scheduler) }
        return pausingTimeout(after: interval, on: scheduler, pausedAt: waits)
    }

    /// This request, timed out after `interval` of its start or of its previous answer, with its clock
    /// stopped after an answer for which `waits` is true.
    @usableFromInline
    func pausingTimeout(
        after interval: RxTimeInterval, on scheduler: any SchedulerType, pausedAt waits: @escaping (Element) -> Bool
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            let clock = RequestClock(interval: interval, scheduler: scheduler)
            let subscription = SingleAssignmentDisposable()
            clock.start { [clock] in
                guard clock.stop() else { return }
                subscription.dispose()
                observer.onError(RxError.timeout)
            }
            subscription.setDisposable(
                source.subscribe { event in
                    switch event {
                    case .next(let element):
                        guard clock.answered(waiting: waits(element)) else { return }
                        observer.onNext(element)
                    case .error(let error):
                        guard clock.stop() else { return }
                        observer.onError(error)
                    case .completed:
                        guard clock.stop() else { return }
                        observer.onCompleted()
                    }
                })
            return Disposables.create {
                _ = clock.stop()
                subscription.dispose()
            }
        }
    }
}

/// The clock of a request whose answers may say that it waits its turn: it runs from the start and from
/// each answer, stops at an answer that waits, and fires once, unless the request ended first.
private final class RequestClock: @unchecked Sendable {
    // Sendable: `stopped`, `generation` and `fire` are read and written under `lock`.
    private let lock = Lock()
    private let interval: RxTimeInterval
    private let scheduler: any SchedulerType
    private let timer = SerialDisposable()
    private var stopped = false
    /// Counts the times the clock was set again, so that an earlier setting that fires late does nothing.
    private var generation = 0
    private var fire: (() -> Void)?

    init(interval: RxTimeInterval, scheduler: any SchedulerType) {
        self.interval = interval
        self.scheduler = scheduler
    }

    /// Starts the clock, which calls `fire` when it runs out.
    func start(_ fire: @escaping () -> Void) {
        let generation = lock.withLock {
            self.fire = fire
            return self.generation
        }
        set(generation)
    }

    /// An answer came: the clock starts again, or stops if the answer says the work waits. `false` once
    /// the request has ended.
    func answered(waiting: Bool) -> Bool {
        let generation: Int? = lock.withLock {
            if stopped { return nil }
            self.generation += 1
            return self.generation
        }
        guard let generation else { return false }
        if waiting {
            timer.disposable = Disposables.create()
        } else {
            set(generation)
        }
        return true
    }

    /// Ends the request: `true` for the first caller, which alone may send its end.
    func stop() -> Bool {
        let first = lock.withLock {
            defer {
                stopped = true
                fire = nil
            }
            return !stopped
        }
        if first { timer.dispose() }
        return first
    }

    private func set(_ generation: Int) {
        timer.disposable = scheduler.scheduleRelative((), dueTime: interval) { [weak self] _ in
            self?.runOut(generation)
            return Disposables.create()
        }
    }

    private func runOut(_ generation: Int) {
        let fire: (() -> Void)? = lock.withLock { generation == self.generation && !stopped ? self.fire : nil }
        fire?()
    }
}
