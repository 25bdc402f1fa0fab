import Reactive
import XCTest

private struct TestError: Error {}

final class ShareTests: ReactiveTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
    }

    func testLateSubscriberJoinsTheRunningSubscriptionWithoutReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let shared = xs.share()
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(a)) }
        scheduler.scheduleAt(215) { subscriptions.append(shared.subscribe(b)) }
        scheduler.scheduleAt(500) { for subscription in subscriptions { subscription.dispose() } }
        scheduler.start()

        XCTAssertEqual(a.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(b.events, [.next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testReplayOneGivesTheLatestElementToALateSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let shared = xs.share(replay: 1)
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(a)) }
        scheduler.scheduleAt(225) { subscriptions.append(shared.subscribe(b)) }
        scheduler.scheduleAt(500) { for subscription in subscriptions { subscription.dispose() } }
        scheduler.start()

        XCTAssertEqual(a.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(b.events, [.next(225, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testWhileConnectedForgetsTheBufferOnceEverybodyLeft() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let shared = xs.share(replay: 1, scope: .whileConnected)
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(a)) }
        scheduler.scheduleAt(225) { subscriptions[0].dispose() }
        scheduler.scheduleAt(300) { subscriptions.append(shared.subscribe(b)) }
        scheduler.scheduleAt(500) { subscriptions[1].dispose() }
        scheduler.start()

        XCTAssertEqual(a.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(b.events, [.next(310, 1), .next(320, 2), .next(330, 3), .completed(340)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225), Subscription(300, 340)])
    }

    func testWhileConnectedSubscribesAgainAfterTheSourceEnded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let shared = xs.share(replay: 2, scope: .whileConnected)
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(a)) }
        scheduler.scheduleAt(300) { subscriptions.append(shared.subscribe(b)) }
        scheduler.scheduleAt(500) { for subscription in subscriptions { subscription.dispose() } }
        scheduler.start()

        XCTAssertEqual(a.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(b.events, [.next(310, 1), .next(320, 2), .next(330, 3), .completed(340)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240), Subscription(300, 340)])
    }

    func testForeverReplaysTheEndWithoutSubscribingAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let shared = xs.share(replay: 1, scope: .forever)
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(a)) }
        scheduler.scheduleAt(300) { subscriptions.append(shared.subscribe(b)) }
        scheduler.scheduleAt(500) { for subscription in subscriptions { subscription.dispose() } }
        scheduler.start()

        XCTAssertEqual(a.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(b.events, [.next(300, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testForeverWithoutReplayReplaysOnlyTheEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let shared = xs.share(scope: .forever)
        let b = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(scheduler.createObserver(Int.self))) }
        scheduler.scheduleAt(300) { subscriptions.append(shared.subscribe(b)) }
        scheduler.scheduleAt(500) { for subscription in subscriptions { subscription.dispose() } }
        scheduler.start()

        XCTAssertEqual(b.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testErrorReachesEverySubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let shared = xs.share(replay: 1)
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(a)) }
        scheduler.scheduleAt(215) { subscriptions.append(shared.subscribe(b)) }
        scheduler.scheduleAt(500) { for subscription in subscriptions { subscription.dispose() } }
        scheduler.start()

        XCTAssertEqual(a.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(b.events, [.next(215, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testReplayKeepsTheLatestElementsInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(260, 5), .completed(300),
        ])
        let shared = xs.share(replay: 3)
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(scheduler.createObserver(Int.self))) }
        scheduler.scheduleAt(250) { subscriptions.append(shared.subscribe(late)) }
        scheduler.scheduleAt(400) { for subscription in subscriptions { subscription.dispose() } }
        scheduler.start()

        XCTAssertEqual(late.events, [.next(250, 2), .next(250, 3), .next(250, 4), .next(260, 5), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testReplayKeepsTheLatestReferencesAndReleasesTheOlderOnes() {
        // Elements that are references: the replay buffer holds its own copies, lets go of each one it
        // overwrites, and of the rest when the connection ends.
        let subject = PublishSubject<Canary>()
        let shared = subject.share(replay: 2)
        let canaries = (0..<4).map { _ in Canary() }
        var first: [Canary] = []
        var late: [Canary] = []
        weak let oldest = canaries[0]
        weak let newest = canaries[3]

        let firstSubscription = shared.subscribe(onNext: { first.append($0) })
        for canary in canaries { subject.onNext(canary) }
        let lateSubscription = shared.subscribe(onNext: { late.append($0) })

        XCTAssertTrue(first.elementsEqual(canaries, by: ===))
        XCTAssertTrue(late.elementsEqual(canaries[2...], by: ===))
        first = []
        late = []
        _ = consume canaries
        XCTAssertNil(oldest, "an element the buffer overwrote is released")
        XCTAssertNotNil(newest, "the buffer keeps the latest elements")
        firstSubscription.dispose()
        lateSubscription.dispose()
        XCTAssertNil(newest, "the buffer is emptied once everybody left")
    }

    func testSynchronousSourceReachesTheFirstSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }

        let res = scheduler.start { source.share(replay: 1) }

        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func testDisposalOfTheOnlySubscriberEndsTheSourceSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)

        let res = scheduler.start(disposed: 215) { xs.share(replay: 1) }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testDisposingASubscriberTwiceLeavesOnceAndTheOthersKeepTheConnection() {
        let subject = PublishSubject<Int>()
        var subscriptions = 0
        let shared = subject.do(onSubscribe: { subscriptions += 1 }).share(replay: 1)
        var first: [Int] = []
        var second: [Int] = []
        let a = shared.subscribe(onNext: { first.append($0) })
        let b = shared.subscribe(onNext: { second.append($0) })
        subject.onNext(1)

        a.dispose()
        a.dispose()
        subject.onNext(2)

        XCTAssertEqual(first, [1])
        XCTAssertEqual(second, [1, 2])
        XCTAssertTrue(subject.hasObservers)
        b.dispose()
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(subscriptions, 1)
    }

    func testASubscriberThatLeavesBeforeJoiningADeliveryStillCountsItsLeaving() {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1)
        var late: Disposable?
        var lateReceived: [Int] = []
        var received: [Int] = []
        let a = shared.subscribe(onNext: { value in
            received.append(value)
            if value == 1 {
                // Subscribed during the delivery of 1: queued, and gone before it joins.
                late = shared.subscribe(onNext: { lateReceived.append($0) })
                late?.dispose()
            }
        })
        subject.onNext(1)
        subject.onNext(2)

        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(lateReceived, [])
        a.dispose()
        // Both subscribers left: the connection is over and the source unsubscribed.
        XCTAssertFalse(subject.hasObservers)
    }

    func testReplayOneOfReferencesReleasesEachOverwrittenOneAndTheLastWhenEverybodyLeft() {
        // One reference fits in the connection's own slots: overwriting one releases it, and the
        // connection lets go of the last one when it ends.
        let subject = PublishSubject<Canary>()
        let shared = subject.share(replay: 1)
        var canaries = [Canary(), Canary()]
        var late: [Canary] = []
        weak let older = canaries[0]
        weak let latest = canaries[1]
        let start = Resources.total

        let first = shared.subscribe(onNext: { _ in })
        for canary in canaries { subject.onNext(canary) }
        let second = shared.subscribe(onNext: { late.append($0) })

        XCTAssertTrue(late.elementsEqual(canaries[1...], by: ===))
        XCTAssertEqual(Resources.total, start + 3, "one connection and two subscribers")
        late = []
        canaries = []
        XCTAssertNil(older, "the element the slot overwrote is released")
        XCTAssertNotNil(latest, "the slot keeps the latest element")
        first.dispose()
        XCTAssertNotNil(latest, "a subscriber is left: the connection keeps the latest element")
        second.dispose()
        XCTAssertNil(latest, "the latest element is released once everybody left")
        XCTAssertEqual(Resources.total, start)
    }

    func testReplayOfElementsLargerThanTwoWordsReplaysAndReleasesThemToo() {
        // Three words: kept in a buffer of their own rather than in the connection.
        struct Large {
            let canary: Canary
            let first: Int
            let second: Int
        }
        let subject = PublishSubject<Large>()
        let shared = subject.share(replay: 1)
        weak var released: Canary?
        var late: [Int] = []

        let first = shared.subscribe(onNext: { _ in })
        do {
            let canary = Canary()
            released = canary
            subject.onNext(Large(canary: canary, first: 1, second: 2))
        }
        subject.onNext(Large(canary: Canary(), first: 3, second: 4))
        let second = shared.subscribe(onNext: { late.append($0.first + $0.second) })
        subject.onNext(Large(canary: Canary(), first: 5, second: 6))

        XCTAssertEqual(late, [7, 11])
        XCTAssertNil(released, "the element the buffer overwrote is released")
        first.dispose()
        second.dispose()
    }

    func testStringsReplayedAfterReconnectingAreOnlyThoseOfTheNewConnection() {
        let subject = PublishSubject<String>()
        let shared = subject.share(replay: 1)
        var received: [String] = []

        let first = shared.subscribe(onNext: { _ in })
        subject.onNext("a string too long to be stored inline in the string itself")
        first.dispose()
        XCTAssertFalse(subject.hasObservers, "the last subscriber left: disconnected")
        let second = shared.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [], "the buffer went with the connection")
        subject.onNext("b")
        let third = shared.subscribe(onNext: { received.append("late " + $0) })

        XCTAssertEqual(received, ["b", "late b"])
        second.dispose()
        third.dispose()
    }

    func testASubscriberJoiningDuringADeliveryGetsTheElementBeingDeliveredThenTheNextOnes() {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1)
        var late: Disposable?
        var lateReceived: [Int] = []
        var received: [Int] = []
        let a = shared.subscribe(onNext: { value in
            received.append(value)
            if value == 1 { late = shared.subscribe(onNext: { lateReceived.append($0) }) }
        })

        subject.onNext(1)
        XCTAssertEqual(lateReceived, [1], "replayed once the delivery of 1 is over, and only once")
        subject.onNext(2)

        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(lateReceived, [1, 2])
        a.dispose()
        XCTAssertTrue(subject.hasObservers, "the late subscriber keeps the connection")
        late?.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testTheLastSubscriberLeavingDuringADeliveryDisconnectsAndReconnectsAfresh() {
        let subject = PublishSubject<Int>()
        var subscriptions = 0
        let shared = subject.do(onSubscribe: { subscriptions += 1 }).share(replay: 1)
        let start = Resources.total
        var received: [Int] = []
        var subscription: Disposable?
        subscription = shared.subscribe(onNext: { value in
            received.append(value)
            subscription?.dispose()
        })

        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(received, [1], "nothing after leaving")
        XCTAssertFalse(subject.hasObservers, "the last subscriber left during the delivery: disconnected")
        XCTAssertEqual(Resources.total, start)

        var again: [Int] = []
        let next = shared.subscribe(onNext: { again.append($0) })
        subject.onNext(3)
        XCTAssertEqual(again, [3], "a new connection, with nothing of the old one to replay")
        XCTAssertEqual(subscriptions, 2)
        next.dispose()
        XCTAssertEqual(Resources.total, start)
    }
}
