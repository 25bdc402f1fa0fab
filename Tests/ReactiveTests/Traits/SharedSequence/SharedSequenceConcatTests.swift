import Reactive
import XCTest

final class SharedSequenceConcatTests: ReactiveTestCase {
    func testConcatOverASequenceSubscribesToEachOnceThePreviousCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let second = scheduler.createColdObservable([.next(10, 2), .completed(20)])

        var res: TestableObserver<Int>!

        SharingScheduler.mock(scheduler: scheduler) {
            let drivers = AnySequence([
                first.asDriver(onErrorJustReturn: 0), second.asDriver(onErrorJustReturn: 0),
            ])
            res = scheduler.start { Driver.concat(drivers) }
        }

        XCTAssertEqual(res.events, [.next(211, 1), .next(232, 2), .completed(242)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(second.subscriptions, [Subscription(221, 241)])
    }

    func testConcatIteratesTheSequenceOnlyAsFarAsItNeeds() {
        let scheduler = TestScheduler(initialClock: 0)
        var made = 0
        let endless = AnySequence { () -> AnyIterator<Signal<Int>> in
            AnyIterator {
                made += 1
                return made == 1 ? Signal.just(made) : Signal.never()
            }
        }

        var res: TestableObserver<Int>!

        SharingScheduler.mock(scheduler: scheduler) {
            res = scheduler.start { Signal.concat(endless) }
        }

        XCTAssertEqual(res.events, [.next(201, 1)])
        XCTAssertEqual(made, 2)
    }
}
