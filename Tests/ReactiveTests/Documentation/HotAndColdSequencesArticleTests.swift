import Reactive
import XCTest

/// The snippets of the "Hot and cold sequences" article, run as they are printed there.
final class HotAndColdSequencesArticleTests: ReactiveTestCase {
    func testCreateRunsItsClosureOncePerSubscriber() {
        var requests = 0
        let answer = Observable<Int>.create { observer in
            requests += 1  // stands for a network request
            observer.onNext(requests)
            observer.onCompleted()
            return Disposables.create()
        }

        var seen: [String] = []
        _ = answer.subscribe(onNext: { seen.append("first got \($0)") })
        _ = answer.subscribe(onNext: { seen.append("second got \($0)") })

        XCTAssertEqual(requests, 2)
        XCTAssertEqual(seen, ["first got 1", "second got 2"])
    }

    func testAColdTestObservableIsSubscribedOncePerSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let request = scheduler.createColdObservable([.next(30, "page"), .completed(30)])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)

        scheduler.scheduleAt(200) { _ = request.subscribe(first) }
        scheduler.scheduleAt(250) { _ = request.subscribe(second) }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(230, "page"), .completed(230)])
        XCTAssertEqual(second.events, [.next(280, "page"), .completed(280)])
        XCTAssertEqual(request.subscriptions, [Subscription(200), Subscription(250)])
    }

    func testASubjectSendsEachEventOnceToWhoeverIsSubscribed() {
        let taps = PublishSubject<String>()
        var seen: [String] = []

        taps.onNext("lost")  // nobody is subscribed yet
        let first = taps.subscribe(onNext: { seen.append("first: \($0)") })
        taps.onNext("a")
        let second = taps.subscribe(onNext: { seen.append("second: \($0)") })
        taps.onNext("b")

        XCTAssertEqual(seen, ["first: a", "first: b", "second: b"])
        first.dispose()
        second.dispose()
    }

    func testABehaviorSubjectGivesALateSubscriberTheLatestElement() {
        let selection = BehaviorSubject(value: "none")
        var seen: [String] = []

        selection.onNext("a")
        selection.onNext("b")
        let late = selection.subscribe(onNext: { seen.append($0) })
        selection.onNext("c")

        XCTAssertEqual(seen, ["b", "c"])
        late.dispose()
    }

    func testAHotTestObservableSendsAtAbsoluteTimesWhetherAnyoneListensOrNot() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(150, "early"), .next(210, "a"), .next(260, "b")])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)

        let bag = CompositeDisposable()
        scheduler.scheduleAt(200) { bag.insert(taps.subscribe(first)) }
        scheduler.scheduleAt(250) { bag.insert(taps.subscribe(second)) }
        scheduler.scheduleAt(300) { bag.dispose() }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, "a"), .next(260, "b")])
        XCTAssertEqual(second.events, [.next(260, "b")])
        XCTAssertEqual(taps.subscriptions, [Subscription(200, 300), Subscription(250, 300)])
    }

    func testShareMakesSubscribersShareOneRequest() {
        let scheduler = TestScheduler(initialClock: 0)
        let request = scheduler.createColdObservable([.next(30, "page"), .completed(30)])
        let shared = request.share(replay: 1)  // scope: .whileConnected
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        let late = scheduler.createObserver(String.self)

        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(210) { _ = shared.subscribe(second) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(230, "page"), .completed(230)])
        XCTAssertEqual(second.events, [.next(230, "page"), .completed(230)])
        XCTAssertEqual(late.events, [.next(330, "page"), .completed(330)])  // a new request
        XCTAssertEqual(request.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
    }

    func testShareForeverReplaysTheEndInsteadOfSubscribingAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let request = scheduler.createColdObservable([.next(30, "page"), .completed(30)])
        let shared = request.share(replay: 1, scope: .forever)
        let first = scheduler.createObserver(String.self)
        let late = scheduler.createObserver(String.self)

        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(230, "page"), .completed(230)])
        XCTAssertEqual(late.events, [.next(300, "page"), .completed(300)])  // replayed, no new request
        XCTAssertEqual(request.subscriptions, [Subscription(200, 230)])
    }

    func testWhenEveryoneLeavesBeforeTheEndBothScopesSubscribeAgain() {
        for scope in [SubjectLifetimeScope.whileConnected, .forever] {
            let scheduler = TestScheduler(initialClock: 0)
            let updates = scheduler.createColdObservable([.next(10, "a"), .next(50, "b")])
            let shared = updates.share(replay: 1, scope: scope)
            let first = scheduler.createObserver(String.self)
            let late = scheduler.createObserver(String.self)
            var subscription: Disposable?
            var lateSubscription: Disposable?

            scheduler.scheduleAt(200) { subscription = shared.subscribe(first) }
            scheduler.scheduleAt(230) { subscription?.dispose() }
            scheduler.scheduleAt(300) { lateSubscription = shared.subscribe(late) }
            scheduler.scheduleAt(400) { lateSubscription?.dispose() }
            scheduler.start()

            XCTAssertEqual(first.events, [.next(210, "a")])
            XCTAssertEqual(updates.subscriptions, [Subscription(200, 230), Subscription(300, 400)], "\(scope)")
            switch scope {
            case .whileConnected:
                XCTAssertEqual(late.events, [.next(310, "a"), .next(350, "b")])
            case .forever:  // the old "a" first, from the subject that outlived the connection
                XCTAssertEqual(late.events, [.next(300, "a"), .next(310, "a"), .next(350, "b")])
            }
        }
    }
}
