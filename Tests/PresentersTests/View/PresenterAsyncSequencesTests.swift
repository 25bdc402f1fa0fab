import Presenters
import XCTest

final class PresenterAsyncSequencesTests: PresentersTestCase {
    func testStateValuesGiveTheCurrentStateThenEachChangeAndEndWithThePresenter() async {
        var presenter: Presenter? = makeSignUpPresenter(scheduler: TestScheduler(initialClock: 0))
        var states = presenter!.stateValues.makeAsyncIterator()

        let first = await states.next()
        presenter!.send(.tap)
        let second = await states.next()
        presenter = nil
        let end = await states.next()

        XCTAssertEqual(first, SignUpState())
        XCTAssertEqual(second, SignUpState(taps: 1))
        XCTAssertNil(end)
    }

    func testStateValuesKeepOnlyTheNewestStateNotTakenYet() async {
        let presenter = makeSignUpPresenter(scheduler: TestScheduler(initialClock: 0))
        var states = presenter.stateValues.makeAsyncIterator()

        presenter.send(.tap)
        presenter.send(.tap)
        let newest = await states.next()

        XCTAssertEqual(newest, SignUpState(taps: 2))
    }

    func testRouteValuesGiveEachRouteOnceInOrder() async {
        var presenter: Presenter? = makeSignUpPresenter(scheduler: TestScheduler(initialClock: 0))
        presenter!.send(.submit)  // before the sequence: not replayed
        var routes = presenter!.routeValues.makeAsyncIterator()

        presenter!.send(.email("ada@example.com"))
        presenter!.send(.submit)
        presenter!.send(.email("grace@example.com"))
        presenter!.send(.submit)
        presenter = nil

        let first = await routes.next()
        let second = await routes.next()
        let end = await routes.next()
        XCTAssertEqual(first, .welcome(email: "ada@example.com"))
        XCTAssertEqual(second, .welcome(email: "grace@example.com"))
        XCTAssertNil(end)
    }

    func testCancellingTheIteratingTaskEndsTheSubscriptionWithoutAnotherState() async {
        let start = Resources.total
        let presenter = makeSignUpPresenter(scheduler: TestScheduler(initialClock: 0))
        let (received, signal) = AsyncStream<Void>.makeStream()
        let task = Task {
            for await _ in presenter.stateValues { signal.yield() }
        }
        for await _ in received { break }
        XCTAssertEqual(Resources.total, start + 1)

        task.cancel()
        await task.value

        XCTAssertEqual(Resources.total, start)
        XCTAssertEqual(presenter.currentState, SignUpState())  // no state came to end the loop
    }

    func testCancellingTheTaskIteratingRoutesEndsTheSubscription() async {
        let start = Resources.total
        let presenter = makeSignUpPresenter(scheduler: TestScheduler(initialClock: 0))
        let routes = presenter.routeValues
        let task = Task {
            for await _ in routes {}
        }
        XCTAssertEqual(Resources.total, start + 1)

        task.cancel()
        await task.value

        XCTAssertEqual(Resources.total, start)
    }
}
