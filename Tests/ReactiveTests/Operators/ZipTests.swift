import Foundation
import Reactive
import XCTest

private struct TestError: Error {}

final class ZipTests: ReactiveTestCase {
    func testPairsElementsByIndex() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
        ])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(240, 20), .completed(250)])

        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(215, 11), .next(240, 22), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testCompletesOnlyWhenEverySourceHasCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let e = scheduler.createHotObservable([.completed(210, Int.self)])
        let o = scheduler.createHotObservable([.next(215, 2), .completed(220)])

        let res = scheduler.start { Observable.zip(e, o) { $0 + $1 } }

        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(o.subscriptions, [Subscription(200, 220)])
    }

    func testNeverAndEmptySendNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let n = scheduler.createHotObservable([.next(150, 1)])
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])

        let res = scheduler.start { Observable.zip(n, e) { $0 + $1 } }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(n.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
    }

    func testTupleFormPairsIntoTuples() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let ys = scheduler.createHotObservable([.next(225, "a"), .next(235, "b"), .completed(240)])

        let res = scheduler.start { Observable.zip(xs, ys).map { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(225, "1a"), .next(235, "2b"), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testErrorPassesThroughEvenWithQueuedElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .error(230, TestError())])

        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testThrowingSelectorEndsWithItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(225, 20), .completed(300)])

        let res = scheduler.start {
            Observable.zip(xs, ys) { x, y -> Int in
                if x == 2 { throw TestError() }
                return x + y
            }
        }

        XCTAssertEqual(res.events, [.next(215, 11), .error(225, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
    }

    func testDisposalStopsDeliveryAndEndsEverySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(500, 3)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(450, 20), .next(600, 30)])

        let res = scheduler.start(disposed: 400) { Observable.zip(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(215, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func testEveryArityPairsAllSourcesAndCompletesWithTheLast() {
        for arity in 2...8 {
            let scheduler = TestScheduler(initialClock: 0)
            // Source i sends i at 210 + i and 10 * i at 250 + i; it completes at 300 + i.
            let sources = (1...arity).map { index in
                scheduler.createHotObservable([
                    .next(210 + index, index), .next(250 + index, 10 * index), .completed(300 + index),
                ])
            }
            let s = sources
            let res = scheduler.start { () -> Observable<[Int]> in
                switch arity {
                case 2: return Observable.zip(s[0], s[1]) { [$0, $1] }
                case 3: return Observable.zip(s[0], s[1], s[2]) { [$0, $1, $2] }
                case 4: return Observable.zip(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] }
                case 5: return Observable.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] }
                case 6: return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }
                case 7:
                    return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }
                default:
                    return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                        [$0, $1, $2, $3, $4, $5, $6, $7]
                    }
                }
            }

            let first = Array(1...arity)
            let second = first.map { $0 * 10 }
            XCTAssertEqual(
                res.events, [.next(210 + arity, first), .next(250 + arity, second), .completed(300 + arity)],
                "arity \(arity)")
            for (index, source) in sources.enumerated() {
                XCTAssertEqual(source.subscriptions, [Subscription(200, 301 + index)], "arity \(arity)")
            }
        }
    }

    func testEveryArityHasATupleForm() {
        let scheduler = TestScheduler(initialClock: 0)
        let one = scheduler.createColdObservable([.next(10, 1), .completed(20)])

        let res = scheduler.start { () -> Observable<String> in
            let sums: [Observable<Int>] = [
                Observable.zip(one, one).map { $0 + $1 },
                Observable.zip(one, one, one).map { $0 + $1 + $2 },
                Observable.zip(one, one, one, one).map { $0 + $1 + $2 + $3 },
                Observable.zip(one, one, one, one, one).map { $0 + $1 + $2 + $3 + $4 },
                Observable.zip(one, one, one, one, one, one).map { $0 + $1 + $2 + $3 + $4 + $5 },
                Observable.zip(one, one, one, one, one, one, one).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 },
                Observable.zip(one, one, one, one, one, one, one, one).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 },
            ]
            return Observable.zip(sums).map { $0.map(String.init).joined(separator: ",") }
        }

        XCTAssertEqual(res.events, [.next(210, "2,3,4,5,6,7,8"), .completed(220)])
        XCTAssertEqual(one.subscriptions, Array(repeating: Subscription(200, 220), count: 35))
    }

    func testCollectionPairsIntoArrays() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(250, 4), .completed(420)])
        let e1 = scheduler.createHotObservable([.next(220, 2), .next(240, 5), .completed(410)])
        let e2 = scheduler.createHotObservable([.next(230, 3), .next(260, 6), .completed(400)])

        let res = scheduler.start { Observable.zip([e0, e1, e2]) }

        XCTAssertEqual(res.events, [.next(230, [1, 2, 3]), .next(260, [4, 5, 6]), .completed(420)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 420)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 410)])
        XCTAssertEqual(e2.subscriptions, [Subscription(200, 400)])
    }

    func testCollectionCompletesWhenAnElementCanNeverBePaired() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(250, 4), .completed(270)])
        let e1 = scheduler.createHotObservable([
            .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410),
        ])
        let e2 = scheduler.createHotObservable([.next(230, 3), .next(260, 6), .next(280, 8), .completed(300)])

        let res = scheduler.start { Observable.zip([e0, e1, e2]) { $0.reduce(0, +) } }

        XCTAssertEqual(res.events, [.next(230, 6), .next(260, 15), .completed(310)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 310)])
        XCTAssertEqual(e2.subscriptions, [Subscription(200, 300)])
    }

    func testCollectionErrorAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .error(250, TestError())])
        let e1 = scheduler.createHotObservable([.next(220, 2), .next(240, 5), .completed(410)])

        let res = scheduler.start { Observable.zip([e0, e1]) }

        XCTAssertEqual(res.events, [.next(220, [1, 2]), .error(250, TestError())])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let n0 = scheduler2.createHotObservable([.next(210, 1), .next(600, 2)])
        let n1 = scheduler2.createHotObservable([.next(220, 2), .next(700, 3)])

        let res2 = scheduler2.start(disposed: 500) { Observable.zip([n0, n1]) }

        XCTAssertEqual(res2.events, [.next(220, [1, 2])])
        XCTAssertEqual(n0.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(n1.subscriptions, [Subscription(200, 500)])
    }

    func testEmptyCollectionCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.zip([Observable<Int>]()) }

        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testMarbleDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs_____ = "-a-b---c--|"
        let ys_____ = "---1-2-----|"
        let result_ = "---p-q-----|"
        let xs = scheduler.createHotObservable(xs_____)
        let ys = scheduler.createHotObservable(ys_____)

        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }

        XCTAssertEqual(marbles(from: res.events, values: ["p": "a1", "q": "b2"]), result_)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 310)])
    }

    func testSourcesOnTwoThreadsArePairedOneAtATime() {
        let subjects = [PublishSubject<Int>(), PublishSubject<Int>()]
        var received: [[Int]] = []
        var inside = false
        var overlaps = 0
        let subscription = Observable.zip(subjects[0], subjects[1]) { [$0, $1] }
            .subscribe(onNext: { pair in
                if inside { overlaps += 1 }
                inside = true
                received.append(pair)
                inside = false
            })

        DispatchQueue.concurrentPerform(iterations: 2) { index in
            for value in 0..<10_000 { subjects[index].onNext(value) }
        }
        subscription.dispose()

        XCTAssertEqual(overlaps, 0)
        XCTAssertEqual(received, (0..<10_000).map { [$0, $0] })
    }
}
