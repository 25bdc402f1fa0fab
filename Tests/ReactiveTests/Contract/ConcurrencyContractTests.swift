import Foundation
import Reactive
import XCTest

/// Operators over two sources that send from two threads at once: the subscriber still gets one event at
/// a time, at most one terminal event, and everything ends. Run under ThreadSanitizer (as CI does), these
/// tests also fail on any data race in the operators.
final class ConcurrencyContractTests: ReactiveTestCase {
    private static let elementsPerSource = 1_000

    private static var combiners: [(name: String, apply: (Observable<Int>, Observable<Int>) -> Observable<Int>)] {
        [
            ("merge", { a, b in Observable.merge(a, b) }),
            ("combineLatest", { a, b in Observable.combineLatest(a, b) { $0 + $1 } }),
            ("zip", { a, b in Observable.zip(a, b) { $0 + $1 } }),
            ("zip collection", { a, b in Observable.zip([a, b]) { $0.reduce(0, +) } }),
            ("withLatestFrom", { a, b in a.withLatestFrom(b) { $0 + $1 } }),
            ("flatMap", { a, b in a.take(3).flatMap { _ in b } }),
            ("flatMapLatest", { a, b in a.flatMapLatest { x in b.map { $0 + x } } }),
            ("flatMapFirst", { a, b in a.flatMapFirst { x in b.map { $0 + x } } }),
            ("concatMap", { a, b in a.take(3).concatMap { _ in b } }),
            ("map + switchLatest", { a, b in a.map { x in b.map { $0 + x } }.switchLatest() }),
            ("amb", { a, b in a.amb(b) }),
            ("take(until:)", { a, b in a.take(until: b.skip(500)) }),
            ("skip(until:)", { a, b in a.skip(until: b.skip(500)) }),
            ("sample", { a, b in a.sample(b) }),
            ("share", { a, b in Observable.merge(a, b).share(replay: 1) }),
            ("publish + refCount", { a, b in Observable.merge(a, b).publish().refCount() }),
            ("groupBy", { a, b in Observable.merge(a, b).groupBy { $0 % 3 }.flatMap { $0.asObservable() } }),
            ("catch", { a, b in Observable.merge(a, b).catch { _ in .just(-1) } }),
        ]
    }

    func testEventsFromTwoThreadsReachTheSubscriberOneAtATime() {
        for (name, apply) in Self.combiners {
            let sources = [PublishSubject<Int>(), PublishSubject<Int>()]
            let probe = ConcurrentDeliveryProbe<Int>()
            var terminals = 0
            let subscription = apply(sources[0].asObservable(), sources[1].asObservable())
                .subscribe(
                    onNext: { probe.receive($0) }, onError: { _ in terminals += 1 }, onCompleted: { terminals += 1 })

            DispatchQueue.concurrentPerform(iterations: sources.count) { index in
                for element in 0..<Self.elementsPerSource { sources[index].onNext(element) }
                sources[index].onCompleted()
            }
            subscription.dispose()

            XCTAssertEqual(probe.overlaps, 0, "\(name): deliveries overlapped")
            XCTAssertLessThanOrEqual(terminals, 1, "\(name): more than one terminal event")
            XCTAssertFalse(sources.contains { $0.hasObservers }, "\(name): a source is still subscribed")
        }
    }

    func testDisposingWhileTwoThreadsSendStopsEverything() {
        for (name, apply) in Self.combiners {
            let sources = [PublishSubject<Int>(), PublishSubject<Int>()]
            let probe = ConcurrentDeliveryProbe<Int>()
            let subscription = apply(sources[0].asObservable(), sources[1].asObservable())
                .subscribe(onNext: { probe.receive($0) })
            let started = DispatchSemaphore(value: 0)
            let senders = DispatchGroup()

            for source in sources {
                DispatchQueue.global().async(group: senders) {
                    for element in 0..<Self.elementsPerSource {
                        if element == 100 { started.signal() }
                        source.onNext(element)
                    }
                }
            }
            started.wait()
            started.wait()
            subscription.dispose()
            senders.wait()

            XCTAssertEqual(probe.overlaps, 0, "\(name): deliveries overlapped")
            XCTAssertFalse(sources.contains { $0.hasObservers }, "\(name): a source is still subscribed")
        }
    }
}
