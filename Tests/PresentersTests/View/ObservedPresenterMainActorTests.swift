import Foundation
import Observation
import PresentersTesting
import Testing

/// A model driven by a `TestScheduler` from a test on the main actor applies each state at once, whether the
/// main actor's work runs on the main thread (an app, XCTest) or on the main queue served by another
/// thread (Swift Testing on Linux): the view sees the change at the virtual time of the event.
@Suite(.checkingSubscriptions)
@MainActor
struct ObservedPresenterMainActorTests {
    @Test
    func theHarnessChecksAModelDrivenFromAMainActorTest() {
        let scheduler = TestScheduler(initialClock: 0)
        let test = PresenterTest(scheduler: scheduler, failureReporter: .swiftTesting) {
            ObservedPresenter(makeSignUpPresenter(scheduler: scheduler))
        }

        test.send(.tap, at: 100)
        test.send(.submit, at: 200)
        test.run()

        test.assertStates([.next(0, SignUpState()), .next(100, SignUpState(taps: 1))])
        test.assertRoutes([.next(200, .welcome(email: ""))])
        test.finish()
    }

    @Test
    func aFieldReadByAViewChangesAtOnceWithNoHopToTheMainQueue() {
        let scheduler = TestScheduler(initialClock: 0)
        let model = ObservedPresenter(makeSignUpPresenter(scheduler: scheduler))
        let view = ViewProbe { _ = model.taps }

        model.send(.tap)
        scheduler.advanceTo(scheduler.clock)

        // Nothing was left for the main queue: the state is the model's before the test returns.
        #expect(model.taps == 1)
        #expect(view.notifications == 1)
    }
}
