import Dispatch
import Foundation
import Presenters
import TestSupport
import XCTest

/// Answers that arrive on another queue, handed over to the queue a presenter lives on, one batch after
/// another. Nothing asserts how long anything took; the waits are generous.
final class PresenterHandOverTests: PresentersTestCase {
    private let timeout: TimeInterval = 30

    override func tearDown() {
        // An answer from another queue ends its subscription there just after it handed the value over, so a
        // moment after the state the test waited for: at most 2 seconds, before the check that none is left.
        let deadline = Date(timeIntervalSinceNow: 2)
        while liveSubscriptions > 0, Date() < deadline { usleep(1_000) }
        super.tearDown()
    }

    func testEveryAnswerOfManyHandedOverInTurnIsReducedAndDeliveredOnThePresentersQueue() {
        let key = DispatchSpecificKey<Void>()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "presenter") { queue in
            queue.setSpecific(key: key, value: ())
        }
        let elsewhere = SerialDispatchQueueScheduler(internalSerialQueueName: "elsewhere")
        var reducedOffQueue = 0
        let presenter = Presenter<Int, Int, Never>(
            initialState: 0, scheduler: scheduler,
            reduce: .pure { (total, added: Int) in
                if DispatchQueue.getSpecific(key: key) == nil { reducedOffQueue += 1 }
                return total + added
            }
        ) { value, _ in .run(Single.just(value).subscribe(on: elsewhere)) }
        let delivered = DispatchSemaphore(value: 0)
        var states: [Int] = []
        var deliveredOffQueue = 0
        let subscription = presenter.state.skip(1).subscribe(onNext: { state in
            if DispatchQueue.getSpecific(key: key) == nil { deliveredOffQueue += 1 }
            states.append(state)
            delivered.signal()
        })

        // Each answer is handed over after the previous one was delivered: a batch of its own every time.
        for value in 1...20 {
            _ = scheduler.schedule(value) { value in
                presenter.send(value)
                return Disposables.create()
            }
            XCTAssertEqual(delivered.wait(timeout: .now() + timeout), .success)
        }
        subscription.dispose()

        XCTAssertEqual(states, (1...20).map { $0 * ($0 + 1) / 2 })
        XCTAssertEqual(reducedOffQueue, 0)
        XCTAssertEqual(deliveredOffQueue, 0)
    }

    func testAPresenterWhoseAnswersWereHandedOverIsReleasedWithItsLastReference() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "presenter")
        let elsewhere = SerialDispatchQueueScheduler(internalSerialQueueName: "elsewhere")
        weak var released: Presenter<Int, Int, Never>?
        do {
            let presenter = Presenter<Int, Int, Never>(
                initialState: 0, scheduler: scheduler, reduce: .pure { (total, added: Int) in total + added }
            ) { value, _ in .run(Single.just(value).subscribe(on: elsewhere)) }
            released = presenter
            let delivered = expectation(description: "both answers delivered")
            delivered.expectedFulfillmentCount = 2
            let subscription = presenter.state.skip(1).subscribe(onNext: { _ in delivered.fulfill() })
            presenter.send(1)
            presenter.send(2)
            wait(for: [delivered], timeout: timeout)
            subscription.dispose()
        }
        // The queues finish what they hold (the last answer's end, the last hand-over) before this runs.
        let settled = expectation(description: "queues settled")
        _ = elsewhere.schedule(()) { _ in
            _ = scheduler.schedule(()) { _ in
                settled.fulfill()
                return Disposables.create()
            }
            return Disposables.create()
        }
        wait(for: [settled], timeout: timeout)

        XCTAssertNil(released)
    }
}
