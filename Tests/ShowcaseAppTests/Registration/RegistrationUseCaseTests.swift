import Presenters
import ShowcaseApp
import XCTest

final class RegistrationUseCaseTests: ShowcaseAppTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private let store = InMemoryCredentialsStore()
    private let registration = Registration(email: "new@example.com", password: "secret", age: 30)
    private let session = Session(email: "new@example.com", token: "token-1")

    func testASuccessfulRegistrationLogsTheNewUserIn() {
        let repository = AuthRepositoryAnswers(scheduler: scheduler)
        let answer = repository.registrations.answer(registration, with: [.next(10, session), .completed(10)])
        let useCase = RegistrationUseCase.live(repository: repository, store: store)

        let res = scheduler.start { useCase.register(self.registration) }

        XCTAssertEqual(res.events, [.next(210, session), .completed(210)])
        XCTAssertEqual(answer.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(repository.registrations.requests, [registration])
        XCTAssertEqual(store.session, session)
    }

    func testAFailedRegistrationPassesTheErrorAndStoresNothing() {
        let repository = AuthRepositoryAnswers(scheduler: scheduler)
        let answer = repository.registrations.answer(registration, with: [.error(10, APIError.conflict)])
        let useCase = RegistrationUseCase.live(repository: repository, store: store)

        let res = scheduler.start { useCase.register(self.registration) }

        XCTAssertEqual(res.events, [.error(210, APIError.conflict)])
        XCTAssertEqual(answer.subscriptions, [Subscription(200, 210)])
        XCTAssertNil(store.session)
    }
}
