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
                effects: { _, _ in .run(feed.loadPage(1).map { $0.joined() }, catch: { "\($0)" }) },
                reduce: { (_, next: String) in next })
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
