import Dispatch
import Foundation
import Reactive
import XCTest

/// How subjects deliver: one event at a time, in one order for every observer, with events sent during a
/// delivery (from an observer or from another thread) queued behind the current one.
final class SubjectDeliveryTests: ReactiveTestCase {
    // MARK: - Re-entrancy on one thread

    func testEventSentFromAnObserverWaitsUntilTheCurrentEventReachedEveryObserver() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let first = subject.subscribe(onNext: { element in
            log.append("A\(element)")
            if element < 3 { subject.onNext(element + 1) }
        })
        let second = subject.subscribe(onNext: { log.append("B\($0)") })

        subject.onNext(1)

        XCTAssertEqual(log, ["A1", "B1", "A2", "B2", "A3", "B3"])
        first.dispose()
        second.dispose()
    }

    func testSubscriptionMadeDuringADeliveryMissesEventsSentBeforeIt() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var late: Disposable?
        let first = subject.subscribe(onNext: { element in
            log.append("A\(element)")
            guard element == 1 else { return }
            subject.onNext(2)
            late = subject.subscribe(onNext: { log.append("C\($0)") })
            subject.onNext(3)
        })
        let second = subject.subscribe(onNext: { log.append("B\($0)") })

        subject.onNext(1)

        XCTAssertEqual(log, ["A1", "B1", "A2", "B2", "A3", "B3", "C3"])
        XCTAssertTrue(subject.hasObservers)
        for disposable in [first, second, late!] { disposable.dispose() }
        XCTAssertFalse(subject.hasObservers)
    }

    func testBehaviorSubjectUpdatesItsValueAtOnceAndReplaysItToASubscriptionMadeDuringADelivery() throws {
        let subject = BehaviorSubject(value: 0)
        var log: [String] = []
        var valueSeenInside: Int?
        var late: Disposable?
        let first = subject.subscribe(onNext: { element in
            log.append("A\(element)")
            guard element == 1 else { return }
            subject.onNext(2)
            valueSeenInside = try? subject.value()
            late = subject.subscribe(onNext: { log.append("C\($0)") })
            subject.onNext(3)
        })
        let second = subject.subscribe(onNext: { log.append("B\($0)") })

        subject.onNext(1)

        XCTAssertEqual(valueSeenInside, 2)
        XCTAssertEqual(log, ["A0", "B0", "A1", "B1", "A2", "B2", "C2", "A3", "B3", "C3"])
        XCTAssertEqual(try subject.value(), 3)
        for disposable in [first, second, late!] { disposable.dispose() }
    }

    func testReplaySubjectReplaysItsBufferAsItWasWhenTheSubscriptionWasMade() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        var log: [String] = []
        var late: Disposable?
        let first = subject.subscribe(onNext: { element in
            log.append("A\(element)")
            guard element == 1 else { return }
            subject.onNext(2)
            late = subject.subscribe(onNext: { log.append("C\($0)") })
            subject.onNext(3)
        })

        subject.onNext(1)

        XCTAssertEqual(log, ["A1", "A2", "C1", "C2", "A3", "C3"])
        first.dispose()
        late?.dispose()
    }

    func testTerminalEventSentFromAnObserverEndsTheSubjectAfterTheCurrentEvent() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let first = subject.subscribe(
            onNext: { element in
                log.append("A\(element)")
                subject.onCompleted()
                subject.onNext(element + 1)
            },
            onCompleted: { log.append("A|") })
        let second = subject.subscribe(onNext: { log.append("B\($0)") }, onCompleted: { log.append("B|") })

        subject.onNext(1)

        XCTAssertEqual(log, ["A1", "B1", "A|", "B|"])
        XCTAssertFalse(subject.hasObservers)
        first.dispose()
        second.dispose()
    }

    func testObserverDisposingItselfDuringADeliveryReceivesNothingMore() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var first: Disposable?
        first = subject.subscribe(onNext: { element in
            log.append("A\(element)")
            first?.dispose()
        })
        let second = subject.subscribe(onNext: { log.append("B\($0)") })

        subject.onNext(1)
        subject.onNext(2)

        XCTAssertEqual(log, ["A1", "B1", "B2"])
        second.dispose()
    }

    func testObserverDisposingAnotherDuringADeliveryStopsItAtOnce() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var second: Disposable?
        let first = subject.subscribe(onNext: { element in
            log.append("A\(element)")
            second?.dispose()
        })
        second = subject.subscribe(onNext: { log.append("B\($0)") })

        subject.onNext(1)

        XCTAssertEqual(log, ["A1"])
        first.dispose()
    }

    func testDisposingTheSubjectFromAnObserverDropsTheQueuedEvents() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let first = subject.subscribe(onNext: { element in
            log.append("A\(element)")
            subject.onNext(element + 1)
            subject.dispose()
        })
        let second = subject.subscribe(onNext: { log.append("B\($0)") })

        subject.onNext(1)

        XCTAssertEqual(log, ["A1", "B1"])
        first.dispose()
        second.dispose()
    }

    func testSubjectsFeedingEachOtherDoNotDeadlock() {
        let ping = PublishSubject<Int>()
        let pong = PublishSubject<Int>()
        var log: [String] = []
        let first = ping.subscribe(onNext: { element in
            log.append("ping\(element)")
            if element < 4 { pong.onNext(element + 1) }
        })
        let second = pong.subscribe(onNext: { element in
            log.append("pong\(element)")
            ping.onNext(element + 1)
        })

        ping.onNext(0)

        XCTAssertEqual(log, ["ping0", "pong1", "ping2", "pong3", "ping4"])
        first.dispose()
        second.dispose()
    }

    // MARK: - Several threads

    func testEventSentFromAnotherThreadDuringADeliveryIsDeliveredByTheDeliveringThread() {
        let subject = PublishSubject<Int>()
        let testThread = Thread.current
        var log: [String] = []
        var secondEventOnTestThread = false
        let otherThreadReturned = DispatchSemaphore(value: 0)
        let subscription = subject.subscribe(onNext: { element in
            log.append("\(element)")
            if element == 1 {
                DispatchQueue.global().async {
                    subject.onNext(2)
                    otherThreadReturned.signal()
                }
                // The other thread's `onNext` returns while this delivery is still under way.
                let result = otherThreadReturned.wait(timeout: .now() + 30)
                XCTAssertEqual(result, .success)
                log.append("end of 1")
            } else {
                secondEventOnTestThread = Thread.current == testThread
            }
        })

        subject.onNext(1)

        XCTAssertEqual(log, ["1", "end of 1", "2"])
        XCTAssertTrue(secondEventOnTestThread)
        subscription.dispose()
    }

    func testConcurrentSendersReachEveryObserverOnceOneAtATimeInOneOrder() {
        let subject = PublishSubject<Int>()
        let senders = 4
        let perSender = 20_000
        let firstProbe = OverlapProbe()
        let secondProbe = OverlapProbe()
        var firstLog: [Int] = []
        var secondLog: [Int] = []
        let first = subject.subscribe(onNext: { element in firstProbe.run { firstLog.append(element) } })
        let second = subject.subscribe(onNext: { element in secondProbe.run { secondLog.append(element) } })

        DispatchQueue.concurrentPerform(iterations: senders) { sender in
            for index in 0..<perSender { subject.onNext(sender * perSender + index) }
        }

        XCTAssertEqual(firstProbe.overlaps, 0)
        XCTAssertEqual(secondProbe.overlaps, 0)
        XCTAssertEqual(firstLog.count, senders * perSender)
        XCTAssertEqual(Set(firstLog).count, senders * perSender)
        XCTAssertTrue(firstLog == secondLog, "the observers saw the events in different orders")
        for sender in 0..<senders {
            let range = (sender * perSender)..<((sender + 1) * perSender)
            let fromSender = firstLog.filter { range.contains($0) }
            XCTAssertEqual(fromSender, Array(range), "the events of sender \(sender) were reordered")
        }
        first.dispose()
        second.dispose()
    }

    func testSubscribingAndDisposingWhileOtherThreadsSend() {
        let subject = BehaviorSubject(value: -1)
        let probe = OverlapProbe()
        var received = 0
        let observer = subject.subscribe(onNext: { _ in probe.run { received += 1 } })

        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            if worker.isMultiple(of: 2) {
                for index in 0..<10_000 { subject.onNext(index) }
            } else {
                for _ in 0..<1_000 { subject.subscribe(onNext: { _ in }).dispose() }
            }
        }

        XCTAssertEqual(probe.overlaps, 0)
        XCTAssertEqual(received, 1 + 20_000)
        observer.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testConcurrentCompletionEndsEveryObserverOnce() {
        let subject = ReplaySubject<Int>.create(bufferSize: 4)
        let probe = OverlapProbe()
        var completions = 0
        var elementsAfterCompletion = 0
        let subscription = subject.subscribe(
            onNext: { _ in probe.run { if completions > 0 { elementsAfterCompletion += 1 } } },
            onCompleted: { probe.run { completions += 1 } })

        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for index in 0..<5_000 {
                subject.onNext(index)
                if index == 2_500 { subject.onCompleted() }
            }
        }

        XCTAssertEqual(probe.overlaps, 0)
        XCTAssertEqual(completions, 1)
        XCTAssertEqual(elementsAfterCompletion, 0)
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }
}

/// Counts the calls that started while a previous call had not returned.
private final class OverlapProbe {
    private let inside = NSLock()
    private let counter = NSLock()
    private var overlapCount = 0

    var overlaps: Int { counter.withLock { overlapCount } }

    func run(_ body: () -> Void) {
        guard inside.try() else {
            counter.withLock { overlapCount += 1 }
            return
        }
        body()
        inside.unlock()
    }
}
