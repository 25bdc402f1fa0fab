/// A `Clock` that reads a test scheduler's virtual time, for code written against `any Clock<Duration>`:
/// its `now` is the scheduler's clock and its `sleep` that of ``TestScheduler/sleep(until:)``.
///
/// ```swift
/// struct Debouncer {
///     let clock: any Clock<Duration>
///     func settle() async throws { try await clock.sleep(for: .milliseconds(300)) }
/// }
///
/// let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
/// let debouncer = Debouncer(clock: scheduler.virtualClock)  // in production: ContinuousClock()
/// ```
///
/// A duration is rounded to the nearest tick of the scheduler's resolution.
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
public struct TestSchedulerClock: Clock, Sendable {
    /// A point of the scheduler's virtual time, as the time since tick zero.
    public struct Instant: InstantProtocol, Sendable {
        /// The time since tick zero.
        public var offset: Swift.Duration

        /// The instant `offset` after tick zero.
        public init(offset: Swift.Duration) {
            self.offset = offset
        }

        /// The instant `duration` after this one.
        public func advanced(by duration: Swift.Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Swift.Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    /// The scheduler whose time this clock reads.
    public let scheduler: TestScheduler

    /// A clock of `scheduler`'s virtual time.
    public init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// The scheduler's clock.
    public var now: Instant {
        Instant(offset: duration(ofTicks: scheduler.clock))
    }

    /// One tick.
    public var minimumResolution: Swift.Duration {
        duration(ofTicks: 1)
    }

    /// Suspends until the scheduler's clock reaches `deadline`, rounded to the nearest tick; `tolerance` is
    /// not used, virtual time being exact.
    /// - Throws: `CancellationError` when the task is cancelled before or during the sleep.
    public func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
        try await scheduler.sleep(until: scheduler.converter.convertToVirtualTimeInterval(seconds(of: deadline.offset)))
    }

    private func duration(ofTicks ticks: TestTime) -> Swift.Duration {
        let seconds = scheduler.converter.convertFromVirtualTimeInterval(ticks)
        return .nanoseconds(Int64((seconds * 1_000_000_000).rounded()))
    }

    private func seconds(of duration: Swift.Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

extension TestScheduler {
    /// A `Clock` of this scheduler's virtual time, for code that takes `any Clock<Duration>`.
    @available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
    public var virtualClock: TestSchedulerClock {
        TestSchedulerClock(scheduler: self)
    }
}
