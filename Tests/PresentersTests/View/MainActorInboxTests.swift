import Dispatch
import Foundation
import Observation
import XCTest

@testable import Presenters

/// How a model applies what its presenter delivers: on the main thread at once, from another thread
/// through a hop to the main queue.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
final class MainActorInboxTests: PresentersTestCase {
    func testAStateDeliveredOnTheMainThreadIsAppliedBeforeSendReturns() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let model = ObservedPresenter(makeSignUpPresenter(scheduler: scheduler))
            let answer = PublishSubject<Void>()
            model.send(.tapWhen(answer.asObservable()))
            scheduler.scheduleAt(100) { answer.onNext(()) }

            scheduler.advanceTo(99)
            XCTAssertEqual(model.taps, 0)
            scheduler.advanceTo(100)

            XCTAssertEqual(model.taps, 1)
        }
    }

    func testAStateFromAnotherThreadIsAppliedOnTheMainThreadAfterAHop() {
        MainActor.assumeIsolated {
            let model = makeSignUpModel()
            let applied = XCTestExpectation(description: "the state is applied")
            // The answer waits on another thread until the test lets it go, after `send` has returned.
            let answering = DispatchQueue(label: "answering")
            let letGo = DispatchSemaphore(value: 0)
            answering.async { letGo.wait() }
            let fromAnotherThread = Observable.just(()).observe(
                on: SerialDispatchQueueScheduler(queue: answering, internalSerialQueueName: "answer"))
            withObservationTracking {
                _ = model.taps
            } onChange: {
                XCTAssertTrue(Thread.isMainThread, "the model changed off the main thread")
                applied.fulfill()
            }

            model.send(.tapWhen(fromAnotherThread))
            XCTAssertEqual(model.taps, 0)
            letGo.signal()
            XCTAssertEqual(XCTWaiter.wait(for: [applied], timeout: 10), .completed)
            // The answer's completion comes after it on the answering queue, and ends the effect's
            // subscription there: wait for it before the test counts what is left.
            answering.sync {}

            XCTAssertEqual(model.taps, 1)
        }
    }

    func testAStateOnTheMainThreadIsNotOvertakenByOneFromAnotherThreadThatCameFirst() {
        MainActor.assumeIsolated {
            let model = makeSignUpModel()
            var applied: [SignUpState] = []
            model.onApply = { applied.append($0) }
            let answer = PublishSubject<Void>()
            model.send(.tapWhen(answer.asObservable()))
            // The answer's state is delivered on another thread, and waits for its hop to the main queue,
            // which the test holds until it returns.
            let answered = DispatchSemaphore(value: 0)
            DispatchQueue(label: "answering").async {
                answer.onNext(())
                answered.signal()
            }
            answered.wait()
            XCTAssertEqual(model.taps, 0)

            model.send(.rename("later"))
            // The hop, queued before this block, runs before it.
            let hopped = XCTestExpectation(description: "the hop ran")
            DispatchQueue.main.async { hopped.fulfill() }
            XCTAssertEqual(XCTWaiter.wait(for: [hopped], timeout: 10), .completed)

            // The newer state replaced the one that waited, which is not applied over it afterwards.
            XCTAssertEqual(applied.map(\.title), ["later"])
            XCTAssertEqual(applied.map(\.taps), [1])
            XCTAssertEqual(model.title, "later")
        }
    }

    func testAnItemOnTheMainThreadGoesAfterThoseWaitingForTheirHop() {
        MainActor.assumeIsolated {
            let inbox = MainActorInbox<Int> { _, _ in false }
            var received: [Int] = []
            inbox.receive = isolatedToMainThread { received.append($0) }
            let sent = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                inbox.send(1)
                sent.signal()
            }
            sent.wait()

            inbox.send(2)

            XCTAssertEqual(received, [1, 2], "2 went before 1, which waited for its hop")
        }
    }

    func testAnItemReplacesOnlyTheItemQueuedLastNeverOneQueuedBeforeAnother() {
        MainActor.assumeIsolated {
            // Even numbers stand for states, which replace a state queued last; odd ones for routes.
            let inbox = MainActorInbox<Int> { waiting, arriving in
                waiting.isMultiple(of: 2) && arriving.isMultiple(of: 2)
            }
            var received: [Int] = []
            inbox.receive = isolatedToMainThread { received.append($0) }
            let sent = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                for item in [2, 4, 5, 6] { inbox.send(item) }
                sent.signal()
            }
            sent.wait()

            inbox.send(8)

            XCTAssertEqual(received, [4, 5, 8], "a state went before the route that came before it")
        }
    }

    func testAnItemSentDuringADeliveryIsDeliveredAfterIt() {
        MainActor.assumeIsolated {
            let inbox = MainActorInbox<Int> { _, _ in false }
            var log: [String] = []
            inbox.receive = isolatedToMainThread { item in
                log.append("begin \(item)")
                if item == 1 { inbox.send(2) }
                log.append("end \(item)")
            }

            inbox.send(1)

            XCTAssertEqual(log, ["begin 1", "end 1", "begin 2", "end 2"])
        }
    }
}
