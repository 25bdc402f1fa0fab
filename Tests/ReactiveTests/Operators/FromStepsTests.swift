import Reactive
import XCTest

/// The steps of `from` and `of` on the current-thread trampoline: an array steps through its elements
/// itself, any other sequence through its iterator, and both keep RxSwift's order.
final class FromStepsTests: ReactiveTestCase {
    /// What the subscriptions of a test saw, in order.
    private final class Log {
        var entries: [String] = []
        var subscription: Disposable?
    }

    /// A sequence that counts how many times it was iterated.
    private final class CountingSequence: Sequence {
        var iterations = 0

        func makeIterator() -> IndexingIterator<[Int]> {
            iterations += 1
            return [1, 2].makeIterator()
        }
    }

    func testFromArrayStopsWhenDisposedFromItsSubscriberDuringAnAction() {
        let log = Log()

        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            log.subscription = Observable.from([1, 2, 3]).subscribe(
                onNext: { element in
                    log.entries.append("\(element)")
                    if element == 2 { log.subscription?.dispose() }
                },
                onCompleted: { log.entries.append("completed") })
            log.entries.append("subscribed")
            return Disposables.create()
        }

        XCTAssertEqual(log.entries, ["subscribed", "1", "2"])
    }

    func testFromArrayInsideAnActionTakesTurnsWithWhatItsDeliveryScheduled() {
        XCTAssertEqual(
            turns { Observable.from([1, 2]) }, ["subscribed", "1", "scheduled", "2", "completed"])
        // A sequence that is not an array steps through its iterator, in the same order.
        XCTAssertEqual(turns { Observable.from(AnySequence([1, 2])) }, turns { Observable.from([1, 2]) })
        XCTAssertEqual(turns { Observable.of(1, 2) }, turns { Observable.from([1, 2]) })
    }

    func testASecondSubscriptionToTheSameArrayGetsEveryElementAgain() {
        for numbers in [Observable.from([1, 2, 3]), Observable.of(1, 2, 3)] {
            var first: [Int] = []
            var second: [Int] = []

            _ = numbers.subscribe(onNext: { first.append($0) })
            _ = numbers.subscribe(onNext: { second.append($0) })

            XCTAssertEqual(first, [1, 2, 3])
            XCTAssertEqual(second, [1, 2, 3])
        }
    }

    func testAnArraySubscribedFromItsOwnDeliveryTakesTurnsWithTheFirstSubscription() {
        XCTAssertEqual(nested { Observable.from(["a", "b"]) }, ["1a", "2a", "1b", "2b", "1|", "2|"])
        XCTAssertEqual(nested { Observable.from(AnySequence(["a", "b"])) }, nested { Observable.from(["a", "b"]) })
    }

    func testFromArrayOnTheCurrentThreadSchedulerSendsDuringSubscribe() {
        var received: [Int] = []
        var completed = false

        _ = Observable.from([1, 2], scheduler: CurrentThreadScheduler.instance)
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })

        XCTAssertEqual(received, [1, 2])
        XCTAssertTrue(completed)
    }

    func testFromSequenceWithoutSchedulerIteratesAnewForEverySubscription() {
        let sequence = CountingSequence()
        let numbers = Observable.from(sequence)
        var received: [Int] = []

        _ = numbers.subscribe(onNext: { received.append($0) })
        _ = numbers.subscribe(onNext: { received.append($0) })

        XCTAssertEqual(received, [1, 2, 1, 2])
        XCTAssertEqual(sequence.iterations, 2)
    }

    /// Subscribes to `make()` inside an action of the trampoline, and schedules a second action there from
    /// the first element's delivery.
    private func turns(_ make: () -> Observable<Int>) -> [String] {
        let log = Log()
        let numbers = make()
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = numbers.subscribe(
                onNext: { element in
                    log.entries.append("\(element)")
                    if element == 1 {
                        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                            log.entries.append("scheduled")
                            return Disposables.create()
                        }
                    }
                },
                onCompleted: { log.entries.append("completed") })
            log.entries.append("subscribed")
            return Disposables.create()
        }
        return log.entries
    }

    /// Subscribes to `make()` where nothing runs on the trampoline, and a second time from the first
    /// element's delivery.
    private func nested(_ make: () -> Observable<String>) -> [String] {
        let log = Log()
        let letters = make()
        _ = letters.subscribe(
            onNext: { letter in
                log.entries.append("1\(letter)")
                if letter == "a" {
                    _ = letters.subscribe(
                        onNext: { log.entries.append("2\($0)") }, onCompleted: { log.entries.append("2|") })
                }
            },
            onCompleted: { log.entries.append("1|") })
        return log.entries
    }

    func testFromAndOfMadeInGenericCodeSendTheirElementsAndLetThemGo() {
        final class Box {}
        weak var released: Box?
        var received: [String] = []
        do {
            let boxes = [Box(), Box()]
            released = boxes[1]
            func sent<Element>(_ elements: [Element]) -> [Element] {
                var sent: [Element] = []
                _ = Observable.from(elements).subscribe(onNext: { sent.append($0) })
                _ = Observable.of(elements[0], elements[1]).subscribe(onNext: { sent.append($0) })
                return sent
            }
            XCTAssertEqual(sent(boxes).map(ObjectIdentifier.init), (boxes + boxes).map(ObjectIdentifier.init))
            received = sent(["a", "b"])
        }
        XCTAssertEqual(received, ["a", "b", "a", "b"])
        XCTAssertNil(released, "an element was kept after its subscriptions ended")
    }
}
