import Foundation

/// Writes down a session: the events, states and routes of the presenters it follows, and the answers of
/// their use cases, each with its time, so that `RecordingReplay` can replay the session without a backend.
///
/// ```swift
/// let recorder = SessionRecorder(scheduler: scheduler)
/// let presenter = recorder.record("search") { answers in
///     makeSearchPresenter(search: { answers("results", to: $0, from: backend.search) }, scheduler: scheduler)
/// }
/// presenter.send(.typed("sw"))
/// // recorder.recording.text, once the answer came:
/// // # presenter recording v1
/// // # time: ticks of 1.0 s
/// // 0 state search {"query":"","results":[]}
/// // 100 event search {"typed":{"_0":"sw"}}
/// // ...
/// ```
///
/// - On a `TestScheduler`, times are its virtual ticks; on another scheduler, milliseconds of its clock
///   since the recorder was created. There, a state or route that follows an event or an answer within a few
///   milliseconds is written with the time of that event or answer, as a replay, where handling takes no
///   time, will produce it.
/// - The recorder follows a presenter through its `onTrace` hook: it sets the hook, and calls the hook
///   that was set before (such as `debug(_:print:)`'s). A hook set after `record` replaces it, and the
///   recording stops: call `debug` first.
/// - It writes every entry to `write` as it goes, one line at a time (the version and time lines first),
///   so that a session that is interrupted still leaves what happened so far; `write` is called in order,
///   with the recorder's lock held, and must not call the recorder.
public final class SessionRecorder: @unchecked Sendable {
    // Sendable: every mutable property is read and written under `lock`.
    private let lock = Lock()
    private let scheduler: any SchedulerType
    private let clock: Clock
    private let write: (String) -> Void
    private var written: Recording
    private var presenters: Set<String> = []
    /// The number of the last subscription of each presenter to each answer, keyed `presenter answer`.
    private var lastCall: [String: Int] = [:]
    private var lastStamp = 0
    /// The exact time and the written time of the last event or answer, on a real clock.
    private var lastCause: (time: RxTime, stamp: Int)?

    /// How long after an event or an answer a state or route is taken for its result, on a real clock.
    private static let settling: TimeInterval = 0.02

    private enum Clock {
        case virtual(TestScheduler)
        case real(start: RxTime)
    }

    /// A recorder whose times are read from `scheduler`, the one the presenters run on.
    /// - Parameters:
    ///   - scheduler: a `TestScheduler` for times in ticks, any other for milliseconds.
    ///   - write: receives each line of the recording as it is written, without its line feed.
    public init(scheduler: any SchedulerType, write: @escaping (String) -> Void = { _ in }) {
        self.scheduler = scheduler
        let unit: Recording.TimeUnit
        if let testScheduler = scheduler as? TestScheduler {
            clock = .virtual(testScheduler)
            unit = .ticks(resolution: testScheduler.converter.resolution)
        } else {
            clock = .real(start: scheduler.now)
            unit = .milliseconds
        }
        self.write = write
        written = Recording(timeUnit: unit)
        write(Recording.versionLine)
        write(Recording.timeLine(unit))
    }

    /// Everything recorded so far.
    public var recording: Recording { lock.withLock { written } }

    /// Follows `presenter` under `name`: writes its current state as its first, then every event it
    /// handles, state it takes and route it emits. Record a presenter from its creation, so that a replay
    /// starting from a new presenter starts from the same state.
    ///
    /// The recorder takes the presenter's `onTrace` hook, calling the one set before.
    /// - Precondition: `name` is letters, digits and `.`, `_`, `-`, `/`, and no other presenter of this
    ///   recorder has it.
    public func record<Event: Encodable, State: Encodable, Route: Encodable>(
        _ presenter: Presenter<Event, State, Route>, as name: String
    ) {
        precondition(isValidRecordingName(name[...]), "'\(name)' is not a name: use letters, digits and . _ - /")
        let isNew = lock.withLock { presenters.insert(name).inserted }
        precondition(isNew, "a presenter named '\(name)' is already recorded")
        append(.state, name, value: presenter.currentState, at: now)
        let previous = presenter.onTrace
        presenter.onTrace = { [weak self] time, trace in
            switch trace {
            case .event(let event): self?.append(.event, name, value: event, at: time)
            case .state(let state): self?.append(.state, name, value: state, at: time)
            case .route(let route): self?.append(.route, name, value: route, at: time)
            case .failure: break
            }
            previous?(time, trace)
        }
    }

    /// Builds a presenter with `presenter`, handing it answers that this recorder writes down under
    /// `name`, and follows it under `name`, as `record(_:as:)` does.
    public func record<Event: Encodable, State: Encodable, Route: Encodable>(
        _ name: String, presenter: (Answers) -> Presenter<Event, State, Route>
    ) -> Presenter<Event, State, Route> {
        let made = presenter(answers(for: name))
        record(made, as: name)
        return made
    }

    /// The answers of the use cases of the presenter `name`, each subscription and each answer written
    /// down as it happens.
    /// - Parameter source: where the answers come from: the use cases themselves (`Answers.live`), or the
    ///   answers of another recording that a program replays (`ReplayedAnswers`), so that a replay can be
    ///   recorded in turn.
    public func answers(for name: String, from source: Answers = .live) -> Answers {
        precondition(isValidRecordingName(name[...]), "'\(name)' is not a name: use letters, digits and . _ - /")
        return Answers(provider: RecordingAnswers(recorder: self, presenter: name, source: source))
    }

    /// Writes `value` down under `tag`, at the current time, for the program that reads the recording; a
    /// replay ignores notes.
    public func note(_ value: some Encodable, as tag: String) {
        precondition(isValidRecordingName(tag[...]), "'\(tag)' is not a tag: use letters, digits and . _ - /")
        append(.note, tag, value: value, at: now)
    }

    // MARK: Writing entries

    /// The number of the next subscription of `presenter` to `answer`.
    func nextCall(of presenter: String, to answer: String) -> RecordingEntry.Call {
        lock.withLock {
            let number = (lastCall[presenter + " " + answer] ?? 0) + 1
            lastCall[presenter + " " + answer] = number
            return RecordingEntry.Call(answer: answer, number: number)
        }
    }

    /// The time now, as the recorder's scheduler reads it.
    var now: RxTime { scheduler.now }

    /// Writes an entry carrying `value` as JSON, or a note saying why it cannot be written.
    func append(
        _ kind: RecordingEntry.Kind, _ name: String, call: RecordingEntry.Call? = nil, value: some Encodable,
        at time: RxTime
    ) {
        do {
            append(kind, name, call: call, json: try RecordingJSON.encode(value), at: time)
        } catch {
            let what = "the \(kind.rawValue) of \(name)\(call.map { " \($0)" } ?? "")"
            let reason = (try? RecordingJSON.encode("\(what) cannot be written as JSON: \(error)")) ?? "\"\""
            append(.note, "recording-error", json: reason, at: time)
        }
    }

    /// Writes an entry whose value, if any, is already JSON.
    func append(
        _ kind: RecordingEntry.Kind, _ name: String, call: RecordingEntry.Call? = nil, json: String?, at time: RxTime
    ) {
        lock.withLock {
            let entry = RecordingEntry(
                time: stamp(time, kind: kind), kind: kind, name: name, call: call, json: json,
                line: written.entries.count + 3)
            written.entries.append(entry)
            write(entry.description)
        }
    }

    /// The time to write for an entry of `kind` that happened at `time`, never before the last one.
    private func stamp(_ time: RxTime, kind: RecordingEntry.Kind) -> Int {
        var stamp: Int
        switch clock {
        case .virtual(let scheduler):
            stamp = scheduler.converter.convertToVirtualTime(time)
        case .real(let start):
            let milliseconds = min(max(0, time.timeIntervalSince(start) * 1000), 1e15)
            stamp = Int(milliseconds.rounded(.down))
            let isCause = kind == .event || kind.isDelivered
            if !isCause, kind != .note, let cause = lastCause, time.timeIntervalSince(cause.time) < Self.settling {
                stamp = cause.stamp
            }
            if isCause { lastCause = (time, max(stamp, lastStamp)) }
        }
        stamp = max(stamp, lastStamp)
        lastStamp = stamp
        return stamp
    }
}
