import PresentersXCTest
import ShowcaseApp
import XCTest

final class VenueDetailPresenterTests: ShowcaseAppTestCase {
    // Ticks of a tenth of a second: the answers, tens of ticks away, come well within a request's 10 s.
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    private lazy var details = TestAnswers<Int, VenueDetails>(
        call: "venues.details", scheduler: scheduler, failureReporter: .xctest)
    private lazy var test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler, details] in
        var useCase = VenueDetailsUseCase.unimplemented(Unimplemented(failureReporter: .xctest))
        useCase.details = details.call
        return makeVenueDetailPresenter(id: 2, details: useCase, scheduler: scheduler)
    }

    private func state(_ phase: VenueDetailState.Phase) -> VenueDetailState {
        VenueDetailState(venueID: 2, phase: phase)
    }

    func testWhenItAppearsThenItLoadsTheDetailsByIdOnce() {
        let answer = details.answer(2, with: ok(Fixture.venueDetails(2)))

        test.send(.appear, at: 10)
        test.send(.appear, at: 15)
        test.send(.retry, at: 16)
        test.send(.appear, at: 30)
        test.run()

        test.assertStates([
            .next(0, state(.idle)), .next(10, state(.loading)), .next(20, state(.loaded(Fixture.venueDetails(2)))),
        ])
        test.assertRoutes([])
        XCTAssertEqual(details.requests, [2])
        XCTAssertEqual(answer.subscriptions, [Subscription(10, 20)])
        XCTAssertEqual(test.presenter.currentState.details, Fixture.venueDetails(2))
        test.finish()
    }

    func testGivenNoSuchVenueWhenItAppearsThenItSaysNotFoundAndRetryDoesNothing() {
        details.answer(2, with: [.error(10, APIError.notFound)])

        test.send(.appear, at: 10)
        test.send(.retry, at: 30)
        test.run()

        test.assertStates([.next(0, state(.idle)), .next(10, state(.loading)), .next(20, state(.notFound))])
        test.assertRoutes([])
        XCTAssertEqual(details.requests, [2])
        test.finish()
    }

    func testGivenTheLoadFailsWhenRetryIsTappedThenItLoadsAgain() {
        let failed = details.answer(2, with: [.error(10, APIError.network)])
        let retried = details.answer(2, with: ok(Fixture.venueDetails(2)))

        test.send(.appear, at: 10)
        test.send(.retry, at: 30)
        test.run()

        test.assertStates([
            .next(0, state(.idle)), .next(10, state(.loading)), .next(20, state(.failed(.network))),
            .next(30, state(.loading)), .next(40, state(.loaded(Fixture.venueDetails(2)))),
        ])
        test.assertRoutes([])
        XCTAssertEqual(failed.subscriptions, [Subscription(10, 20)])
        XCTAssertEqual(retried.subscriptions, [Subscription(30, 40)])
        test.finish()
    }

    func testWhenBackIsTappedThenItRoutesBackAndTheLoadIsCancelledWithTheScreen() {
        let answer = details.answer(2, with: ok(Fixture.venueDetails(2)))

        test.send(.appear, at: 10)
        test.send(.backTapped, at: 15)
        test.advance(to: 15)
        test.assertStates([.next(0, state(.idle)), .next(10, state(.loading))])
        test.assertRoutes([.next(15, .back)])

        test.releasePresenter()

        XCTAssertEqual(answer.subscriptions, [Subscription(10, 15)])
        test.finish()
    }
}
