import PresentersXCTest
import XCTest

/// Work given to an effect as a `Single` ends with its success, as a subscription to a `Single` does in
/// RxSwift: a delayed answer's completion, due one scheduler pass after the element, is not waited for.
final class SingleEffectTests: PresentersTestCase {
    private let scheduler = TestScheduler(initialClock: 0)
    private var disposedAt: [TestTime] = []

    /// A presenter whose state is the last answer; `answer` is what its use case returns.
    private func makeTest(answer: @escaping () -> Effect<String, Never>) -> PresenterTest<String, String, Never> {
        PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            Presenter(initialState: "", scheduler: scheduler, reduce: .replace) { _, _ in answer() }
        }
    }

    /// "Ada" 50 ticks after it is asked, noting when the subscription to the delay ends.
    private func delayedAnswer() -> Single<String> {
        Single.just("Ada").delay(.seconds(50), scheduler: scheduler)
            .do(onDispose: { [unowned self] in disposedAt.append(scheduler.clock) })
    }

    func testASingleEndsWithItsSuccessAndReleasesItsSource() {
        let test = makeTest { [unowned self] in .run(delayedAnswer()) }

        test.send("load") { _ in }
        test.advance(by: 50)
        test.receive { $0 = "Ada" }
        test.finish()

        XCTAssertEqual(disposedAt, [50])
    }

    func testTheSameWorkAsAnObservableEndsWithTheDelayedCompletion() {
        let test = makeTest { [unowned self] in .run(delayedAnswer().asObservable()) }

        test.send("load") { _ in }
        test.advance(by: 50)
        test.receive { $0 = "Ada" }
        XCTAssertEqual(disposedAt, [])
        test.advance(by: 1)
        test.finish()

        XCTAssertEqual(disposedAt, [51])
    }

    func testAMaybeThatAnswersNothingEndsAndLetsTheWorkQueuedBehindItStart() {
        let nothingIn50: Maybe<String> = Maybe.create { [scheduler] observer in
            scheduler.scheduleRelative((), dueTime: .seconds(50)) { _ in
                observer(.completed)
                return Disposables.create()
            }
        }
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            Presenter(initialState: "", scheduler: scheduler, reduce: .replace) { (event: String, _) in
                Effect<String, Never>.run(event == "look" ? nothingIn50 : .just("Ada"), .queue("load"))
            }
        }

        test.send("look") { _ in }
        test.send("load") { _ in }
        test.advance(by: 49)
        test.advance(by: 1)
        test.receive { $0 = "Ada" }
        test.finish()
    }

    func testAFailedSingleEndsWithItsError() {
        let test = PresenterTest(scheduler: scheduler, failureReporter: .xctest) { [scheduler] in
            Presenter(initialState: "", scheduler: scheduler, reduce: .replace, failure: { _ in "offline" }) {
                (_: String, _) in
                Effect<String, Never>.run(
                    Single.just(0).delay(.seconds(50), scheduler: scheduler).flatMap { _ in
                        Single<String>.error(RxError.unknown)
                    })
            }
        }

        test.send("load") { _ in }
        test.advance(by: 50)
        test.receive { $0 = "offline" }
        test.finish()
    }
}
