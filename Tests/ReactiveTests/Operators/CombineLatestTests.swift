import Foundation
import Reactive
import XCTest

private struct TestError: Error {}

/// A source that keeps sending whatever it is told to, even after disposal or a terminal event, as a
/// misbehaving hand-written `ObservableType` may.
private final class UngatedSource: ObservableType {
    typealias Element = Int
    private var observers: [AnyObserver<Int>] = []

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        observers.append(AnyObserver(observer))
        return Disposables.create()
    }

    func send(_ element: Int) {
        for observer in observers { observer.onNext(element) }
    }
}

final class CombineLatestTests: ReactiveTestCase {
    func testNeverNeverSendsNothingAndStaysSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let n1 = scheduler.createHotObservable([.next(150, 1)])
        let n2 = scheduler.createHotObservable([.next(150, 1)])

        let res = scheduler.start { Observable.combineLatest(n1, n2) { $0 + $1 } }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(n1.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(n2.subscriptions, [Subscription(200, 1000)])
    }

    func testEmptySourceAloneDoesNotCompleteWhileTheOtherIsAlive() {
        let scheduler = TestScheduler(initialClock: 0)
        let n = scheduler.createHotObservable([.next(150, 1)])
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])

        let res = scheduler.start { Observable.combineLatest(n, e) { $0 + $1 } }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(n.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
    }

    func testCompletesWhenBothComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let e1 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let e2 = scheduler.createHotObservable([.next(150, 1), .completed(220)])

        let res = scheduler.start { Observable.combineLatest(e1, e2) { $0 + $1 } }

        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(e2.subscriptions, [Subscription(200, 220)])
    }

    func testCompletesOnFirstElementOnceTheOtherCompletedEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])

        let res = scheduler.start { Observable.combineLatest(e, o) { $0 + $1 } }

        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(o.subscriptions, [Subscription(200, 215)])
    }

    func testCombinesLatestOfEachSourceUntilBothComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .next(225, 4), .completed(230)])
        let ys = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .next(240, 5), .completed(250)])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 * 10 + $1 } }

        XCTAssertEqual(res.events, [.next(220, 23), .next(225, 43), .next(240, 45), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testTupleFormCombinesIntoTuples() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(250)])

        let res = scheduler.start { Observable.combineLatest(xs, ys).map { "\($0)\($1)" } }

        XCTAssertEqual(res.events, [.next(220, "1a"), .next(230, "2a"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testErrorOfEitherSourcePassesThroughAndEndsBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let ys = scheduler.createHotObservable([.next(215, 2), .next(230, 3), .completed(240)])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(215, 3), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testErrorWinsOverCompletionOfTheOtherSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.error(230, TestError(), Int.self)])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testThrowingSelectorEndsWithItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(400)])

        let res = scheduler.start {
            Observable.combineLatest(xs, ys) { x, y -> Int in
                if x == 2 { throw TestError() }
                return x + y
            }
        }

        XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testJustsAreCombinedWithoutSubscriptionsBeforeAndAfterOtherSources() {
        let start = Resources.total
        let scheduler = TestScheduler(initialClock: 0)
        let justs = scheduler.start { Observable.combineLatest(Observable.just(1), Observable.just(2)) { $0 + $1 } }
        let mixedScheduler = TestScheduler(initialClock: 0)
        let xs = mixedScheduler.createHotObservable([.next(210, 2), .next(215, 4), .completed(220)])

        let mixed = mixedScheduler.start {
            Observable.combineLatest(Observable.just(100), xs, Observable.just(10)) { $0 + $1 + $2 }
        }

        XCTAssertEqual(justs.events, [.next(200, 3), .completed(200)])
        XCTAssertEqual(mixed.events, [.next(210, 112), .next(215, 114), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(Resources.total, start)
    }

    func testLastSourceStillSendingKeepsCombiningUntilItCompletes() {
        let start = Resources.total
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .next(250, 30), .completed(260)])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(220, 11), .next(240, 21), .next(250, 31), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(Resources.total, start)
    }

    func testLastSourceStillSendingPassesSelectorErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(215)])
        let ys = scheduler.createHotObservable([.next(220, 1), .next(230, 2), .next(240, 3), .completed(400)])

        let res = scheduler.start {
            Observable.combineLatest(xs, ys) { x, y -> Int in
                if y == 3 { throw TestError() }
                return x + y
            }
        }

        XCTAssertEqual(res.events, [.next(220, 2), .next(230, 3), .error(240, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testLastSourceStillSendingPassesItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(215)])
        let ys = scheduler.createHotObservable([.next(220, 1), .next(230, 2), .error(240, TestError())])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(220, 2), .next(230, 3), .error(240, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testLastSourceStillSendingStopsAtDisposalAndAtASelectorError() {
        let start = Resources.total
        let source = UngatedSource()
        var combined: [Int] = []
        let disposed = Observable.combineLatest(Observable.just(1), source) { $0 + $1 }
            .map { combined.append($0) }
            .subscribe()
        let failing = Observable.combineLatest(Observable.just(10), source) { x, y -> Int in
            if y == 2 { throw TestError() }
            return x + y
        }
        .map { combined.append($0) }
        .subscribe(onError: { _ in })

        source.send(1)
        source.send(2)
        disposed.dispose()
        source.send(3)

        // The selector's error ended the second subscription at 2, disposal the first one before 3.
        XCTAssertEqual(combined, [2, 11, 3])
        failing.dispose()
        XCTAssertEqual(Resources.total, start)
    }

    func testLastSourceStillSendingFromAnotherThreadWhileDisposed() {
        let start = Resources.total
        let subject = PublishSubject<Int>()
        let sent = DispatchSemaphore(value: 0)
        var received = 0
        let subscription = Observable.combineLatest(Observable.just(1), subject) { $0 + $1 }
            .subscribe(onNext: { _ in received += 1 })
        subject.onNext(0)

        DispatchQueue.global().async {
            for value in 1...10_000 { subject.onNext(value) }
            sent.signal()
        }
        subscription.dispose()
        sent.wait()

        XCTAssertGreaterThanOrEqual(received, 1)
        XCTAssertEqual(Resources.total, start)
    }

    func testDisposalStopsDeliveryAndEndsEverySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .next(500, 3)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(600, 20)])

        let res = scheduler.start(disposed: 400) { Observable.combineLatest(xs, ys) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(220, 11), .next(300, 12)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func testColdSourcesAreSubscribedAtTheSameTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(15, 2), .next(30, 3), .completed(40)])

        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 * 10 + $1 } }

        XCTAssertEqual(res.events, [.next(215, 12), .next(230, 13), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testEveryArityCombinesAllSourcesAndCompletesWithTheLast() {
        for arity in 2...8 {
            let scheduler = TestScheduler(initialClock: 0)
            // Source i sends i at 210 + i; the first also sends 100 at 250. Source i completes at 300 + i.
            let sources = (1...arity).map { index in
                scheduler.createHotObservable(
                    index == 1
                        ? [.next(211, 1), .next(250, 100), .completed(301)]
                        : [.next(210 + index, index), .completed(300 + index)])
            }
            let s = sources
            let res = scheduler.start { () -> Observable<[Int]> in
                switch arity {
                case 2: return Observable.combineLatest(s[0], s[1]) { [$0, $1] }
                case 3: return Observable.combineLatest(s[0], s[1], s[2]) { [$0, $1, $2] }
                case 4: return Observable.combineLatest(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] }
                case 5: return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] }
                case 6:
                    return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }
                case 7:
                    return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) {
                        [$0, $1, $2, $3, $4, $5, $6]
                    }
                default:
                    return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                        [$0, $1, $2, $3, $4, $5, $6, $7]
                    }
                }
            }

            let first = Array(1...arity)
            let second = [100] + Array(2...arity)
            XCTAssertEqual(
                res.events, [.next(210 + arity, first), .next(250, second), .completed(300 + arity)], "arity \(arity)")
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
                Observable.combineLatest(one, one).map { $0 + $1 },
                Observable.combineLatest(one, one, one).map { $0 + $1 + $2 },
                Observable.combineLatest(one, one, one, one).map { $0 + $1 + $2 + $3 },
                Observable.combineLatest(one, one, one, one, one).map { $0 + $1 + $2 + $3 + $4 },
                Observable.combineLatest(one, one, one, one, one, one).map { $0 + $1 + $2 + $3 + $4 + $5 },
                Observable.combineLatest(one, one, one, one, one, one, one).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 },
                Observable.combineLatest(one, one, one, one, one, one, one, one).map {
                    $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
                },
            ]
            return Observable.combineLatest(sums).map { $0.map(String.init).joined(separator: ",") }
        }

        XCTAssertEqual(res.events, [.next(210, "2,3,4,5,6,7,8"), .completed(220)])
        XCTAssertEqual(one.subscriptions, Array(repeating: Subscription(200, 220), count: 35))
    }

    func testCollectionCombinesIntoArrays() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(260)])
        let zs = scheduler.createHotObservable([.next(230, 3), .completed(270)])

        let res = scheduler.start { Observable.combineLatest([xs, ys, zs]) }

        XCTAssertEqual(res.events, [.next(230, [1, 2, 3]), .next(240, [4, 2, 3]), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 270)])
    }

    func testCollectionWithSelectorPassesErrorsAndSelectorErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(400)])

        let res = scheduler.start {
            Observable.combineLatest([xs, ys]) { values -> Int in
                if values[0] == 3 { throw TestError() }
                return values.reduce(0, +)
            }
        }

        XCTAssertEqual(res.events, [.next(220, 3), .error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testCollectionCompletesOnFirstElementOnceTheOthersCompletedEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let e = scheduler.createHotObservable([.completed(210, Int.self)])
        let o = scheduler.createHotObservable([.next(215, 2), .completed(220)])

        let res = scheduler.start { Observable.combineLatest([e, o]) }

        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(e.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(o.subscriptions, [Subscription(200, 215)])
    }

    func testEmptyCollectionSendsTheResultOfNoElementsThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        var selected: [[Int]] = []

        let res = scheduler.start {
            Observable.combineLatest([Observable<Int>]()) { latest -> Int in
                selected.append(latest)
                return latest.count
            }
        }

        XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])
        XCTAssertEqual(selected, [[]])
    }

    func testEmptyCollectionIntoArraysSendsAnEmptyArrayThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.combineLatest([Observable<Int>]()) }

        XCTAssertEqual(res.events, [.next(200, []), .completed(200)])
    }

    func testEmptyCollectionFailsWhenTheResultSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable.combineLatest([Observable<Int>]()) { _ -> Int in throw TestError() }
        }

        XCTAssertEqual(res.events, [.error(200, TestError())])
    }

    func testCollectionDisposalEndsEverySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(500, 2)])
        let ys = scheduler.createHotObservable([.next(220, 2)])

        let res = scheduler.start(disposed: 300) { Observable.combineLatest([xs, ys]) }

        XCTAssertEqual(res.events, [.next(220, [1, 2])])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testMarbleDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs_____ = "-a---b-----|"
        let ys_____ = "---1---2-|"
        let result_ = "---p-q-r---|"
        let xs = scheduler.createHotObservable(xs_____)
        let ys = scheduler.createHotObservable(ys_____)

        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }

        XCTAssertEqual(marbles(from: res.events, values: ["p": "a1", "q": "b1", "r": "b2"]), result_)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 290)])
    }

    func testSourcesOnTwoThreadsAreCombinedOneAtATime() {
        let subjects = [PublishSubject<Int>(), PublishSubject<Int>()]
        var received: [[Int]] = []
        var inside = false
        var overlaps = 0
        let subscription = Observable.combineLatest(subjects[0], subjects[1]) { [$0, $1] }
            .subscribe(onNext: { pair in
                if inside { overlaps += 1 }
                inside = true
                received.append(pair)
                inside = false
            })

        subjects[0].onNext(-1)
        subjects[1].onNext(-1)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            for value in 0..<10_000 { subjects[index].onNext(value) }
        }
        subscription.dispose()

        XCTAssertEqual(overlaps, 0)
        XCTAssertEqual(received.count, 20_001)
        XCTAssertEqual(received.last, [9_999, 9_999])
    }
}
