import Presenters
import XCTest

@testable import ShowcaseApp

final class SavedSessionTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private let store = InMemoryCredentialsStore()
    private let session = Session(email: "new@example.com", token: "token-1")

    func testTheSessionIsSavedBeforeItIsPassedOn() {
        let answer = scheduler.createColdObservable([.next(10, session), .completed(10)])
        var storedWhenPassedOn: Session?

        let res = scheduler.start {
            answer.asSingle().saved(in: self.store).map { session -> Session in
                storedWhenPassedOn = self.store.session
                return session
            }
        }

        XCTAssertEqual(res.events, [.next(210, session), .completed(210)])
        XCTAssertEqual(storedWhenPassedOn, session)
        XCTAssertEqual(store.session, session)
    }

    func testAFailureSavesNothing() {
        let previous = Session(email: "old@example.com", token: "token-0")
        store.save(previous)
        let answer = scheduler.createColdObservable([Recorded<Event<Session>>.error(10, APIError.network)])

        let res = scheduler.start { answer.asSingle().saved(in: self.store) }

        XCTAssertEqual(res.events, [.error(210, APIError.network)])
        XCTAssertEqual(store.session, previous)
    }
}
