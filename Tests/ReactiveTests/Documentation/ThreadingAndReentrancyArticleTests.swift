import Dispatch
import Foundation
import Reactive
import XCTest

/// The snippets of the "Threading and re-entrancy" article, run as they are printed there.
final class ThreadingAndReentrancyArticleTests: ReactiveTestCase {
    func testAnEventSentFromAnObserverWaitsForTheCurrentEventToReachEveryObserver() {
        let counter = PublishSubject<Int>()
        var log: [String] = []
        let a = counter.subscribe(onNext: { value in
            log.append("A\(value)")
            if value < 3 { counter.onNext(value + 1) }  // sends into its own subject
        })
        let b = counter.subscribe(onNext: { log.append("B\($0)") })

        counter.onNext(1)

        XCTAssertEqual(log, ["A1", "B1", "A2", "B2", "A3", "B3"])
        a.dispose()
        b.dispose()
    }

    func testACompletionSentFromAnObserverEndsTheSubjectAfterTheCurrentEvent() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let a = subject.subscribe(
            onNext: { value in
                log.append("A\(value)")
                subject.onCompleted()
                subject.onNext(value + 1)  // ignored: the completion is queued first
            },
            onCompleted: { log.append("A|") })
        let b = subject.subscribe(onNext: { log.append("B\($0)") }, onCompleted: { log.append("B|") })

        subject.onNext(1)

        XCTAssertEqual(log, ["A1", "B1", "A|", "B|"])
        a.dispose()
        b.dispose()
    }

    func testABehaviorSubjectsValueMovesAtOnceEvenWhenItsDeliveryIsQueued() {
        let selection = BehaviorSubject(value: 0)
        var log: [String] = []
        let subscription = selection.subscribe(onNext: { value in
            log.append("render \(value)")
            guard value == 1 else { return }
            selection.onNext(2)
            log.append("value() is already \(try! selection.value())")
        })

        selection.onNext(1)

        XCTAssertEqual(log, ["render 0", "render 1", "value() is already 2", "render 2"])
        subscription.dispose()
    }

    func testSubjectsFeedingEachOtherDoNotDeadlock() {
        let ping = PublishSubject<Int>()
        let pong = PublishSubject<Int>()
        var log: [String] = []
        let a = ping.subscribe(onNext: { value in
            log.append("ping \(value)")
            if value < 2 { pong.onNext(value + 1) }
        })
        let b = pong.subscribe(onNext: { value in
            log.append("pong \(value)")
            ping.onNext(value + 1)
        })

        ping.onNext(0)

        XCTAssertEqual(log, ["ping 0", "pong 1", "ping 2"])
        a.dispose()
        b.dispose()
    }

    func testConcurrentSendersReachEachObserverOneAtATimeAndNothingIsLost() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []  // no lock: the subject calls this observer one event at a time
        let subscription = subject.subscribe(onNext: { received.append($0) })

        DispatchQueue.concurrentPerform(iterations: 4) { sender in
            for index in 0..<1_000 { subject.onNext(sender * 1_000 + index) }
        }

        XCTAssertEqual(received.count, 4_000)
        XCTAssertEqual(Set(received).count, 4_000)
        for sender in 0..<4 {
            let mine = received.filter { $0 / 1_000 == sender }
            XCTAssertEqual(mine, Array(sender * 1_000..<(sender + 1) * 1_000), "each sender's order is kept")
        }
        subscription.dispose()
    }

    func testAnEventSentFromAnotherThreadDuringADeliveryIsDeliveredByTheDeliveringThread() {
        let subject = PublishSubject<String>()
        let deliveringThread = Thread.current
        let otherThreadReturned = DispatchSemaphore(value: 0)
        var log: [String] = []
        let subscription = subject.subscribe(onNext: { value in
            log.append("\(value) on the delivering thread: \(Thread.current == deliveringThread)")
            guard value == "first" else { return }
            DispatchQueue.global().async {
                subject.onNext("second")
                otherThreadReturned.signal()  // returns before "second" was delivered
            }
            _ = otherThreadReturned.wait(timeout: .now() + 30)
        })

        subject.onNext("first")

        XCTAssertEqual(log, ["first on the delivering thread: true", "second on the delivering thread: true"])
        subscription.dispose()
    }

    func testAnOperatorWithSeveralSourcesDeliversOneEventAtATime() {
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        var received = 0  // no lock: merge calls its observer one event at a time
        let subscription = Observable.merge(left, right).subscribe(onNext: { _ in received += 1 })

        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let subject = index == 0 ? left : right
            for value in 0..<1_000 { subject.onNext(value) }
        }

        XCTAssertEqual(received, 2_000)
        subscription.dispose()
    }
}
