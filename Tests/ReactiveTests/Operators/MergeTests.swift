import Foundation
import Reactive
import XCTest

private struct TestError: Error {}

final class MergeTests: ReactiveTestCase {
    // MARK: static merge

    func testMergeSendsElementsOfAllSourcesAsTheyCome() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(240, 4), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(230, 3), .completed(260)])

        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
    }

    func testMergeOfArrayAndOfCollectionBehaveAlike() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(15, 2), .completed(30)])

        let res = scheduler.start { () -> Observable<Int> in
            let array = [xs.asObservable(), ys.asObservable()]
            let collection = array[...]
            return Observable.merge([Observable.merge(array), Observable.merge(collection)])
        }

        XCTAssertEqual(
            res.events, [.next(210, 1), .next(210, 1), .next(215, 2), .next(215, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230), Subscription(200, 230)])
    }

    func testMergeOfNothingCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.merge([]) }

        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testMergeErrorPassesThroughAndEndsEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 3), .completed(250)])

        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testMergeDisposalStopsDeliveryAndEndsEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(500, 3)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(600)])

        let res = scheduler.start(disposed: 400) { Observable.merge(xs.asObservable(), ys.asObservable()) }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    // MARK: merge of inner sequences

    func testMergeSubscribesToInnerSequencesAsTheyArrive() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(5, 101), .next(20, 102), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(15, 202), .completed(25)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1.asObservable()), .next(220, ys2.asObservable()), .completed(300),
        ])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(
            res.events,
            [.next(215, 101), .next(230, 102), .next(230, 201), .next(235, 202), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 245)])
    }

    func testMergeWaitsForInnerSequencesAfterTheOuterCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(50, 1), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, ys.asObservable()), .completed(220)])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(res.events, [.next(260, 1), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 310)])
    }

    func testMergeInnerErrorPassesThroughAndEndsOuterAndInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(5, 1), .error(40, TestError())])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .next(100, 3)])
        let xs = scheduler.createHotObservable([.next(210, ys1.asObservable()), .next(220, ys2.asObservable())])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(res.events, [.next(215, 1), .next(230, 2), .error(250, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 250)])
    }

    func testMergeOuterErrorPassesThroughAndEndsInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(5, 1), .next(100, 2)])
        let xs = scheduler.createHotObservable([.next(210, ys.asObservable()), .error(230, TestError())])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(res.events, [.next(215, 1), .error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testMergeDisposalEndsOuterAndInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(5, 1), .next(300, 2)])
        let xs = scheduler.createHotObservable([.next(210, ys.asObservable()), .next(320, ys.asObservable())])

        let res = scheduler.start(disposed: 400) { xs.merge() }

        XCTAssertEqual(res.events, [.next(215, 1), .next(325, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 400), Subscription(320, 400)])
    }

    func testJustSourcesGiveTheirElementAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Observable.just(1)), .next(220, Observable.just(2)), .completed(230),
        ])

        let merged = TestScheduler(initialClock: 0).start {
            Observable.merge(Observable.just(1), Observable.just(2))
        }
        let inner = scheduler.start { xs.merge() }

        XCTAssertEqual(merged.events, [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(inner.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    // MARK: maxConcurrent

    func testMaxConcurrentQueuesInnerSequencesUntilASlotFrees() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(5, 1), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(5, 2), .completed(50)])
        let ys3 = scheduler.createColdObservable([.next(5, 3), .completed(10)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1.asObservable()), .next(220, ys2.asObservable()), .next(230, ys3.asObservable()),
            .completed(240),
        ])

        let res = scheduler.start { xs.merge(maxConcurrent: 2) }

        XCTAssertEqual(res.events, [.next(215, 1), .next(225, 2), .next(265, 3), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 270)])
        XCTAssertEqual(ys3.subscriptions, [Subscription(260, 270)])
    }

    func testMaxConcurrentDisposalDropsWaitingSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(5, 1)])
        let ys2 = scheduler.createColdObservable([.next(5, 2)])
        let xs = scheduler.createHotObservable([.next(210, ys1.asObservable()), .next(220, ys2.asObservable())])

        let res = scheduler.start(disposed: 300) { xs.merge(maxConcurrent: 1) }

        XCTAssertEqual(res.events, [.next(215, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 300)])
        XCTAssertEqual(ys2.subscriptions, [])
    }

    func testSynchronousInnerSequencesDoNotGrowTheStack() {
        // Many waiting inner sequences that complete synchronously, released at once by the first one.
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.completed(10, Int.self)])
        let immediate = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        let count = 100_000
        let outer = Observable<Observable<Int>>.create { observer in
            observer.onNext(first.asObservable())
            for _ in 0..<count { observer.onNext(immediate) }
            observer.onCompleted()
            return Disposables.create()
        }

        let res = scheduler.start { outer.merge(maxConcurrent: 1).filter { _ in false } }

        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
    }

    // MARK: marble diagrams

    func testMarbleDiagramOfStaticMerge() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs_____ = "-a---c---|"
        let ys_____ = "---b---d----|"
        let result_ = "-a-b-c-d----|"
        let xs = scheduler.createHotObservable(xs_____)
        let ys = scheduler.createHotObservable(ys_____)

        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }

        XCTAssertEqual(marbles(from: res.events), result_)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 320)])
    }

    func testMarbleDiagramOfInnerSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer__ = "-x--y-----|"
        let x______ = " -1--2|"
        let y______ = "    -3-4|"
        let result_ = "--1--(23)-4--|"
        let x = scheduler.createColdObservable(x______)
        let y = scheduler.createColdObservable(y______)
        let xs = scheduler.createHotObservable(outer__, values: ["x": x, "y": y])

        let res = scheduler.start { xs.merge() }

        XCTAssertEqual(marbles(from: res.events), result_)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(x.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(y.subscriptions, [Subscription(240, 280)])
    }

    func testSourcesOnTwoThreadsAreDeliveredOneAtATime() {
        let subjects = [PublishSubject<Int>(), PublishSubject<Int>()]
        var received: [Int] = []
        var inside = false
        var overlaps = 0
        let subscription = Observable.merge(subjects.map { $0.asObservable() })
            .subscribe(onNext: { value in
                if inside { overlaps += 1 }
                inside = true
                received.append(value)
                inside = false
            })

        DispatchQueue.concurrentPerform(iterations: 2) { index in
            for value in 0..<10_000 { subjects[index].onNext(index * 10_000 + value) }
        }
        subscription.dispose()

        XCTAssertEqual(overlaps, 0)
        XCTAssertEqual(received.sorted(), Array(0..<20_000))
        XCTAssertEqual(received.filter { $0 < 10_000 }, Array(0..<10_000))
    }
}
