import PresentersTesting
import Testing

/// Presenters whose use cases are `async` functions, tested as a team writes them under Swift Testing: not
/// serialized, on no actor, with no wait. Each stub takes virtual time with `scheduler.sleep(for:)`; the
/// tasks run their steps on the test scheduler's executor, inside `advance` and `run`, so every answer is
/// reduced at its exact virtual time, whatever the other tests running beside it do.
@Suite(.checkingSubscriptions)
struct AsyncPresenterTests {
    // MARK: Requests

    @Test(arguments: 1...10)
    func aRequestIsAnsweredAtTheEndOfItsStubsSleep(latency: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            makeNotesPresenter(notes: Notes(scheduler: scheduler, latency: latency), scheduler: scheduler)
        }

        test.advance(to: 10)
        test.send(.load) { $0.isLoading = true }
        test.advance(by: latency - 1)
        test.advance(by: 1)
        test.receive { $0 = NotesState(notes: ["first"]) }
        #expect(scheduler.clock == 10 + latency)
        test.finish()
    }

    @Test(arguments: 1...5)
    func aFailedRequestBecomesItsMessage(latency: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let notes = Notes(scheduler: scheduler, latency: latency, failing: true)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            makeNotesPresenter(notes: notes, scheduler: scheduler)
        }

        test.send(.load, at: 5)
        test.run()

        test.assertStates([
            .next(0, NotesState()), .next(5, NotesState(isLoading: true)),
            .next(5 + latency, NotesState(message: "offline")),
        ])
        test.finish()
    }

    @Test(arguments: 1...5)
    func aRetryAfterAFailureSucceeds(pause: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let notes = Notes(scheduler: scheduler, latency: 3, failing: true)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            makeNotesPresenter(notes: notes, scheduler: scheduler)
        }

        test.send(.load) { $0.isLoading = true }
        test.advance(by: 3)
        test.receive { $0 = NotesState(message: "offline") }
        notes.failing = false
        test.advance(by: pause)
        test.send(.load) { $0 = NotesState(isLoading: true) }
        test.advance(by: 3)
        test.receive { $0 = NotesState(notes: ["first"]) }
        test.finish()
    }

    // MARK: Policies

    @Test(arguments: 1...5)
    func latestCancelsTheSearchInFlight(gap: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let notes = Notes(scheduler: scheduler, latency: 10)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            makeNotesPresenter(notes: notes, scheduler: scheduler)
        }

        test.send(.search("sw"), at: 100)
        test.send(.search("swift"), at: TestTime(100 + gap))
        test.run()

        test.assertStates([.next(0, NotesState()), .next(110 + gap, NotesState(found: ["swift: 1"]))])
        #expect(notes.log.lines == ["search sw cancelled at \(100 + gap)"])
        test.finish()
    }

    @Test(arguments: 1...5)
    func firstIgnoresARefreshWhileOneIsInFlight(gap: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let notes = Notes(scheduler: scheduler, latency: 10)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            makeNotesPresenter(notes: notes, scheduler: scheduler)
        }

        test.send(.refresh, at: 20)
        test.send(.refresh, at: TestTime(20 + gap))
        test.send(.refresh, at: 40)
        test.run()

        test.assertStates([
            .next(0, NotesState()), .next(30, NotesState(notes: ["first"], refreshes: 1)),
            .next(50, NotesState(notes: ["first"], refreshes: 2)),
        ])
        #expect(notes.calls == ["list", "list"])
        test.finish()
    }

    @Test(arguments: 1...5)
    func queueAddsOneNoteAfterTheOther(gap: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let notes = Notes(scheduler: scheduler, latency: 10)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            makeNotesPresenter(notes: notes, scheduler: scheduler)
        }

        test.send(.add("a"), at: 100)
        test.send(.add("b"), at: TestTime(100 + gap))
        test.run()

        test.assertStates([
            .next(0, NotesState()), .next(110, NotesState(notes: ["a"])), .next(120, NotesState(notes: ["a", "b"])),
        ])
        #expect(notes.calls == ["add a", "add b"])
        test.finish()
    }

    @Test(arguments: 1...5)
    func cancelStopsTheAddsInFlightAndQueued(after ticks: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let notes = Notes(scheduler: scheduler, latency: 10)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            makeNotesPresenter(notes: notes, scheduler: scheduler)
        }

        test.send(.add("a"), at: 100)
        test.send(.add("b"), at: 101)
        test.send(.cancelAdds, at: TestTime(100 + ticks))
        test.run()

        test.assertStates([.next(0, NotesState())])
        #expect(notes.calls == ["add a"])
        #expect(notes.log.lines == ["add a cancelled at \(100 + ticks)"])
        test.finish()
    }

    // MARK: Debounce

    @Test(arguments: 1...5)
    func aDebouncedFilterSearchesOnceTheTypingPauses(keystrokeGap: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let notes = Notes(scheduler: scheduler, latency: 4)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            makeNotesPresenter(notes: notes, scheduler: scheduler)
        }

        test.send(.filter("s"), at: 100)
        test.send(.filter("sw"), at: TestTime(100 + keystrokeGap))
        test.run()

        // 30 ticks of quiet after the last keystroke, then the search's 4.
        let answered = TestTime(100 + keystrokeGap + 30 + 4)
        test.assertStates([.next(0, NotesState()), .next(answered, NotesState(found: ["sw: 1"]))])
        #expect(notes.calls == ["search sw"])
        test.finish()
    }

    // MARK: Timeouts

    @Test(arguments: 1...5)
    func aStubSlowerThanTheTimeoutIsCancelledAtTheTimeout(extra: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let notes = Notes(scheduler: scheduler, latency: 50 + extra)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            makeNotesPresenter(notes: notes, scheduler: scheduler)
        }

        test.advance(to: 10)
        test.send(.load) { $0.isLoading = true }
        test.run()
        test.receive { $0 = NotesState(message: "timed out") }

        #expect(scheduler.clock == 60)
        #expect(notes.log.lines == ["list cancelled at 60"])
        test.finish()
    }

    @Test(arguments: 1...5)
    func aStubWithinTheTimeoutAnswers(spare: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let notes = Notes(scheduler: scheduler, latency: 50 - spare)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            makeNotesPresenter(notes: notes, scheduler: scheduler)
        }

        test.advance(to: 10)
        test.send(.load) { $0.isLoading = true }
        test.run()
        test.receive { $0 = NotesState(notes: ["first"]) }
        #expect(scheduler.clock == 60 - spare)
        test.finish()
    }

    // MARK: Children and release

    @Test(arguments: 1...5)
    func aRowRemovedDuringItsSaveCancelsIt(removedAfter ticks: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let notes = Notes(scheduler: scheduler, latency: 10)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            makeNoteListPresenter(notes: notes, scheduler: scheduler)
        }

        test.send(.show(["a", "b"]), at: 10)
        test.send(.row(id: "a", .save), at: 20)
        test.send(.row(id: "b", .save), at: 20)
        test.send(.remove("a"), at: TestTime(20 + ticks))
        test.run()

        test.assertStates([
            .next(0, NoteListState()),
            .next(10, NoteListState(rows: [NoteRowState(id: "a"), NoteRowState(id: "b")])),
            .next(TestTime(20 + ticks), NoteListState(rows: [NoteRowState(id: "b")])),
            .next(30, NoteListState(rows: [NoteRowState(id: "b", isSaved: true)])),
        ])
        #expect(notes.log.lines == ["save a cancelled at \(20 + ticks)"])
        test.finish()
    }

    @Test(arguments: 1...5)
    func releasingThePresenterMidRequestCancelsItsTask(releasedAfter ticks: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let notes = Notes(scheduler: scheduler, latency: 10)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            makeNotesPresenter(notes: notes, scheduler: scheduler)
        }

        test.send(.add("a"), at: 50)
        test.advance(to: TestTime(50 + ticks))
        test.assertStates([.next(0, NotesState())])
        // The end of the stub's sleep, and the request's timeout.
        test.finish(expectingPendingActionsAt: [60, 100], expectingLiveSubscriptions: 1)

        #expect(notes.log.lines == ["add a cancelled at \(50 + ticks)"])
        #expect(scheduler.pendingActionTimes == [])
    }

    // MARK: A clock of virtual time

    @Test(arguments: 1...5)
    func codeWrittenAgainstAClockSleepsInVirtualTime(seconds: Int) {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let clock: any Clock<Duration> = scheduler.virtualClock
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            Presenter<String, String, Never>(initialState: "", scheduler: scheduler, reduce: .replace) { event, _ in
                .run(
                    {
                        try await clock.sleep(for: .seconds(seconds))
                        return event + " done"
                    }, map: { $0 })
            }
        }

        test.send("wait", at: 7)
        test.run()

        test.assertStates([.next(0, ""), .next(TestTime(7 + seconds * 10), "wait done")])
        test.finish()
    }

    // MARK: More shapes of async work

    @Test(arguments: 1...3)
    func mergeLetsRequestsOverlapAndEachAnswersAtItsOwnTime(gap: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            Presenter<Int, [Int], Never>(
                initialState: [], scheduler: scheduler, reduce: .pure { answers, answer in answers + [answer] },
                effects: { latency, _ -> Effect<Int, Never> in
                    .run(
                        {
                            try await scheduler.sleep(for: .seconds(latency))
                            return latency
                        }, map: { $0 })
                })
        }

        test.send(30, at: 0)
        test.send(10, at: TestTime(gap))
        test.run()

        test.assertStates([.next(0, []), .next(TestTime(gap + 10), [10]), .next(30, [10, 30])])
        test.finish()
    }

    @Test(arguments: 1...3)
    func throttleRunsTheFirstAndTheLatestOfABurst(burst: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            Presenter<String, [String], Never>(
                initialState: [], scheduler: scheduler, reduce: .pure { saved, text in saved + [text] },
                effects: { text, _ -> Effect<String, Never> in
                    .run(
                        {
                            try await scheduler.sleep(for: .seconds(1))
                            return text
                        }, .throttle("save", for: .seconds(20)), map: { $0 })
                })
        }

        for index in 0...burst { test.send("v\(index)", at: TestTime(index)) }
        test.run()

        test.assertStates([.next(0, []), .next(1, ["v0"]), .next(21, ["v0", "v\(burst)"])])
        test.finish()
    }

    @Test(arguments: 1...3)
    func aStubThatSleepsSeveralTimesGoesOnAtEachEnd(steps: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let log = TaskLog()
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            Presenter<String, String, Never>(initialState: "", scheduler: scheduler, reduce: .replace) { _, _ in
                .run(
                    {
                        for _ in 0..<steps {
                            try await scheduler.sleep(for: .seconds(5))
                            log.append("\(scheduler.clock)")
                        }
                        return "done"
                    }, map: { $0 })
            }
        }

        test.send("go", at: 10)
        test.run()

        #expect(log.lines == (1...steps).map { "\(10 + 5 * $0)" })
        test.assertStates([.next(0, ""), .next(TestTime(10 + 5 * steps), "done")])
        test.finish()
    }

    @Test(arguments: 1...3)
    func childTasksOfAGroupRunInVirtualTimeToo(count: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            Presenter<String, Int, Never>(initialState: 0, scheduler: scheduler, reduce: .replace) { _, _ in
                .run(
                    {
                        try await withThrowingTaskGroup(of: Int.self) { group in
                            for index in 1...count {
                                group.addTask {
                                    try await scheduler.sleep(for: .seconds(index * 10))
                                    return index
                                }
                            }
                            return try await group.reduce(0, +)
                        }
                    }, map: { $0 })
            }
        }

        test.send("sum", at: 5)
        test.run()

        test.assertStates([.next(0, 0), .next(TestTime(5 + count * 10), (1...count).reduce(0, +))])
        test.finish()
    }

    @Test(arguments: 1...3)
    func anAnswerCanLeadToAFollowUpRequest(latency: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let notes = Notes(scheduler: scheduler, latency: latency)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            Presenter<NotesEvent, NotesState, Never>(
                initialState: NotesState(), scheduler: scheduler,
                reduce: .pure { state, mutation in
                    var state = state
                    switch mutation {
                    case .added(let note): state.notes.append(note)
                    case .refreshed(let notes):
                        state.notes = notes
                        state.refreshes += 1
                    default: break
                    }
                    return state
                },
                followUp: { _, mutation in
                    if case .added = mutation { return .refresh }
                    return nil
                },
                effects: { event, _ -> Effect<NotesMutation, Never> in
                    switch event {
                    case .add(let text): return .run({ try await notes.add(text) }, map: { .added($0) })
                    default: return .run({ try await notes.list() }, map: { .refreshed($0) })
                    }
                })
        }

        test.send(.add("a"), at: 10)
        test.run()

        test.assertStates([
            .next(0, NotesState()), .next(TestTime(10 + latency), NotesState(notes: ["a"])),
            .next(TestTime(10 + 2 * latency), NotesState(notes: ["first"], refreshes: 1)),
        ])
        #expect(notes.calls == ["add a", "list"])
        test.finish()
    }

    @Test(arguments: 1...3)
    func aRowMovedDuringItsSaveKeepsItsTask(latency: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let notes = Notes(scheduler: scheduler, latency: 10 * latency)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            makeNoteListPresenter(notes: notes, scheduler: scheduler)
        }

        test.send(.show(["a", "b"]), at: 10)
        test.send(.row(id: "a", .save), at: 20)
        test.send(.show(["b", "a"]), at: 21)
        test.run()

        test.assertStates([
            .next(0, NoteListState()),
            .next(10, NoteListState(rows: [NoteRowState(id: "a"), NoteRowState(id: "b")])),
            .next(21, NoteListState(rows: [NoteRowState(id: "b"), NoteRowState(id: "a")])),
            .next(
                TestTime(20 + 10 * latency),
                NoteListState(rows: [NoteRowState(id: "b"), NoteRowState(id: "a", isSaved: true)])),
        ])
        #expect(notes.log.lines == [])
        test.finish()
    }
}
