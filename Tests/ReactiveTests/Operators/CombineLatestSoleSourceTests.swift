import Reactive
import XCTest

private struct TestError: Error {}

/// combineLatest whose sources are all `just`s but the last one, which is combined with their elements
/// as it sends, without a separate state per subscription.
final class CombineLatestSoleSourceTests: ReactiveTestCase {
    func testCombinesEveryElementOfTheLastSourceAndCompletesWithIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(230)])

        let res = scheduler.start {
            Observable.combineLatest(Observable.just(100), Observable.just(10), xs) { $0 + $1 + $2 }
        }

        XCTAssertEqual(res.events, [.next(210, 112), .next(220, 113), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCompletesWhenTheLastSourceCompletesWithoutAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(230)])

        let res = scheduler.start { Observable.combineLatest(Observable.just(100), xs) { $0 + $1 } }

        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testErrorOfTheLastSourcePassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, TestError()), .next(230, 3)])

        let res = scheduler.start { Observable.combineLatest(Observable.just(100), xs) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(210, 102), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingSelectorEndsWithItsErrorAndSendsNothingMore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])

        let res = scheduler.start {
            Observable.combineLatest(Observable.just(100), xs) { x, y -> Int in
                if y == 2 { throw TestError() }
                return x + y
            }
        }

        XCTAssertEqual(res.events, [.next(210, 101), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposalMidStreamStopsDeliveryAndEndsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .next(500, 3), .completed(600)])

        let res = scheduler.start(disposed: 400) { Observable.combineLatest(Observable.just(10), xs) { $0 + $1 } }

        XCTAssertEqual(res.events, [.next(210, 11), .next(300, 12)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testColdLastSourceIsSubscribedOnceAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])

        let res = scheduler.start { Observable.combineLatest(Observable.just(5), xs) { $0 * $1 } }

        XCTAssertEqual(res.events, [.next(210, 5), .next(220, 10), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testLastSourceSendingWhileSubscribedIsCombinedAtOnce() {
        var disposedSource = false
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create { disposedSource = true }
        }
        var events: [String] = []

        let subscription = Observable.combineLatest(Observable.just(10), Observable.just(100), source) {
            $0 + $1 + $2
        }
        .subscribe(onNext: { events.append("\($0)") }, onCompleted: { events.append("|") })

        XCTAssertEqual(events, ["111", "112", "|"])
        // The source completed before its subscription was returned: it is disposed as soon as it is.
        XCTAssertTrue(disposedSource)
        subscription.dispose()
    }

    func testErrorWhileSubscribingEndsAtOnce() {
        var received: [Swift.Error] = []

        let subscription = Observable.combineLatest(Observable.just(1), Observable<Int>.error(TestError())) {
            $0 + $1
        }
        .subscribe(onError: { received.append($0) })

        XCTAssertEqual(received.count, 1)
        XCTAssertTrue(received.first is TestError)
        subscription.dispose()
    }

    func testElementSentFromInsideDeliveryIsDeliveredInTurn() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = Observable.combineLatest(Observable.just(10), subject) { $0 + $1 }
            .subscribe(onNext: { value in
                received.append(value)
                if value == 11 { subject.onNext(2) }
                if value == 12 { subject.onCompleted() }
            })

        subject.onNext(1)
        subject.onNext(3)

        XCTAssertEqual(received, [11, 12])
        subscription.dispose()
    }

    func testDisposalFromInsideDeliveryStopsTheNextElements() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = Observable.combineLatest(Observable.just(10), subject) { $0 + $1 }
            .subscribe(onNext: { value in
                received.append(value)
                subscription?.dispose()
            })

        subject.onNext(1)
        subject.onNext(2)

        XCTAssertEqual(received, [11])
        XCTAssertFalse(subject.hasObservers)
    }

    func testCountsTheSubscriptionToTheLastSourceAsTheGeneralPathCountsItsInput() {
        let subject = PublishSubject<Int>()
        let start = Resources.total

        let sole = Observable.combineLatest(Observable.just(1), subject) { $0 + $1 }.subscribe()
        let whileSole = Resources.total
        sole.dispose()
        let general = Observable.combineLatest(subject, Observable.just(1)) { $0 + $1 }.subscribe()
        let whileGeneral = Resources.total
        general.dispose()

        // The subscriber's own subscription, and the one to the subject.
        XCTAssertEqual(whileSole, start + 2)
        XCTAssertEqual(whileGeneral, start + 2)
        XCTAssertEqual(Resources.total, start)
    }

    func testLiveSourceBeforeAJustKeepsTheGeneralRules() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        var events: [String] = []

        // The source sends while the just after it has no element yet: only its last element is combined.
        let subscription = Observable.combineLatest(source, Observable.just(10)) { $0 + $1 }
            .subscribe(onNext: { events.append("\($0)") }, onCompleted: { events.append("|") })

        XCTAssertEqual(events, ["12", "|"])
        subscription.dispose()
    }

    func testEveryArityCombinesTheJustsWithTheLastSource() {
        for arity in 2...8 {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1000), .next(220, 2000), .completed(230)])
            let j = (1..<arity).map { Observable.just($0) }

            let res = scheduler.start { () -> Observable<Int> in
                switch arity {
                case 2: return Observable.combineLatest(j[0], xs) { $0 + $1 }
                case 3: return Observable.combineLatest(j[0], j[1], xs) { $0 + $1 + $2 }
                case 4: return Observable.combineLatest(j[0], j[1], j[2], xs) { $0 + $1 + $2 + $3 }
                case 5: return Observable.combineLatest(j[0], j[1], j[2], j[3], xs) { $0 + $1 + $2 + $3 + $4 }
                case 6:
                    return Observable.combineLatest(j[0], j[1], j[2], j[3], j[4], xs) { $0 + $1 + $2 + $3 + $4 + $5 }
                case 7:
                    return Observable.combineLatest(j[0], j[1], j[2], j[3], j[4], j[5], xs) {
                        $0 + $1 + $2 + $3 + $4 + $5 + $6
                    }
                default:
                    return Observable.combineLatest(j[0], j[1], j[2], j[3], j[4], j[5], j[6], xs) {
                        $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
                    }
                }
            }

            let justs = (1..<arity).reduce(0, +)
            XCTAssertEqual(
                res.events, [.next(210, 1000 + justs), .next(220, 2000 + justs), .completed(230)], "arity \(arity)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)], "arity \(arity)")
        }
    }

    func testNestedLevelsOverACreateDisposeItsResourceOnceWhenDisposed() {
        var resourceDisposals = 0
        var subscriptions = 0
        let pump = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(1)
            return Disposables.create { resourceDisposals += 1 }
        }
        var chain = pump
        for level in 1...7 {
            chain = Observable.combineLatest(Observable.just(level), Observable.just(10), chain) { a, b, x in a + b + x
            }
        }
        var received: [Int] = []

        let subscription = chain.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1 + (1...7).reduce(0, +) + 70])
        XCTAssertEqual(resourceDisposals, 0)
        subscription.dispose()
        subscription.dispose()

        XCTAssertEqual(subscriptions, 1)
        XCTAssertEqual(resourceDisposals, 1)
    }

    func testNestedLevelsOverACreateDisposeItsResourceOnceWhenItCompletes() {
        var resourceDisposals = 0
        var pumpObserver: AnyObserver<Int>?
        let pump = Observable<Int>.create { observer in
            pumpObserver = observer
            observer.onNext(1)
            return Disposables.create { resourceDisposals += 1 }
        }
        var chain = pump
        for _ in 1...3 {
            chain = Observable.combineLatest(Observable.just(1), chain) { a, x in a + x }
        }
        var events: [Event<Int>] = []

        let subscription = chain.subscribe { events.append($0) }
        pumpObserver?.onNext(2)
        XCTAssertEqual(resourceDisposals, 0)
        pumpObserver?.onCompleted()
        XCTAssertEqual(events, [.next(4), .next(5), .completed])
        XCTAssertEqual(resourceDisposals, 1)
        subscription.dispose()

        XCTAssertEqual(resourceDisposals, 1)
    }

    func testCreateEndingWhileSubscribedDisposesItsResourceAtOnceAndOnlyOnce() {
        var resourceDisposals = 0
        let pump = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { resourceDisposals += 1 }
        }
        let chain = Observable.combineLatest(Observable.just(1), Observable.just(2), pump) { $0 + $1 + $2 }
        var events: [Event<Int>] = []

        let subscription = chain.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(4), .completed])
        XCTAssertEqual(resourceDisposals, 1)
        subscription.dispose()

        XCTAssertEqual(resourceDisposals, 1)
    }

    func testLastSourcesSubscriptionEndedWhileConnectingIsDisposedOnce() {
        var disposals = 0
        let last = Observable<Int>.create { observer in
            observer.onNext(7)
            observer.onError(TestError())
            return Disposables.create { disposals += 1 }
        }
        var events: [Event<Int>] = []

        let subscription = Observable.combineLatest(Observable.just(1), last) { $0 + $1 }
            .subscribe { events.append($0) }
        subscription.dispose()

        XCTAssertEqual(events, [.next(8), .error(TestError())])
        XCTAssertEqual(disposals, 1)
    }
}
