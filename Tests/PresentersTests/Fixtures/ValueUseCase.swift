import Presenters

/// Fetches the value the value screen shows.
protocol ValueUseCase {
    /// The value, or the reason it could not be fetched.
    func fetchValue() -> Single<Int>
}

/// Answers with a fixed value after a latency on a scheduler, as a remote call would.
struct FixedValueUseCase: ValueUseCase {
    private let answer: Int
    private let latency: RxTimeInterval
    private let scheduler: any SchedulerType

    /// A use case that answers `answer` `latency` after each subscription, on `scheduler`.
    init(answer: Int, latency: RxTimeInterval, scheduler: any SchedulerType) {
        self.answer = answer
        self.latency = latency
        self.scheduler = scheduler
    }

    func fetchValue() -> Single<Int> {
        Single.create { [answer, latency, scheduler] single in
            scheduler.scheduleRelative((), dueTime: latency) { _ in
                single(.success(answer))
                return Disposables.create()
            }
        }
    }
}
