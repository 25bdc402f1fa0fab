import Presenters
import XCTest

/// A use case whose `async` members run on their caller's actor, as a target with
/// `NonisolatedNonsendingByDefault` (Xcode 26's approachable concurrency) declares them: its calls are declared,
/// unimplemented and run by an effect as those of a `@concurrent` member are.
final class UseCaseCallerIsolatedTests: PresentersTestCase {
    private let log = FailureLog()

    private struct TicketsUseCase: UseCase, Sendable {
        var all: nonisolated(nonsending) @Sendable () async throws -> [Int]
        var find: nonisolated(nonsending) @Sendable (Int) async throws -> String
        var book: nonisolated(nonsending) @Sendable (Int, Int) async throws -> String
        var move: nonisolated(nonsending) @Sendable (Int, Int, Int) async throws -> Bool

        static var calls: [UseCaseCall<TicketsUseCase>] {
            [
                .call("tickets.all", \.all), .call("tickets.find", \.find), .call("tickets.book", \.book),
                .call("tickets.move", \.move),
            ]
        }

        static var preview: TicketsUseCase {
            TicketsUseCase(
                all: { [1, 2] }, find: { "ticket \($0)" }, book: { "\($0) x \($1)" }, move: { _, _, _ in true })
        }
    }

    func testEveryCallerIsolatedCallOfTheUnimplementedValueThrowsAndFailsTheTestNamingItself() async {
        let useCase = TicketsUseCase.unimplemented(Unimplemented(failureReporter: log.reporter))

        await expectUnimplemented("tickets.all") { _ = try await useCase.all() }
        await expectUnimplemented("tickets.find") { _ = try await useCase.find(1) }
        await expectUnimplemented("tickets.book") { _ = try await useCase.book(1, 2) }
        await expectUnimplemented("tickets.move") { _ = try await useCase.move(1, 2, 3) }

        XCTAssertEqual(
            log.messages,
            ["tickets.all", "tickets.find", "tickets.book", "tickets.move"].map {
                "\($0) was called but the test did not provide it"
            })
    }

    func testACallerIsolatedCallProvidedByTheTestAnswersAndTheOthersStayUnimplemented() async throws {
        var useCase = TicketsUseCase.unimplemented(Unimplemented(failureReporter: log.reporter))
        useCase.find = { "found \($0)" }

        let found = try await useCase.find(7)

        XCTAssertEqual(found, "found 7")
        XCTAssertEqual(log.messages, [])
        await expectUnimplemented("tickets.all") { _ = try await useCase.all() }
    }

    func testAnEffectRunsACallerIsolatedCallInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var useCase = TicketsUseCase.unimplemented(Unimplemented(failureReporter: log.reporter))
        useCase.find = { id in
            try await scheduler.sleep(for: .seconds(3))
            return "ticket \(id)"
        }
        let presenter = Presenter<Int, String, Never>(
            initialState: "", scheduler: scheduler, reduce: .replace
        ) { [useCase] id, _ in .run({ try await useCase.find(id) }, map: { $0 }) }
        let recorded = scheduler.createObserver(String.self)
        let subscription = presenter.state.subscribe(recorded)

        scheduler.scheduleAt(10) { presenter.send(4) }
        scheduler.advanceTo(20)
        subscription.dispose()

        XCTAssertEqual(recorded.events, [.next(0, ""), .next(13, "ticket 4")])
        XCTAssertEqual(log.messages, [])
    }

    func testEveryCallerIsolatedCallIsRecordedWithItsArgumentsAndItsAnswer() async throws {
        let recorder = SessionRecorder(scheduler: TestScheduler(initialClock: 0))
        let useCase = TicketsUseCase.preview.recorded(by: recorder.answers(for: "tickets"))

        let all = try await useCase.all()
        let found = try await useCase.find(7)
        let booked = try await useCase.book(1, 2)
        let moved = try await useCase.move(1, 2, 3)

        XCTAssertEqual(all, [1, 2])
        XCTAssertEqual(found, "ticket 7")
        XCTAssertEqual(booked, "1 x 2")
        XCTAssertTrue(moved)
        XCTAssertEqual(
            recorder.recording.entries.filter { $0.kind != .completed }.map(\.description),
            [
                "0 subscribe tickets tickets.all#1", "0 next tickets tickets.all#1 [1,2]",
                "0 subscribe tickets tickets.find#1 7", #"0 next tickets tickets.find#1 "ticket 7""#,
                "0 subscribe tickets tickets.book#1 [1,2]", #"0 next tickets tickets.book#1 "1 x 2""#,
                "0 subscribe tickets tickets.move#1 [1,2,3]", "0 next tickets tickets.move#1 true",
            ])
    }

    func testACallerIsolatedCallReplaysFromTheRecordingAtItsTimeWithItsMemberUnimplemented() throws {
        let scheduler = TestScheduler(initialClock: 0)
        var shelves = TicketsUseCase.unimplemented(Unimplemented(failureReporter: log.reporter))
        shelves.find = { id in
            try await scheduler.sleep(for: .seconds(3))
            return "ticket \(id)"
        }
        func presenter(_ useCase: TicketsUseCase, on scheduler: any SchedulerType) -> Presenter<Int, String, Never> {
            Presenter(initialState: "", scheduler: scheduler, reduce: .replace) { id, _ in
                .run({ try await useCase.find(id) }, map: { $0 })
            }
        }
        let recorder = SessionRecorder(scheduler: scheduler)
        let recorded = recorder.record("tickets") { presenter(shelves.recorded(by: $0), on: scheduler) }
        scheduler.scheduleAt(10) { recorded.send(4) }
        scheduler.start()
        XCTAssertEqual(
            recorder.recording.entries.filter { $0.kind == .next || $0.kind == .state }.map(\.description),
            ["0 state tickets \"\"", #"13 next tickets tickets.find#1 "ticket 4""#, #"13 state tickets "ticket 4""#])

        try RecordingReplay(recorder.recording).run(presenterNamed: "tickets", failureReporter: log.reporter) {
            answers, scheduler in
            presenter(
                TicketsUseCase.unimplemented(Unimplemented(failureReporter: log.reporter)).recorded(by: answers),
                on: scheduler)
        }

        XCTAssertEqual(log.messages, [])
    }

    private func expectUnimplemented(
        _ name: String, line: UInt = #line, _ body: () async throws -> Void
    ) async {
        do {
            try await body()
            XCTFail("\(name) did not throw", line: line)
        } catch {
            XCTAssertEqual(error as? UnimplementedDependency, UnimplementedDependency(name: name), line: line)
        }
    }
}
