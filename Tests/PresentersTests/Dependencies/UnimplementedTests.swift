import Presenters
import XCTest

/// Members a test did not provide: each fails the test with its name when called, and answers without a
/// service.
final class UnimplementedTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private let log = FailureLog()

    func testAMemberTheTestDidNotProvideFailsWithItsNameWhereTheUnimplementedWasCreated() {
        let unimplemented = Unimplemented(failureReporter: log.reporter); let line = #line
        var feed = FeedService.unimplemented(unimplemented)
        feed.loadPage = { page in .just(["post \(page)"]) }

        _ = feed.loadPage(1)
        feed.vote(3)

        XCTAssertEqual(log.messages, ["feed.vote was called but the test did not provide it"])
        XCTAssertEqual(log.failures.first?.line, UInt(line))
        XCTAssertEqual("\(log.failures.first?.fileID ?? "")", "PresentersTests/UnimplementedTests.swift")
    }

    func testEveryCallIsReported() {
        let feed = FeedService.unimplemented(Unimplemented(failureReporter: log.reporter))

        feed.vote(1)
        feed.vote(2)

        XCTAssertEqual(log.messages.count, 2)
    }

    func testObservablesAndTraitsAnswerWithAnErrorThatNamesTheMember() {
        let unimplemented = Unimplemented(failureReporter: log.reporter)
        let observable: (Int) -> Observable<Int> = unimplemented("a.observable")
        let single: () -> Single<Int> = unimplemented("a.single")
        let maybe: (Int, String) -> Maybe<Int> = unimplemented("a.maybe")
        let completable: () -> Completable = unimplemented("a.completable")
        let observer = scheduler.createObserver(Int.self)
        let error = UnimplementedDependency(name: "a.observable")

        let subscription = observable(1).subscribe(observer)
        var outcomes: [String] = []
        let others = Disposables.create(
            single().subscribe { outcomes.append("\($0)") },
            maybe(1, "x").subscribe { outcomes.append("\($0)") },
            completable().subscribe { outcomes.append("\($0)") })

        XCTAssertEqual(observer.events.count, 1)
        XCTAssertEqual("\(observer.events.first?.value.error.map { "\($0)" } ?? "")", "\(error)")
        XCTAssertEqual(error.description, "a.observable is not implemented in this test")
        XCTAssertEqual(outcomes.count, 3)
        XCTAssertTrue(outcomes.allSatisfy { $0.contains("is not implemented in this test") }, "\(outcomes)")
        XCTAssertEqual(
            log.messages,
            ["a.observable", "a.single", "a.maybe", "a.completable"].map {
                "\($0) was called but the test did not provide it"
            })
        subscription.dispose()
        others.dispose()
    }

    func testAFunctionReturningAValueReturnsThePlaceholder() {
        let count: (String) -> Int = Unimplemented(failureReporter: log.reporter)("a.count", placeholder: -1)

        XCTAssertEqual(count("x"), -1)
        XCTAssertEqual(log.messages, ["a.count was called but the test did not provide it"])
    }

    func testAnAsyncFunctionThrows() async {
        let fetch: (Int) async throws -> String = Unimplemented(failureReporter: log.reporter)("a.fetch")

        do {
            _ = try await fetch(1)
            XCTFail("an unimplemented async function returned")
        } catch {
            XCTAssertEqual(error as? UnimplementedDependency, UnimplementedDependency(name: "a.fetch"))
        }
        XCTAssertEqual(log.messages, ["a.fetch was called but the test did not provide it"])
    }

    func testAProtocolsWitnessReportsItsCall() {
        let votes: any VoteCounting = UnimplementedVoteCounting(
            unimplemented: Unimplemented(failureReporter: log.reporter))

        XCTAssertEqual(votes.votes(of: 7), 0)
        XCTAssertEqual(log.messages, ["votes.votes(of:) was called but the test did not provide it"])
    }

    func testAPresenterThatCallsAMemberNotProvidedFailsTheTestAndShowsTheError() {
        var feed = FeedService.unimplemented(Unimplemented(failureReporter: log.reporter))
        feed.vote = { _ in }
        let test = PresenterTest(scheduler: scheduler, failureReporter: log.reporter) { [scheduler, feed] in
            Presenter<String, String, Never>(
                initialState: "", scheduler: scheduler,
                reduce: .pure { (_, next: String) in next },
                effects: { _, _ in .run(feed.loadPage(1).map { $0.joined() }, catch: { "\($0)" }) })
        }

        test.send("appear") { $0 = "feed.loadPage is not implemented in this test" }
        test.finish()

        XCTAssertEqual(log.messages, ["feed.loadPage was called but the test did not provide it"])
    }
}

/// A service as a screen's dependencies hold it: a closure per member.
private struct FeedService {
    var loadPage: (Int) -> Single<[String]>
    var vote: (Int) -> Void

    static func unimplemented(_ unimplemented: Unimplemented) -> FeedService {
        FeedService(loadPage: unimplemented("feed.loadPage"), vote: unimplemented("feed.vote"))
    }
}

/// A service as a protocol.
private protocol VoteCounting {
    func votes(of post: Int) -> Int
}

private struct UnimplementedVoteCounting: VoteCounting {
    let unimplemented: Unimplemented

    func votes(of post: Int) -> Int {
        unimplemented.reportCall(to: "votes.votes(of:)")
        return 0
    }
}

/// A use case of every shape, each member `@Sendable` as a use case whose function an effect runs in a task
/// must be, and the value a test starts from: every member unimplemented.
private struct EveryShape {
    var ping: @Sendable () -> Void
    var count: @Sendable (String) -> Int
    var validate: @Sendable (String) throws -> Bool
    var refresh: @Sendable () async -> Void
    var lookUp: @Sendable (Int) async -> String
    var add: @Sendable (String) async throws -> String
    var remove: @Sendable (Int, String) async throws -> Void
    var load: @Sendable () -> Single<String>
    var follow: @Sendable (Int) -> Observable<Int>
    var find: @Sendable () -> Maybe<Int>
    var save: @Sendable (String) -> Completable

    static func unimplemented(_ unimplemented: Unimplemented) -> EveryShape {
        EveryShape(
            ping: unimplemented("shape.ping"), count: unimplemented("shape.count", placeholder: 0),
            validate: unimplemented("shape.validate"), refresh: unimplemented("shape.refresh"),
            lookUp: unimplemented("shape.lookUp", placeholder: "?"), add: unimplemented("shape.add"),
            remove: unimplemented("shape.remove"), load: unimplemented("shape.load"),
            follow: unimplemented("shape.follow"), find: unimplemented("shape.find"),
            save: unimplemented("shape.save"))
    }
}

/// The same members without `@Sendable`, as older use cases declare them: the values convert.
private struct PlainShapes {
    var count: (String) -> Int
    var add: (String) async throws -> String
    var load: () -> Single<String>
    var keep: () -> NSObjectBox

    static func unimplemented(_ unimplemented: Unimplemented) -> PlainShapes {
        PlainShapes(
            count: unimplemented("plain.count", placeholder: 0), add: unimplemented("plain.add"),
            load: unimplemented("plain.load"), keep: unimplemented("plain.keep", placeholder: NSObjectBox()))
    }
}

/// A value that is not `Sendable`, as a placeholder may be.
private final class NSObjectBox {}

final class UnimplementedShapesTests: PresentersTestCase {
    private let log = FailureLog()

    func testEveryShapeOfMemberReportsItsNameAndAnswersWithoutAService() async throws {
        let shape = EveryShape.unimplemented(Unimplemented(failureReporter: log.reporter))

        shape.ping()
        XCTAssertEqual(shape.count("x"), 0)
        XCTAssertThrowsError(try shape.validate("x")) { error in
            XCTAssertEqual(error as? UnimplementedDependency, UnimplementedDependency(name: "shape.validate"))
        }
        await shape.refresh()
        let lookedUp = await shape.lookUp(1)
        XCTAssertEqual(lookedUp, "?")
        do {
            _ = try await shape.add("milk")
            XCTFail("an unimplemented async throwing member returned")
        } catch {
            XCTAssertEqual(error as? UnimplementedDependency, UnimplementedDependency(name: "shape.add"))
        }
        await XCTAssertThrowsAsync(try await shape.remove(1, "x"))
        _ = shape.load()
        _ = shape.follow(1)
        _ = shape.find()
        _ = shape.save("x")

        XCTAssertEqual(
            log.messages,
            [
                "ping", "count", "validate", "refresh", "lookUp", "add", "remove", "load", "follow", "find", "save",
            ].map { "shape.\($0) was called but the test did not provide it" })
    }

    func testMembersThatAreNotSendableConvertToo() async {
        let plain = PlainShapes.unimplemented(Unimplemented(failureReporter: log.reporter))

        XCTAssertEqual(plain.count("x"), 0)
        _ = try? await plain.add("x")
        _ = plain.load()
        _ = plain.keep()

        XCTAssertEqual(
            log.messages,
            ["count", "add", "load", "keep"].map { "plain.\($0) was called but the test did not provide it" })
    }

    func testAnAsyncMemberThatAnEffectRunsFailsTheTestWithItsName() {
        let scheduler = TestScheduler(initialClock: 0)
        let shape = EveryShape.unimplemented(Unimplemented(failureReporter: log.reporter))
        let presenter = Presenter<String, String, Never>(
            initialState: "", scheduler: scheduler, reduce: .replace, failure: { "\($0)" }
        ) { text, _ in .run({ try await shape.add(text) }, map: { $0 }) }

        presenter.send("milk")
        scheduler.start()

        XCTAssertEqual(log.messages, ["shape.add was called but the test did not provide it"])
        XCTAssertEqual(presenter.currentState, "shape.add is not implemented in this test")
    }

    private func XCTAssertThrowsAsync(
        _ expression: @autoclosure () async throws -> Void, file: StaticString = #filePath, line: UInt = #line
    ) async {
        do {
            try await expression()
            XCTFail("no error was thrown", file: file, line: line)
        } catch {}
    }
}
