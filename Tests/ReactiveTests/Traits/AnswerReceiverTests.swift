import Reactive
import XCTest

private struct TestError: Error, Equatable {}

/// A receiver that notes what it was given, in order.
private final class Outcomes {
    var log: [String] = []
}

private struct NotingReceiver: AnswerReceiver {
    let outcomes: Outcomes

    func receiveAnswer(_ answer: Int) { outcomes.log.append("answer \(answer)") }
    func receiveFailure(_ error: Swift.Error) { outcomes.log.append("failure \(error is TestError)") }
    func receiveCompletion() { outcomes.log.append("completed") }
}

/// `subscribeToAnswer(_:)`, the one-object subscription the presenters make for a `Single`'s or a `Maybe`'s
/// work: the first element is the answer and ends the subscription at once.
final class AnswerReceiverTests: ReactiveTestCase {
    func testTheFirstElementIsTheAnswerAndEndsTheSubscriptionAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let outcomes = Outcomes()

        scheduler.scheduleAt(200) { _ = xs.subscribeToAnswer(NotingReceiver(outcomes: outcomes)) }
        scheduler.start()

        XCTAssertEqual(outcomes.log, ["answer 1"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testAnErrorBeforeAnyElementIsTheFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(210, TestError()), .next(220, 2)] as [Recorded<Event<Int>>])
        let outcomes = Outcomes()

        scheduler.scheduleAt(200) { _ = xs.subscribeToAnswer(NotingReceiver(outcomes: outcomes)) }
        scheduler.start()

        XCTAssertEqual(outcomes.log, ["failure true"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testACompletionWithoutAnElementIsReported() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210)] as [Recorded<Event<Int>>])
        let outcomes = Outcomes()

        scheduler.scheduleAt(200) { _ = xs.subscribeToAnswer(NotingReceiver(outcomes: outcomes)) }
        scheduler.start()

        XCTAssertEqual(outcomes.log, ["completed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDisposingBeforeTheAnswerReportsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .completed(230)])
        let outcomes = Outcomes()
        var subscription: Disposable?

        scheduler.scheduleAt(200) { subscription = xs.subscribeToAnswer(NotingReceiver(outcomes: outcomes)) }
        scheduler.scheduleAt(210) { subscription?.dispose() }
        scheduler.start()

        XCTAssertEqual(outcomes.log, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testAnAnswerSentWhileSubscribingIsDeliveredAndEndsTheSubscription() {
        let outcomes = Outcomes()

        let subscription = Observable.just(7).subscribeToAnswer(NotingReceiver(outcomes: outcomes))

        XCTAssertEqual(outcomes.log, ["answer 7"])
        XCTAssertTrue((subscription as? Cancelable)?.isDisposed ?? false)
    }
}
