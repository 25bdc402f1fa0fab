import Foundation
import Presenters

/// Where a download in a `DownloadQueue` stands.
public enum DownloadProgress<Value> {
    /// Every slot is taken: the download waits for one, behind those that came before it.
    case waiting
    /// The download started.
    case started
    /// The download finished with `Value`; the observable completes.
    case finished(Value)
}

/// Runs at most `limit` downloads at once; the others wait in the order they came, and each starts when
/// a slot frees up.
///
/// A download is the subscription to its work, a `Single`; disposing the observable `enqueue` returns
/// takes a waiting download out of the line, or cancels a running one (the work's subscription is
/// disposed, which cancels its request) and gives its slot to the next in line.
///
/// A freed slot goes to the next in line in an action scheduled on the scheduler, after what freed it:
/// downloads that all go at once (a screen released) leave the line before any of them starts, and a
/// download that ends is seen to end before the next one starts. (A `TestScheduler` that simulates
/// processing delay runs that action one tick later.)
public final class DownloadQueue: @unchecked Sendable {
    // Sendable: `running` and `line` are only read and written under `lock`.

    /// The most downloads that run at once.
    public let limit: Int
    private let lock = NSLock()
    private var running = 0
    private var line: [Ticket] = []
    private let scheduler: any SchedulerType
    /// The action that gives the free slots to the next in line, while one is scheduled.
    private var drain: Disposable?

    /// A queue that runs at most `limit` downloads at once (at least one), starting the next in line on
    /// `scheduler`.
    public init(limit: Int, scheduler: any SchedulerType) {
        self.limit = max(1, limit)
        self.scheduler = scheduler
    }

    /// `work`, run when a slot is free: `.waiting` at once if it must wait, then `.started`, then
    /// `.finished` with its value, or its error.
    public func enqueue<Value>(_ work: Single<Value>) -> Observable<DownloadProgress<Value>> {
        Observable.create { [self] observer in
            let subscription = SingleAssignmentDisposable()
            let ticket = Ticket()
            ticket.start = { [weak self] in
                observer.onNext(.started)
                subscription.setDisposable(
                    work.subscribe { result in
                        let wasRunning = self?.end(ticket) == true
                        switch result {
                        case .success(let value):
                            observer.onNext(.finished(value))
                            observer.onCompleted()
                        case .failure(let error):
                            observer.onError(error)
                        }
                        if wasRunning { self?.release() }
                    })
            }
            let start: (() -> Void)? = {
                lock.lock()
                defer { lock.unlock() }
                // Behind those already waiting, even if a slot is free: they get it first, when the
                // scheduled start runs.
                guard running < limit, line.isEmpty else {
                    line.append(ticket)
                    return nil
                }
                running += 1
                ticket.state = .running
                return ticket.start
            }()
            if let start { start() } else { observer.onNext(.waiting) }
            // The ticket's `start` holds the observer until the download ends or is disposed.
            return Disposables.create { [self] in
                let wasRunning = end(ticket)
                subscription.dispose()
                if wasRunning { release() }
            }
        }
    }

    /// Marks `ticket` done, out of the line; true if it was running, so that its slot is freed once.
    private func end(_ ticket: Ticket) -> Bool {
        let cancelled: Disposable? = {
            lock.lock()
            defer { lock.unlock() }
            line.removeAll { $0 === ticket }
            ticket.start = nil
            guard line.isEmpty, let drain else { return nil }
            // Nobody waits any more: nothing to start.
            self.drain = nil
            return drain
        }()
        cancelled?.dispose()
        lock.lock()
        defer { lock.unlock() }
        let wasRunning = ticket.state == .running
        ticket.state = .done
        return wasRunning
    }

    /// Frees a slot, and schedules the start of the next download in line if one waits.
    private func release() {
        let schedules: Bool = {
            lock.lock()
            defer { lock.unlock() }
            running -= 1
            return !line.isEmpty && drain == nil
        }()
        guard schedules else { return }
        let action = SingleAssignmentDisposable()
        lock.lock()
        drain = action
        lock.unlock()
        action.setDisposable(
            scheduler.schedule(()) { [weak self] _ in
                self?.startWaiting()
                return Disposables.create()
            })
    }

    /// Starts the downloads at the head of the line, as many as there are free slots.
    private func startWaiting() {
        let starts: [() -> Void] = {
            lock.lock()
            defer { lock.unlock() }
            drain = nil
            var starts: [() -> Void] = []
            while running < limit, !line.isEmpty {
                let next = line.removeFirst()
                running += 1
                next.state = .running
                if let start = next.start { starts.append(start) }
            }
            return starts
        }()
        for start in starts { start() }
    }

    /// One download in the queue.
    private final class Ticket {
        enum State {
            case waiting
            case running
            case done
        }
        /// Read and written under the queue's lock.
        var state = State.waiting
        var start: (() -> Void)?
    }
}
