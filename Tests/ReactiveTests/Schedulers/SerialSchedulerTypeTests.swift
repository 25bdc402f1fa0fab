import Dispatch
import Foundation
import Reactive
import XCTest

/// Whether each scheduler that runs its actions in one context can tell that its caller is in it.
final class SerialSchedulerTypeTests: ReactiveTestCase {
    /// Runs `action` on `scheduler` and waits for it, returning what it returned.
    private func onScheduler<Value>(_ scheduler: some ImmediateSchedulerType, _ action: @escaping () -> Value) -> Value
    {
        var value: Value?
        let ran = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            value = action()
            ran.signal()
            return Disposables.create()
        }
        ran.wait()
        return value!
    }

    /// What `read` returns on a thread of its own (`sync` may run its block on the calling thread).
    private func onAnotherThread(_ read: @escaping @Sendable () -> Bool) -> Bool {
        final class Answer: @unchecked Sendable {
            // Sendable: written before `done` is signalled, read after it is waited for.
            var value = false
        }
        let answer = Answer()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            answer.value = read()
            done.signal()
        }
        thread.start()
        done.wait()
        return answer.value
    }

    func testASerialQueueSchedulerIsCurrentOnlyOnItsQueueAndTheQueuesThatTargetIt() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "serial")
        let other = SerialDispatchQueueScheduler(internalSerialQueueName: "other")

        XCTAssertFalse(scheduler.isCurrent)
        XCTAssertTrue(onScheduler(scheduler) { scheduler.isCurrent })
        XCTAssertFalse(onScheduler(scheduler) { other.isCurrent })
        XCTAssertFalse(onScheduler(other) { scheduler.isCurrent })
        XCTAssertFalse(DispatchQueue.global().sync { scheduler.isCurrent })
    }

    func testASchedulerOverAQueueOfTheCallersIsCurrentOnItsOwnQueueNotOnTheCallersQueue() {
        let queue = DispatchQueue(label: "callers")
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "scheduler")

        XCTAssertTrue(onScheduler(scheduler) { scheduler.isCurrent })
        XCTAssertFalse(queue.sync { scheduler.isCurrent }, "the caller's queue is only the one it runs on")
    }

    func testTheMainSchedulerIsCurrentOnTheMainQueueOnly() {
        XCTAssertFalse(DispatchQueue.global().sync { MainScheduler.instance.isCurrent })
        let background = SerialDispatchQueueScheduler(internalSerialQueueName: "background")
        XCTAssertFalse(onScheduler(background) { MainScheduler.asyncInstance.isCurrent })

        let onMain = expectation(description: "ran on the main queue")
        DispatchQueue.main.async {
            XCTAssertTrue(MainScheduler.instance.isCurrent)
            XCTAssertTrue(MainScheduler.asyncInstance.isCurrent)
            onMain.fulfill()
        }
        wait(for: [onMain], timeout: 10)
    }

    func testManyMainSchedulersAllSayTheMainQueueIsTheirs() {
        let schedulers = (0..<100).map { _ in MainScheduler() }
        let onMain = expectation(description: "ran on the main queue")
        DispatchQueue.main.async {
            XCTAssertTrue(schedulers.allSatisfy(\.isCurrent))
            onMain.fulfill()
        }
        wait(for: [onMain], timeout: 10)
        XCTAssertFalse(DispatchQueue.global().sync { schedulers.contains(where: \.isCurrent) })
    }

    func testAVirtualTimeSchedulerIsCurrentAnywhereWhileStoppedAndOnlyOnItsRunningThreadWhileRunning() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertTrue(scheduler.isCurrent)
        XCTAssertTrue(onAnotherThread { scheduler.isCurrent }, "a stopped scheduler is driven by its caller")

        var whileRunning: (here: Bool, elsewhere: Bool)?
        scheduler.scheduleAt(10) {
            whileRunning = (scheduler.isCurrent, self.onAnotherThread { scheduler.isCurrent })
        }
        scheduler.start()

        XCTAssertEqual(whileRunning?.here, true)
        XCTAssertEqual(whileRunning?.elsewhere, false)
        XCTAssertTrue(onAnotherThread { scheduler.isCurrent }, "the scheduler stopped again")
    }

    func testTheCurrentThreadSchedulerIsCurrentOnEveryThread() {
        XCTAssertTrue(CurrentThreadScheduler.instance.isCurrent)
        XCTAssertTrue(onAnotherThread { CurrentThreadScheduler.instance.isCurrent })
    }

    func testConcurrentSchedulersAreNotSerial() {
        XCTAssertNil(ConcurrentDispatchQueueScheduler(qos: .default) as Any as? any SerialSchedulerType)
        XCTAssertNil(OperationQueueScheduler(operationQueue: OperationQueue()) as Any as? any SerialSchedulerType)
    }

    func testASchedulerIsItsOwnSerialSchedulerExactlyWhenItIsSerial() {
        let serial: [any SchedulerType] = [
            MainScheduler.instance, MainScheduler.asyncInstance,
            SerialDispatchQueueScheduler(internalSerialQueueName: "serial"), TestScheduler(initialClock: 0),
            ConfinedScheduler(),
        ]
        for scheduler in serial {
            let found = scheduler.asSerialScheduler
            XCTAssertTrue(found.map { $0 as AnyObject === scheduler as AnyObject } ?? false, "\(type(of: scheduler))")
        }
        XCTAssertNotNil(CurrentThreadScheduler.instance.asSerialScheduler)
        XCTAssertNil(ConcurrentDispatchQueueScheduler(qos: .default).asSerialScheduler)
        XCTAssertNil(OperationQueueScheduler(operationQueue: OperationQueue()).asSerialScheduler)
    }
}

/// A user's scheduler that declares itself serial: it is its own serial scheduler, as the engine's are.
private final class ConfinedScheduler: SchedulerType, SerialSchedulerType, @unchecked Sendable {
    private let inner = SerialDispatchQueueScheduler(internalSerialQueueName: "confined")
    var now: RxTime { inner.now }
    var isCurrent: Bool { inner.isCurrent }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        inner.schedule(state, action: action)
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        inner.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        inner.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
