import Presenters
import ShowcaseApp
import XCTest

/// A login use case that answers every call with `answer` and remembers the credentials it was given.
final class StubLoginUseCase {
    private(set) var requests: [Credentials] = []
    var answer: Single<Session>

    init(answer: Single<Session>) {
        self.answer = answer
    }

    /// The use case, answering through this stub.
    var useCase: LoginUseCase { LoginUseCase(logIn: logIn) }

    func logIn(_ credentials: Credentials) -> Single<Session> {
        requests.append(credentials)
        return answer
    }
}

/// An auth repository that answers with fixed observables and remembers what it was asked.
final class StubAuthRepository: AuthRepository {
    private(set) var logIns: [Credentials] = []
    private(set) var registrations: [Registration] = []
    var logInAnswer: Single<Session>
    var registerAnswer: Single<Session>

    init(logIn: Single<Session> = .never(), register: Single<Session> = .never()) {
        logInAnswer = logIn
        registerAnswer = register
    }

    func logIn(_ credentials: Credentials) -> Single<Session> {
        logIns.append(credentials)
        return logInAnswer
    }

    func register(_ registration: Registration) -> Single<Session> {
        registrations.append(registration)
        return registerAnswer
    }
}

/// Fixtures shared by the screens' tests.
enum Fixture {
    static let email = "demo@example.com"
    static let password: Secret<String> = "password1"
    static let credentials = Credentials(email: email, password: password)
    static let session = Session(email: email, token: "token-1")

    /// The error an effect failed with in a test that does not care which.
    struct Unexpected: Error {}
}

/// A registration use case that answers every call with `answer` and remembers what it was given.
final class StubRegistrationUseCase {
    private(set) var requests: [Registration] = []
    var answer: Single<Session>

    init(answer: Single<Session>) {
        self.answer = answer
    }

    /// The use case, answering through this stub.
    var useCase: RegistrationUseCase { RegistrationUseCase(register: register) }

    func register(_ registration: Registration) -> Single<Session> {
        requests.append(registration)
        return answer
    }
}

/// A feed use case that answers each page with the cold observable set up for it, so that a test can
/// check when each request was made and cancelled; a page nobody set up fails the test.
final class StubFeedUseCase {
    private let scheduler: TestScheduler
    private var answers: [PageRequest: [TestableObservable<[Post]>]] = [:]
    private(set) var requests: [PageRequest] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// The use case, answering through this stub.
    var useCase: FeedUseCase { FeedUseCase(page: page) }

    /// Answers the next request for `page` with `events`, timed from the request's subscription.
    @discardableResult
    func answer(_ page: PageRequest, with events: [Recorded<Event<[Post]>>]) -> TestableObservable<[Post]> {
        let answer = scheduler.createColdObservable(events)
        answers[page, default: []].append(answer)
        return answer
    }

    func page(_ page: PageRequest) -> Single<[Post]> {
        requests.append(page)
        guard var queued = answers[page], !queued.isEmpty else {
            XCTFail("no answer set up for \(page)")
            return .never()
        }
        let answer = queued.removeFirst()
        answers[page] = queued
        return answer.asSingle()
    }
}

final class StubSearchUseCase {
    private let scheduler: TestScheduler
    private var answers: [SearchRequest: [TestableObservable<[Post]>]] = [:]
    private(set) var requests: [SearchRequest] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// The use case, answering through this stub.
    var useCase: SearchUseCase { SearchUseCase(search: search) }

    /// Answers the next search of `text` for `page` with `events`, timed from the request's subscription.
    @discardableResult
    func answer(_ text: String, _ page: PageRequest = .latest, with events: [Recorded<Event<[Post]>>])
        -> TestableObservable<[Post]>
    {
        let answer = scheduler.createColdObservable(events)
        answers[SearchRequest(text: text, page: page), default: []].append(answer)
        return answer
    }

    func search(_ request: SearchRequest) -> Single<[Post]> {
        requests.append(request)
        guard var queued = answers[request], !queued.isEmpty else {
            XCTFail("no answer set up for \(request)")
            return .never()
        }
        let answer = queued.removeFirst()
        answers[request] = queued
        return answer.asSingle()
    }
}

extension Fixture {
    /// Posts with `ids`, newest first.
    static func posts(_ ids: ClosedRange<Int>) -> [Post] {
        ids.reversed().map(post)
    }

    /// A post whose content follows from its id.
    static func post(_ id: Int) -> Post {
        Post(id: id, title: "Post \(id)", author: "Author \(id % 3)", votes: id * 2)
    }
}
