import Reactive
import XCTest

final class InfallibleFromTests: ReactiveTestCase {
    func testFromAnySequenceSendsItsElementsThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Infallible.from(1...3) }

        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    }

    func testFromASequenceOnASchedulerSendsOneElementPerAction() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Infallible.from(Set([7]), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 7), .completed(202)])
    }

    func testFromALazySequenceStopsIteratingWhenDisposed() {
        var pulled = 0
        let naturals = AnySequence { () -> AnyIterator<Int> in
            AnyIterator {
                pulled += 1
                return pulled
            }
        }
        var received: [Int] = []

        _ = Infallible.from(naturals).take(3).subscribe(onNext: { received.append($0) })

        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertLessThanOrEqual(pulled, 4)
    }
}
