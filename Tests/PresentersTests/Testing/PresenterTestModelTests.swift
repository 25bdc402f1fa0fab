import Presenters
import XCTest

/// The harness checks a model as it checks a presenter: states with their times, routes, and that the
/// model and its presenter are freed.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
final class PresenterTestModelTests: PresentersTestCase {
    func testTheHarnessRecordsTheStatesAndRoutesOfAModel() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) {
                ObservedPresenter(makeSignUpPresenter(scheduler: scheduler))
            }
            let answer = scheduler.createColdObservable([.next(30, ())])

            test.send(.tap, at: 100)
            test.send(.tapWhen(answer.asObservable()), at: 150)
            test.send(.submit, at: 200)
            test.run()

            test.assertStates([
                .next(0, SignUpState()), .next(100, SignUpState(taps: 1)), .next(180, SignUpState(taps: 2)),
            ])
            test.assertRoutes([.next(200, .welcome(email: ""))])
            test.finish(expectingLiveSubscriptions: 1)  // the cold observable never completes
        }
    }

    func testAModelKeptAliveAfterItsReleaseFailsTheTest() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let log = FailureLog()
            var kept: ObservedPresenter<SignUpEvent, SignUpState, SignUpRoute>?
            let test = PresenterTest(scheduler: scheduler, failureReporter: log.reporter) {
                let model = ObservedPresenter(makeSignUpPresenter(scheduler: scheduler))
                kept = model
                return model
            }

            test.assertStates([.next(0, SignUpState())])
            test.finish()

            XCTAssertEqual(
                log.messages,
                [
                    "the model is still alive after its release:\nsomething holds it strongly (a view, a route handler or "
                        + "binding capturing it, or a retain cycle through them)",
                    "the presenter is still alive after its release:\nsomething holds it strongly (an effect, a route or "
                        + "state observer capturing it, or a retain cycle through them)",
                    "2 subscriptions are still alive after the presenter was released:\nan effect that does not stop "
                        + "when disposed, or a binding the test did not dispose",
                ])
            XCTAssertNotNil(kept)
            kept = nil
        }
    }

    func testAStateNotAssertedFailsTheModelsTest() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let log = FailureLog()
            let test = PresenterTest(scheduler: scheduler, failureReporter: log.reporter) {
                ObservedPresenter(makeSignUpPresenter(scheduler: scheduler))
            }

            test.send(.tap, at: 100)
            test.run()
            test.finish()

            XCTAssertEqual(log.failures.count, 1)
            XCTAssertTrue(log.messages.first?.hasPrefix("states were emitted that the test did not assert") ?? false)
        }
    }
}
