import PresentersXCTest
import XCTest

private struct Offline: Error {}

enum AccountEvent: Equatable {
    case rename(String)
}

struct AccountState: Equatable {
    var name = ""
    var error: String?
}

enum AccountMutation: Equatable {
    case name(String)
    case signedOut
    case failed
}

enum AccountRoute: Equatable {
    case signIn
}

/// An account screen that shows the name a session holds, outside the presenter, and leaves when the
/// session ends.
func makeAccountPresenter(session: Observable<String?>, scheduler: any SchedulerType)
    -> Presenter<AccountEvent, AccountState, AccountRoute>
{
    Presenter(
        initialState: AccountState(), scheduler: scheduler,
        mutations: session.map { name in name.map(AccountMutation.name) ?? .signedOut },
        reduce: .pure { state, mutation in
            switch mutation {
            case .name(let name): return AccountState(name: name)
            case .signedOut: return AccountState()
            case .failed: return AccountState(name: state.name, error: "The session is unavailable.")
            }
        },
        route: { _, mutation in mutation == .signedOut ? .signIn : nil },
        failure: { _ in .failed },
        effects: { event, _ in
            switch event {
            case .rename(let name): return .mutate(.name(name))
            }
        })
}

/// Mutations from outside the presenter, reduced for as long as it lives.
final class OutsideMutationsTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func testTheSessionsChangesAreReducedUntilItEnds() {
        let session = scheduler.createHotObservable([.next(150, "Ada"), .next(300, nil as String?)])
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) {
            makeAccountPresenter(session: session.asObservable(), scheduler: scheduler)
        }

        test.send(.rename("Ada L."), at: 200)
        test.run()

        test.assertStates([
            .next(0, AccountState()),
            .next(150, AccountState(name: "Ada")),
            .next(200, AccountState(name: "Ada L.")),
            .next(300, AccountState()),
        ])
        test.assertRoutes([.next(300, .signIn)])
        test.finish(expectingLiveSubscriptions: 1)  // the session, until the presenter goes
        XCTAssertEqual(session.subscriptions, [Subscription(0, 300)])
    }

    func testAStreamThatAlreadyHoldsAValueShapesTheFirstState() {
        let session = BehaviorSubject<String?>(value: "Ada")
        let presenter = makeAccountPresenter(session: session.asObservable(), scheduler: scheduler)

        XCTAssertEqual(presenter.currentState, AccountState(name: "Ada"))
    }

    func testAnErrorOfTheStreamBecomesStateAndEndsTheStream() {
        let session = scheduler.createHotObservable([
            .next(150, "Ada" as String?), .error(200, Offline()), .next(250, nil),
        ])
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) {
            makeAccountPresenter(session: session.asObservable(), scheduler: scheduler)
        }

        test.run()

        test.assertStates([
            .next(0, AccountState()),
            .next(150, AccountState(name: "Ada")),
            .next(200, AccountState(name: "Ada", error: "The session is unavailable.")),
        ])
        XCTAssertEqual(session.subscriptions, [Subscription(0, 200)])
        test.finish()
    }

    func testReleasingThePresenterEndsItsSubscriptionToTheStream() {
        let session = scheduler.createHotObservable([.next(150, "Ada" as String?)])
        var presenter: Presenter<AccountEvent, AccountState, AccountRoute>? = makeAccountPresenter(
            session: session.asObservable(), scheduler: scheduler)
        scheduler.scheduleAt(120) { presenter = nil }

        scheduler.start()

        XCTAssertNil(presenter)
        XCTAssertEqual(session.subscriptions, [Subscription(0, 120)])
    }
}
