import Reactive
import XCTest

private struct TestError: Error {}

/// Driver behaviour drawn as marble diagrams: each frame is 10 ticks, and the sharing scheduler (a
/// TestScheduler) delivers one tick after the source, written `[+1]`.
final class DriverMarbleTests: ReactiveTestCase {
    func testAsDriverDeliversOneTickLaterAndEndsWithTheReplacementElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-a-b-#", error: TestError())

        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: "x") }

            XCTAssertEqual(marbles(from: res.events), "-[+1]a-[+1]b-([+1]x[+1]|)")
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testFlatMapLatestDropsTheInnerDriverOfAnOlderElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let queries = scheduler.createHotObservable("-a--b------")
        let answers = ["a": scheduler.createColdObservable("--A-|"), "b": scheduler.createColdObservable("--B-|")]

        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start {
                queries.asDriver(onErrorJustReturn: "").flatMapLatest { query in
                    answers[query]!.asDriver(onErrorJustReturn: "?")
                }
            }

            XCTAssertEqual(marbles(from: res.events), "---[+2]A--[+2]B")
        }
        XCTAssertEqual(answers["a"]!.subscriptions, [Subscription(211, 241)])
        XCTAssertEqual(answers["b"]!.subscriptions, [Subscription(241, 281)])
    }

    func testCombineLatestOfTwoDrivers() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable("-a---b--")
        let right = scheduler.createHotObservable("---x----")

        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start {
                Driver.combineLatest(
                    left.asDriver(onErrorJustReturn: ""), right.asDriver(onErrorJustReturn: "")
                ) { $0.uppercased() + $1 }
            }

            XCTAssertEqual(marbles(from: res.events), "---[+1]{Ax}-[+1]{Bx}")
        }
        XCTAssertEqual(left.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 1000)])
    }
}
