import Presenters
import ShowcaseApp
import XCTest

final class LoginUseCaseTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private let store = InMemoryCredentialsStore()

    func testASuccessfulLoginKeepsTheSessionInTheStore() {
        let repository = AuthRepositoryAnswers(scheduler: scheduler)
        let answer = repository.logIns.answer(Fixture.credentials, with: [.next(10, Fixture.session), .completed(10)])
        let useCase = LoginUseCase.live(repository: repository, store: store)
        var storedWhenAnswered: Session?

        let res = scheduler.start {
            useCase.logIn(Fixture.credentials).map { session -> Session in
                storedWhenAnswered = self.store.session
                return session
            }
        }

        XCTAssertEqual(res.events, [.next(210, Fixture.session), .completed(210)])
        XCTAssertEqual(answer.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(repository.logIns.requests, [Fixture.credentials])
        XCTAssertEqual(storedWhenAnswered, Fixture.session, "the session must be stored before the screen moves on")
        XCTAssertEqual(store.session, Fixture.session)
    }

    func testAFailedLoginPassesTheErrorAndStoresNothing() {
        let previous = Session(email: "other@example.com", token: "token-0")
        store.save(previous)
        let repository = AuthRepositoryAnswers(scheduler: scheduler)
        let answer = repository.logIns.answer(Fixture.credentials, with: [.error(10, APIError.unauthorized)])
        let useCase = LoginUseCase.live(repository: repository, store: store)

        let res = scheduler.start { useCase.logIn(Fixture.credentials) }

        XCTAssertEqual(res.events, [.error(210, APIError.unauthorized)])
        XCTAssertEqual(answer.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(store.session, previous)
    }

    func testDisposingTheLoginCancelsTheRequestAndStoresNothing() {
        let repository = AuthRepositoryAnswers(scheduler: scheduler)
        let answer = repository.logIns.answer(Fixture.credentials, with: [.next(10, Fixture.session), .completed(10)])
        let useCase = LoginUseCase.live(repository: repository, store: store)

        let res = scheduler.start(disposed: 205) { useCase.logIn(Fixture.credentials) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(answer.subscriptions, [Subscription(200, 205)])
        XCTAssertNil(store.session)
    }

    func testTheInMemoryStoreKeepsTheLastSessionUntilCleared() {
        XCTAssertNil(store.session)
        store.save(Fixture.session)
        let next = Session(email: "next@example.com", token: "token-2")
        store.save(next)
        XCTAssertEqual(store.session, next)
        store.clear()
        XCTAssertNil(store.session)
        XCTAssertEqual(InMemoryCredentialsStore(session: Fixture.session).session, Fixture.session)
    }
}
