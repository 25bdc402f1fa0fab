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
