import Reactive
import XCTest

// Specs written the way RxSwift's own users write them against RxTest; only the import differs.

final class SharingCompatibilityTests: ReactiveTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    }

    func testShareReplaysTheLatestElementToALateSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let shared = xs.share(replay: 1)
        let late = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(225) { shared.subscribe(late).disposed(by: bag) }

        let res = scheduler.start { shared }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(late.events, [.next(225, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testShareWithoutReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let shared = xs.share()
        let late = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(225) { shared.subscribe(late).disposed(by: bag) }

        _ = scheduler.start { shared }

        XCTAssertEqual(late.events, [.next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testShareWhileConnectedStartsAgainButForeverReplaysTheEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let whileConnected = xs.share(replay: 1, scope: .whileConnected)
        let forever = xs.share(replay: 1, scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let again = scheduler.createObserver(Int.self)
        let kept = scheduler.createObserver(Int.self)
        let keptAgain = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { whileConnected.subscribe(first).disposed(by: bag) }
        scheduler.scheduleAt(250) { whileConnected.subscribe(again).disposed(by: bag) }
        scheduler.scheduleAt(300) { forever.subscribe(kept).disposed(by: bag) }
        scheduler.scheduleAt(350) { forever.subscribe(keptAgain).disposed(by: bag) }

        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(again.events, [.next(260, 1), .completed(270)])
        XCTAssertEqual(kept.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(keptAgain.events, [.next(350, 1), .completed(350)])
        XCTAssertEqual(
            xs.subscriptions, [Subscription(200, 220), Subscription(250, 270), Subscription(300, 320)])
    }

    func testPublishConnectsOnDemand() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let published = xs.publish()
        let bag = DisposeBag()
        scheduler.scheduleAt(215) { published.connect().disposed(by: bag) }

        let res = scheduler.start { published }

        XCTAssertEqual(res.events, [.next(220, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(215, 300)])
    }

    func testDisposingTheConnectionDisconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let published = xs.publish()
        var connection: Disposable?
        scheduler.scheduleAt(205) { connection = published.connect() }
        scheduler.scheduleAt(225) { connection?.dispose() }

        let res = scheduler.start { published }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 225)])
    }

    func testMulticastIntoASubjectAndWithAFactory() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let connectable = xs.multicast(ReplaySubject<Int>.create(bufferSize: 2))
        let bag = DisposeBag()
        scheduler.scheduleAt(205) { connectable.connect().disposed(by: bag) }

        let res = scheduler.start(created: 100, subscribed: 225, disposed: 1000) { connectable }

        XCTAssertEqual(res.events, [.next(225, 1), .next(225, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 300)])

        let other = TestScheduler(initialClock: 0)
        let ys = source(other)
        let made = ys.multicast(makeSubject: { PublishSubject<Int>() })
        let otherBag = DisposeBag()
        other.scheduleAt(215) { made.connect().disposed(by: otherBag) }
        let fromFactory = other.start { made }

        XCTAssertEqual(fromFactory.events, [.next(220, 2), .next(230, 3), .completed(300)])
    }

    func testMulticastWithASelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)

        let res = scheduler.start {
            xs.multicast(
                { PublishSubject<Int>() }, selector: { shared in Observable.zip(shared, shared.skip(1)) { $0 + $1 } })
        }

        XCTAssertEqual(res.events, [.next(220, 3), .next(230, 5), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testReplayAndReplayAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let replayed = xs.replay(1)
        let all = xs.replayAll()
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            replayed.connect().disposed(by: bag)
            all.connect().disposed(by: bag)
        }
        let one = scheduler.createObserver(Int.self)
        let every = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(225) {
            replayed.subscribe(one).disposed(by: bag)
            all.subscribe(every).disposed(by: bag)
        }

        scheduler.start()

        XCTAssertEqual(one.events, [.next(225, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(every.events, [.next(225, 1), .next(225, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(200, 300)])
    }

    func testRefCountConnectsWithTheFirstSubscriberAndDisconnectsWithTheLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let counted = xs.publish().refCount()
        let second = scheduler.createObserver(Int.self)
        var secondSubscription: Disposable?
        scheduler.scheduleAt(205) { secondSubscription = counted.subscribe(second) }
        scheduler.scheduleAt(225) { secondSubscription?.dispose() }

        let res = scheduler.start(disposed: 215) { counted }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(second.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }
}
