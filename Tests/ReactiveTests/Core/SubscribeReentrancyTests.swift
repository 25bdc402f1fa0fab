import Foundation
import Reactive
import XCTest

/// A subscriber's `onNext` closure that ends its own subscription: by disposing of it, or by making its
/// source send a terminal event or another element. The closure keeps running to its end with what it
/// captured intact, nothing reaches the subscriber after the end, and what the closure captured is let go
/// of once it returns, even while its disposable is kept.
final class SubscribeReentrancyTests: ReactiveTestCase {
    private struct TestError: Error {}

    /// Hands the source's observer to the sending thread, which alone uses it from then on.
    private final class SendingObserver: @unchecked Sendable {
        let observer: AnyObserver<Int>?
        init(_ observer: AnyObserver<Int>?) { self.observer = observer }
    }

    /// An object the closures capture and read after their subscription has ended inside them.
    private final class Witness {
        let name: String
        init(_ name: String) { self.name = name }
    }

    /// A source that sends what the test tells `observer`, at once, even from inside a delivery (a subject
    /// would queue an event sent from inside one of its deliveries until that delivery returns).
    private final class DirectSource {
        private(set) var observer: AnyObserver<Int>?
        private(set) lazy var observable = Observable<Int>.create { [unowned self] observer in
            self.observer = observer
            return Disposables.create()
        }
        func onNext(_ element: Int) { observer?.onNext(element) }
        func onError(_ error: Swift.Error) { observer?.onError(error) }
        func onCompleted() { observer?.onCompleted() }
    }

    func testDisposingFromInsideOnNextStopsTheElementsAndLetsGoOfTheClosureOnceItReturns() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var disposals = 0
        weak var released: Witness?
        var subscription: Disposable?
        do {
            let witness = Witness("w")
            released = witness
            // The closure holds the subscription it ends (through `subscription`): a cycle that only letting
            // go of the closure breaks.
            subscription = subject.subscribe(
                onNext: { element in
                    log.append("next \(element)")
                    subscription?.dispose()
                    log.append("after dispose, \(witness.name)")
                },
                onCompleted: { log.append("completed") },
                onDisposed: { disposals += 1 })
        }

        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()

        XCTAssertEqual(log, ["next 1", "after dispose, w"])
        XCTAssertEqual(disposals, 1)
        XCTAssertFalse(subject.hasObservers)
        XCTAssertNil(released, "the closure is let go of once it returns, while its disposable is kept")
        subscription?.dispose()
        XCTAssertEqual(disposals, 1)
    }

    func testCompletionFromInsideOnNextIsDeliveredOnceAndTheClosureRunsToItsEnd() {
        let subject = DirectSource()
        var log: [String] = []
        var disposals = 0
        weak var released: Witness?
        var kept: Disposable?
        do {
            let witness = Witness("w")
            released = witness
            kept = subject.observable.subscribe(
                onNext: { element in
                    log.append("next \(element)")
                    subject.onCompleted()
                    log.append("after completed, \(witness.name)")
                },
                onError: { _ in log.append("error") },
                onCompleted: { log.append("completed") },
                onDisposed: { disposals += 1 })
        }

        subject.onNext(1)
        subject.onNext(2)

        XCTAssertEqual(log, ["next 1", "completed", "after completed, w"])
        XCTAssertEqual(disposals, 1)
        XCTAssertNil(released, "the closure is let go of once it returns, while its disposable is kept")
        kept?.dispose()
        XCTAssertEqual(disposals, 1)
    }

    func testErrorFromInsideOnNextIsDeliveredOnceAndTheClosureRunsToItsEnd() {
        let subject = DirectSource()
        var log: [String] = []
        var disposals = 0
        weak var released: Witness?
        var kept: Disposable?
        do {
            let witness = Witness("w")
            released = witness
            kept = subject.observable.subscribe(
                onNext: { element in
                    log.append("next \(element)")
                    subject.onError(TestError())
                    subject.onCompleted()
                    log.append("after error, \(witness.name)")
                },
                onError: { error in log.append("error \(error is TestError)") },
                onCompleted: { log.append("completed") },
                onDisposed: { disposals += 1 })
        }

        subject.onNext(1)
        subject.onNext(2)

        XCTAssertEqual(log, ["next 1", "error true", "after error, w"])
        XCTAssertEqual(disposals, 1)
        XCTAssertNil(released, "the closure is let go of once it returns, while its disposable is kept")
        kept?.dispose()
    }

    func testAnElementSentFromInsideOnNextThatEndsTheSequenceLeavesTheOuterCallIntact() {
        let subject = DirectSource()
        var log: [String] = []
        weak var released: Witness?
        var kept: Disposable?
        do {
            let witness = Witness("w")
            released = witness
            kept = subject.observable.subscribe(
                onNext: { element in
                    log.append("next \(element)")
                    if element == 1 {
                        subject.onNext(2)
                        log.append("outer after inner, \(witness.name)")
                        subject.onNext(3)
                    } else {
                        subject.onCompleted()
                        log.append("inner after completed, \(witness.name)")
                    }
                },
                onCompleted: { log.append("completed") })
        }

        subject.onNext(1)
        XCTAssertNil(released, "the closure is let go of once the outermost call returns")
        subject.onNext(4)

        XCTAssertEqual(
            log,
            ["next 1", "next 2", "completed", "inner after completed, w", "outer after inner, w"])
        kept?.dispose()
    }

    func testTheClosureStaysWhileTheSubscriptionRunsAndGoesWithItsDisposable() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        weak var released: Witness?
        var subscription: Disposable?
        do {
            let witness = Witness("w")
            released = witness
            subscription = subject.subscribe(onNext: { element in
                _ = witness
                received.append(element)
            })
        }

        subject.onNext(1)
        subject.onNext(2)
        XCTAssertNotNil(released, "the running subscription keeps its closure")
        subscription?.dispose()
        subject.onNext(3)
        subscription = nil

        XCTAssertEqual(received, [1, 2])
        XCTAssertNil(released)
    }

    func testDisposingFromAnotherThreadDuringDeliveriesStartsNoDeliveryAfterItReturns() {
        // One thread sends while another disposes partway: the one delivery under way may finish, but no
        // other follows once `dispose` has returned, and `onDisposed` runs once. Under ThreadSanitizer this also
        // checks that disposal touches nothing the delivering thread uses without synchronisation.
        for _ in 0..<20 {
            let lock = NSLock()
            var disposeReturned = false
            var deliveriesAfterDispose = 0
            var disposals = 0
            var stored: AnyObserver<Int>?
            let source = Observable<Int>.create { observer in
                stored = observer
                return Disposables.create()
            }
            let firstElement = DispatchSemaphore(value: 0)
            let sent = DispatchSemaphore(value: 0)
            let subscription = source.subscribe(
                onNext: { element in
                    lock.lock()
                    if disposeReturned { deliveriesAfterDispose += 1 }
                    lock.unlock()
                    if element == 0 { firstElement.signal() }
                },
                onDisposed: {
                    lock.lock()
                    disposals += 1
                    lock.unlock()
                })
            let observer = SendingObserver(stored)
            let sender = Thread {
                for element in 0..<2_000 { observer.observer?.onNext(element) }
                sent.signal()
            }
            sender.start()
            firstElement.wait()
            subscription.dispose()
            lock.lock()
            disposeReturned = true
            lock.unlock()
            sent.wait()

            lock.lock()
            XCTAssertLessThanOrEqual(deliveriesAfterDispose, 1, "only the delivery under way may finish")
            XCTAssertEqual(disposals, 1)
            lock.unlock()
        }
    }
}
