import PresentersXCTest
import XCTest

final class TestAnswersTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private let log = FailureLog()

    func testEachRequestTakesTheFirstAnswerSetUpForItAndTheRequestsAreKeptInOrder() {
        let pages = TestAnswers<String, [Int]>(call: "list.page", scheduler: scheduler, failureReporter: .xctest)
        let firstA = pages.answer("a", with: [.next(10, [1]), .completed(10)])
        let b = pages.answer("b", with: [.next(5, [2]), .completed(5)])
        let secondA = pages.answer("a", with: [.error(20, Failure())])
        let page: (String) -> Single<[Int]> = pages.call
        let first = scheduler.createObserver([Int].self)
        let second = scheduler.createObserver([Int].self)
        let third = scheduler.createObserver([Int].self)
        let bag = DisposeBag()

        scheduler.scheduleAt(100) { page("b").asObservable().subscribe(first).disposed(by: bag) }
        scheduler.scheduleAt(110) { page("a").asObservable().subscribe(second).disposed(by: bag) }
        scheduler.scheduleAt(120) { page("a").asObservable().subscribe(third).disposed(by: bag) }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(105, [2]), .completed(105)])
        XCTAssertEqual(second.events, [.next(120, [1]), .completed(120)])
        XCTAssertEqual(third.events, [.error(140, Failure())])
        XCTAssertEqual(b.subscriptions, [Subscription(100, 105)])
        XCTAssertEqual(firstA.subscriptions, [Subscription(110, 120)])
        XCTAssertEqual(secondA.subscriptions, [Subscription(120, 140)])
        XCTAssertEqual(pages.requests, ["b", "a", "a"])
        XCTAssertEqual(pages.name, "list.page")
    }

    func testARequestWithNoAnswerLeftFailsNamingTheCallAndTheRequestAndAnswersWithAnError() {
        let line: UInt = #line + 1
        let pages = TestAnswers<String, [Int]>(call: "list.page", scheduler: scheduler, failureReporter: log.reporter)
        pages.answer("a", with: [.next(10, [1]), .completed(10)])
        let page: (String) -> Single<[Int]> = pages.call

        let unknown = scheduler.start(created: 100, subscribed: 200, disposed: 1000) { page("b").asObservable() }
        let answered = scheduler.start(created: 1000, subscribed: 1100, disposed: 2000) { page("a").asObservable() }
        let usedUp = scheduler.start(created: 2000, subscribed: 2100, disposed: 3000) { page("a").asObservable() }

        XCTAssertEqual(unknown.events, [.error(200, UnimplementedDependency(name: "list.page"))])
        XCTAssertEqual(answered.events, [.next(1110, [1]), .completed(1110)])
        XCTAssertEqual(usedUp.events, [.error(2100, UnimplementedDependency(name: "list.page"))])
        XCTAssertEqual(
            log.messages,
            [
                "list.page was called with b but the test set up no answer for it",
                "list.page was called with a but the test set up no answer for it",
            ])
        XCTAssertEqual(log.failures.map(\.line), [line, line], "reported where the answers were made")
        XCTAssertEqual(pages.requests, ["b", "a", "a"])
    }

    func testACallNeverSubscribedToAsksNothingAndTakesNoAnswer() {
        let pages = TestAnswers<String, [Int]>(call: "list.page", scheduler: scheduler, failureReporter: log.reporter)
        let b = pages.answer("b", with: [.next(5, [2]), .completed(5)])
        let page: (String) -> Single<[Int]> = pages.call

        // Made for "a" and dropped, as a debounced search drops a keystroke's: no request goes out.
        _ = page("a")
        let res = scheduler.start { page("b").asObservable() }

        XCTAssertEqual(res.events, [.next(205, [2]), .completed(205)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 205)])
        XCTAssertEqual(pages.requests, ["b"])
        XCTAssertEqual(log.messages, [], "the dropped call asked for no answer")
    }

    func testTheCallFitsASendableMemberOfASendableUseCase() {
        struct PagesUseCase: Sendable {
            var page: @Sendable (String) -> Single<[Int]>
        }
        let pages = TestAnswers<String, [Int]>(call: "list.page", scheduler: scheduler, failureReporter: .xctest)
        pages.answer("a", with: [.next(10, [1]), .completed(10)])
        let useCase = PagesUseCase(page: pages.call)

        let res = scheduler.start { useCase.page("a").asObservable() }

        XCTAssertEqual(res.events, [.next(210, [1]), .completed(210)])
        XCTAssertEqual(pages.requests, ["a"])
    }

    func testACallWithoutARequestTakesTheAnswersInOrder() {
        let locations = TestAnswers<Void, String>(
            call: "map.location", scheduler: scheduler, failureReporter: log.reporter)
        let here = locations.answer(with: [.next(10, "here"), .completed(10)])
        let location: () -> Single<String> = locations.call

        let found = scheduler.start { location().asObservable() }
        let lost = scheduler.start(created: 1000, subscribed: 1100, disposed: 2000) { location().asObservable() }

        XCTAssertEqual(found.events, [.next(210, "here"), .completed(210)])
        XCTAssertEqual(here.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(lost.events, [.error(1100, UnimplementedDependency(name: "map.location"))])
        XCTAssertEqual(log.messages, ["map.location was called but the test set up no answer for it"])
        XCTAssertEqual(locations.requests.count, 2)
    }

    func testAMemberThatAnswersManyTimesGetsEveryEventOfItsAnswer() {
        let progress = TestAnswers<Int, Int>(call: "file.download", scheduler: scheduler, failureReporter: .xctest)
        let answer = progress.answer(7, with: [.next(10, 50), .next(20, 100), .completed(20)])
        let download: (Int) -> Observable<Int> = progress.call

        let res = scheduler.start(disposed: 215) { download(7) }

        XCTAssertEqual(res.events, [.next(210, 50)])
        XCTAssertEqual(answer.subscriptions, [Subscription(200, 215)], "disposing the call cancels its answer")
        XCTAssertEqual(progress.requests, [7])
    }
}

private struct Failure: Error, Equatable {}
