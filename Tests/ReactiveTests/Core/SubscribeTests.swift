import Reactive
import XCTest

final class SubscribeTests: ReactiveTestCase {
    private struct TestError: Error {}

    // MARK: - The grammar: next* (error | completed)?

    func testNothingReachesTheSubscriberAfterATerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let misbehaving = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(TestError())
            observer.onCompleted()
            return Disposables.create()
        }

        let res = scheduler.start { misbehaving }

        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    }

    func testOnlyTheFirstErrorReachesTheSubscriber() {
        var events: [Event<Int>] = []
        let subscription = Observable<Int>.create { observer in
            observer.onError(TestError())
            observer.onError(RxError.unknown)
            observer.onNext(1)
            return Disposables.create()
        }.subscribe { events.append($0) }

        XCTAssertEqual(events, [.error(TestError())])
        subscription.dispose()
    }

    func testNothingReachesTheSubscriberAfterDispose() {
        var stored: AnyObserver<Int>?
        let resource = BooleanDisposable()
        let source = Observable<Int>.create { observer in
            stored = observer
            return resource
        }
        var events: [Event<Int>] = []
        let subscription = source.subscribe { events.append($0) }

        stored?.onNext(1)
        subscription.dispose()
        stored?.onNext(2)
        stored?.onCompleted()

        XCTAssertEqual(events, [.next(1)])
        XCTAssertTrue(resource.isDisposed)
    }

    func testTheSubscriptionIsReleasedAfterATerminalEvent() {
        var stored: AnyObserver<Int>?
        let resource = BooleanDisposable()
        let subscription = Observable<Int>.create { observer in
            stored = observer
            return resource
        }.subscribe(onNext: { _ in })

        XCTAssertFalse(resource.isDisposed)
        stored?.onCompleted()

        XCTAssertTrue(resource.isDisposed)
        subscription.dispose()
    }

    func testASequenceEndingDuringSubscribeIsReleasedAtOnce() {
        let resource = BooleanDisposable()
        let start = Resources.total
        let subscription = Observable<Int>.create { observer in
            observer.onCompleted()
            return resource
        }.subscribe(onNext: { _ in })

        XCTAssertTrue(resource.isDisposed)
        XCTAssertEqual(Resources.total, start)
        subscription.dispose()
    }

    func testEachSubscriptionRunsTheSequenceAnew() {
        var runs = 0
        let source = Observable<Int>.create { observer in
            runs += 1
            observer.onNext(runs)
            observer.onCompleted()
            return Disposables.create()
        }
        var received: [Int] = []

        _ = source.subscribe(onNext: { received.append($0) })
        _ = source.subscribe(onNext: { received.append($0) })

        XCTAssertEqual(runs, 2)
        XCTAssertEqual(received, [1, 2])
    }

    // MARK: - subscribe(onNext:onError:onCompleted:onDisposed:)

    func testHandlersRunInOrderAndOnDisposedAfterCompletion() {
        var log: [String] = []
        let subscription = Observable.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })

        subscription.dispose()

        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
    }

    func testOnDisposedRunsOnceAfterAnError() {
        var log: [String] = []
        let subscription = Observable<Int>.error(TestError()).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0 is TestError)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })

        subscription.dispose()
        subscription.dispose()

        XCTAssertEqual(log, ["error true", "disposed"])
    }

    func testOnDisposedRunsOnceWhenDisposedTwiceAndNothingFollows() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.subscribe(
            onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })

        subject.onNext(1)
        subscription.dispose()
        subscription.dispose()
        subject.onNext(2)
        subject.onCompleted()

        XCTAssertEqual(log, ["next 1", "disposed"])
    }

    func testSubscribeWithAnObjectPassesItWhileItLives() {
        final class Screen { var received: [Int] = [] }
        let subject = PublishSubject<Int>()
        var screen: Screen? = Screen()
        weak let weakScreen = screen
        var disposedWith = 0
        let subscription = subject.subscribe(
            with: screen!, onNext: { screen, element in screen.received.append(element) },
            onDisposed: { _ in disposedWith += 1 })

        subject.onNext(1)
        XCTAssertEqual(screen?.received, [1])
        screen = nil
        subject.onNext(2)

        XCTAssertNil(weakScreen, "the subscription must hold the object weakly")
        subscription.dispose()
        XCTAssertEqual(disposedWith, 0)
    }

    func testSubscribingAnEventClosureReceivesEveryEvent() {
        var events: [Event<String>] = []
        let subscription = Observable.of("a", "b").subscribe { events.append($0) }

        XCTAssertEqual(events, [.next("a"), .next("b"), .completed])
        subscription.dispose()
    }

    func testSubscribingAnObserverInVirtualTimeStopsAtDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(310, 2), .completed(400)])

        let res = scheduler.start(disposed: 300) { xs }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
