import Foundation
import TestSupport
import XCTest

@testable import Reactive

/// Eight threads send as fast as they can into streams whose observers are slower than them. Whatever the
/// stream, a sending call delivers a bounded amount of the other threads' events, the events waiting in its
/// queue stay bounded, and nothing is lost, duplicated or reordered. Bounded in `swift test`; run with
/// `REACTIVE_STRESS=1` for 200,000 events per thread.
final class FairDeliveryTests: ReactiveTestCase {
    private let senders = 8
    private let perSender = FairnessProbe.eventsPerSender

    /// The most events of other threads a call may deliver: a whole turn, then the queue it found when the
    /// next thread started waiting, which is at most the queue's bound plus one event per waiting thread.
    private var foreignBound: Int { DeliveryTurns.turnLength + DeliveryTurns.backlogLimit + senders + 1 }
    /// The most events that may wait with their call returned.
    private var backlogBound: Int { DeliveryTurns.backlogLimit + senders }

    private func assertFair(
        _ probe: FairnessProbe, _ name: String = #function, file: StaticString = #filePath, line: UInt = #line
    ) {
        print("\(name): \(perSender) events from each of \(senders) threads; \(probe.summary)")
        XCTAssertNil(probe.deliveryProblem(senders: senders, perSender: perSender), file: file, line: line)
        XCTAssertLessThanOrEqual(
            probe.peakForeignPerCall, foreignBound, "events of others in one call", file: file, line: line)
        XCTAssertLessThanOrEqual(probe.peakBacklog, backlogBound, "events queued", file: file, line: line)
    }

    func testAPublishSubjectBoundsWhatOneSenderDeliversForTheOthers() {
        let subject = PublishSubject<FairnessProbe.Sent>()
        let probe = FairnessProbe(observers: 3)
        let subscriptions = (0..<3).map { observer in
            subject.subscribe(onNext: { probe.receive($0, observer: observer) })
        }
        let perSender = self.perSender
        FairnessProbe.runThreads(senders) { sender in
            for index in 0..<perSender { probe.send(sender, index) { subject.onNext($0) } }
        }
        assertFair(probe)
        subscriptions.forEach { $0.dispose() }
    }

    func testMergeBoundsWhatOneInnerSourceDeliversForTheOthers() {
        let subjects = (0..<senders).map { _ in PublishSubject<FairnessProbe.Sent>() }
        let probe = FairnessProbe(observers: 1, work: 600)
        let subscription = Observable.merge(subjects.map { $0.asObservable() })
            .subscribe(onNext: { probe.receive($0, observer: 0) })
        let perSender = self.perSender
        FairnessProbe.runThreads(senders) { sender in
            for index in 0..<perSender { probe.send(sender, index) { subjects[sender].onNext($0) } }
        }
        assertFair(probe)
        subscription.dispose()
    }

    func testCombineLatestBoundsWhatOneInputDeliversForTheOthers() {
        let subjects = (0..<senders).map { _ in PublishSubject<FairnessProbe.Sent>() }
        let probe = FairnessProbe(observers: 1, work: 600)
        // Consecutive combinations differ in the one input that sent: that is the event delivered.
        var previous: [FairnessProbe.Sent]?
        let subscription = Observable.combineLatest(subjects.map { $0.asObservable() })
            .subscribe(onNext: { values in
                defer { previous = values }
                guard let previous, let changed = values.indices.first(where: { values[$0] != previous[$0] }) else {
                    return
                }
                probe.receive(values[changed], observer: 0)
            })
        subjects.indices.forEach { subjects[$0].onNext(FairnessProbe.Sent(sender: $0, index: -1)) }
        let perSender = self.perSender
        FairnessProbe.runThreads(senders) { sender in
            for index in 0..<perSender { probe.send(sender, index) { subjects[sender].onNext($0) } }
        }
        assertFair(probe)
        subscription.dispose()
    }

    func testSerialDeliveryBoundsWhatOneCallerDeliversForTheOthers() {
        let probe = FairnessProbe(observers: 1)
        let sink = ProbeSink(probe)
        let delivery = SerialDelivery(downstream: sink)
        let perSender = self.perSender
        FairnessProbe.runThreads(senders) { sender in
            for index in 0..<perSender { probe.send(sender, index) { delivery.sendNext($0) } }
        }
        assertFair(probe)
    }

    /// Two subjects feed each other from two threads, both overloaded: each thread delivering one subject
    /// sends into the other, which the other thread is delivering. Waiting there would close a cycle, so
    /// neither waits, and every event arrives.
    func testSubjectsFeedingEachOtherFromTwoThreadsDoNotDeadlock() {
        let ping = PublishSubject<FairnessProbe.Sent>()
        let pong = PublishSubject<FairnessProbe.Sent>()
        let received = AtomicBox([0, 0])
        func slowly(_ sent: FairnessProbe.Sent) {
            var sum = 0
            for turn in 0..<300 { sum &+= turn &* sent.index }
            if sum == -1 { print(sum) }
        }
        // An event sent by thread 0 into ping is forwarded three times into pong, and one sent by thread 1
        // into pong three times into ping; forwarded events are not forwarded again.
        let a = ping.subscribe(onNext: { sent in
            slowly(sent)
            received.update { $0[0] += 1 }
            if sent.sender == 0 {
                for _ in 0..<3 { pong.onNext(FairnessProbe.Sent(sender: 2, index: sent.index)) }
            }
        })
        let b = pong.subscribe(onNext: { sent in
            slowly(sent)
            received.update { $0[1] += 1 }
            if sent.sender == 1 {
                for _ in 0..<3 { ping.onNext(FairnessProbe.Sent(sender: 2, index: sent.index)) }
            }
        })
        let perSender = self.perSender * 2
        let finished = DispatchSemaphore(value: 0)
        Thread {
            FairnessProbe.runThreads(2) { sender in
                let subject = sender == 0 ? ping : pong
                for index in 0..<perSender { subject.onNext(FairnessProbe.Sent(sender: sender, index: index)) }
            }
            finished.signal()
        }.start()

        // A liveness check, not a measure of speed: a deadlock never ends.
        XCTAssertEqual(finished.wait(timeout: .now() + 300), .success, "the two senders deadlocked")
        XCTAssertEqual(received.value, [4 * perSender, 4 * perSender])
        a.dispose()
        b.dispose()
    }

    /// The churn that kept a subscriber inside `subscribe` for half an hour: 8 threads subscribe to and
    /// dispose a `share(replay: 1)` while a hot source sends. Each subscription receives the latest element
    /// first, then later ones in order; no call delivers an unbounded amount of the others' events.
    func testShareReplayChurnBoundsWhatASubscriptionDeliversForOthers() {
        let source = PublishSubject<FairnessProbe.Sent>()
        nonisolated(unsafe) let shared = source.share(replay: 1)
        // Observer 0 counts each event once, whatever number of subscriptions it reaches.
        let probe = FairnessProbe(observers: 2)
        let keepAlive = shared.subscribe(onNext: { probe.receive($0, observer: 0) })
        source.onNext(FairnessProbe.Sent(sender: 0, index: 0))
        let done = AtomicBox(false)
        let sender = Thread {
            var index = 1
            while !done.value {
                source.onNext(FairnessProbe.Sent(sender: 0, index: index))
                index += 1
            }
        }
        sender.start()
        let rounds = max(perSender / 10, 100)
        let problems = AtomicBox<[String]>([])
        FairnessProbe.runThreads(senders) { subscriber in
            for _ in 0..<rounds {
                let seen = AtomicBox<[Int]>([])
                // Sender `subscriber + 1` is this thread: what it receives of sender 0 is others' work.
                probe.send(subscriber + 1, 0) { _ in
                    let subscription = shared.subscribe(onNext: { event in
                        seen.update { $0.append(event.index) }
                        probe.receive(event, observer: 1)
                    })
                    subscription.dispose()
                }
                // A subscription queued behind a delivery may be disposed before its turn, and see nothing.
                let received = seen.value
                if received != received.sorted() || Set(received).count != received.count {
                    problems.update { $0.append("subscriber \(subscriber) received \(received)") }
                }
            }
        }
        done.value = true
        while !sender.isFinished { Thread.sleep(forTimeInterval: 0.001) }
        // The queue is not measured here: the subscriptions return, the hot source's events are delivered.
        print(
            "share(replay: 1) churn: \(rounds) subscriptions on each of \(senders) threads; "
                + "peak events of others in one subscribe: \(probe.peakForeignPerCall)")
        XCTAssertEqual(problems.value, [])
        XCTAssertLessThanOrEqual(probe.peakForeignPerCall, foreignBound)
        keepAlive.dispose()
    }
}

/// A sink that hands every element to a probe.
private final class ProbeSink: Sink<FairnessProbe.Sent>, @unchecked Sendable {
    private let probe: FairnessProbe
    init(_ probe: FairnessProbe) { self.probe = probe }
    override func onNext(_ element: FairnessProbe.Sent) { probe.receive(element, observer: 0) }
    override func onError(_ error: Swift.Error) {}
    override func onCompleted() {}
}

/// The last element an input of `combineLatest` sent, for the combination it causes.
private final class LatestSent: @unchecked Sendable {
    private let lock = NSLock()
    private var latest = FairnessProbe.Sent(sender: 0, index: 0)
    func set(_ sent: FairnessProbe.Sent) { lock.withLock { latest = sent } }
    func take() -> FairnessProbe.Sent { lock.withLock { latest } }
}

/// A value threads share under a lock.
final class AtomicBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
    func update(_ change: (inout Value) -> Void) { lock.withLock { change(&stored) } }
}
