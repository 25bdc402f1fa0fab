import Foundation

/// The answers a test sets up for one call of a use case: each request is answered by the next cold
/// observable queued for it, timed from the request's subscription, and every request is kept, in order.
///
/// A test starts from a use case whose every call is unimplemented and hands the calls its screen makes to
/// answers of their own, so that it sets up what each request answers, then checks what was asked and when:
///
/// ```swift
/// let saves = TestAnswers<String, String>(call: "profile.save", scheduler: scheduler, failureReporter: .xctest)
/// var dependencies = ProfileDependencies.unimplemented(Unimplemented(failureReporter: .xctest))
/// dependencies.save = saves.call
/// let saved = saves.answer("Ada L.", with: [.next(30, "Ada L."), .completed(30)])
/// ```
///
/// A request the test set up no answer for, or no more answers, fails the test at the line where the
/// answers were created, naming the call and the request:
/// `profile.save was called with Ada L. but the test set up no answer for it`. The call then answers with
/// `UnimplementedDependency`, as an unimplemented one does, so that the screen takes its error path.
///
/// A call that takes no request (`() -> Single<Element>`) has answers of `Request` `Void`, set up with
/// ``answer(with:)``.
///
/// A request is made when what the call returned is subscribed to, as a client's request is sent then: a
/// `Single` that is made and never subscribed to (a search debounced away) asks nothing and takes no answer.
/// The answers are `Sendable`, so `call` fits a `@Sendable` member of a `Sendable` use case too.
public final class TestAnswers<Request, Element>: @unchecked Sendable {
    // Sendable: `recorded` and `queued` are only touched under `lock`; the answers run on the test's
    // scheduler.
    /// The call's name, as the use case declares it and a failure says it.
    public let name: String
    /// Every request the call was made with (that is, subscribed to), in order, answered or not.
    public var requests: [Request] { lock.withLock { recorded } }

    private let lock = NSLock()
    private var recorded: [Request] = []

    private let scheduler: TestScheduler
    private let failureReporter: FailureReporter
    private var queued: [(answers: (Request) -> Bool, events: TestableObservable<Element>)] = []
    private let fileID: StaticString
    private let filePath: StaticString
    private let line: UInt
    private let column: UInt

    /// Answers for the call `name`, whose cold observables run on `scheduler`, reporting a request nobody set
    /// up to `failureReporter` at the place of this initialiser's call.
    /// - Parameters:
    ///   - name: the call's name, as the use case declares it (`"profile.save"`).
    ///   - scheduler: the test's scheduler, on which each answer runs from its request's subscription.
    ///   - failureReporter: where a request with no answer set up is reported.
    ///   - fileID: the file of the failure, as Swift Testing reports it; leave the default.
    ///   - filePath: the file of the failure, as XCTest reports it; leave the default.
    ///   - line: the line of the failure; leave the default.
    ///   - column: the column of the failure; leave the default.
    public init(
        call name: String, scheduler: TestScheduler, failureReporter: FailureReporter,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        self.name = name
        self.scheduler = scheduler
        self.failureReporter = failureReporter
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The call made with `request`, for a member that answers once: the answer set up first for it.
    public func call(_ request: Request) -> Single<Element> {
        Observable.deferred { self.next(for: request) }.asSingle()
    }

    /// The call made with `request`, for a member that answers many times: the answer set up first for it.
    public func call(_ request: Request) -> Observable<Element> {
        Observable.deferred { self.next(for: request) }
    }

    private func queue(_ events: [Recorded<Event<Element>>], for answers: @escaping (Request) -> Bool)
        -> TestableObservable<Element>
    {
        let observable = scheduler.createColdObservable(events)
        lock.withLock { queued.append((answers, observable)) }
        return observable
    }

    private func next(for request: Request) -> Observable<Element> {
        let answer: TestableObservable<Element>? = lock.withLock {
            recorded.append(request)
            return queued.firstIndex(where: { $0.answers(request) }).map { queued.remove(at: $0).events }
        }
        guard let answer else {
            let asked = Request.self == Void.self ? "" : " with \(request)"
            failureReporter(
                TestFailure(
                    message: "\(name) was called\(asked) but the test set up no answer for it", fileID: fileID,
                    filePath: filePath, line: line, column: column))
            return .error(UnimplementedDependency(name: name))
        }
        return answer.asObservable()
    }
}

extension TestAnswers where Request: Equatable {
    /// Answers the next request equal to `request` with `events`, timed from its subscription, after the
    /// answers set up for it before.
    ///
    /// - Returns: the cold observable that answers, whose `subscriptions` say when the request was made and
    ///   when it ended.
    @discardableResult
    public func answer(_ request: Request, with events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        queue(events) { $0 == request }
    }
}

extension TestAnswers where Request == Void {
    /// Answers the next call with `events`, timed from its subscription, after the answers set up before.
    ///
    /// - Returns: the cold observable that answers, whose `subscriptions` say when the call was made and when
    ///   it ended.
    @discardableResult
    public func answer(with events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        queue(events) { _ in true }
    }

    /// The call, for a member that takes no request and answers once.
    public func call() -> Single<Element> {
        call(())
    }

    /// The call, for a member that takes no request and answers many times.
    public func call() -> Observable<Element> {
        call(())
    }
}
