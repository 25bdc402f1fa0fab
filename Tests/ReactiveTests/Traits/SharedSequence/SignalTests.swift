import Reactive
import XCTest

private struct TestError: Error {}

final class SignalTests: ReactiveTestCase {
    func testAsSignalOnErrorJustReturnDeliversOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])

        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asSignal(onErrorJustReturn: -1) }

            XCTAssertEqual(res.events, [.next(211, 1), .next(231, -1), .completed(231)])
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAsSignalOnErrorSignalWithAndOnErrorRecover() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let fallen = scheduler.createObserver(Int.self)
        let recovered = scheduler.createObserver(Int.self)

        SharingScheduler.mock(scheduler: scheduler) {
            let fallback = xs.asSignal(onErrorSignalWith: Signal.just(8))
            let recovery = xs.asSignal(onErrorRecover: { _ in Signal.just(9) })
            scheduler.scheduleAt(200) {
                _ = fallback.emit(to: fallen)
                _ = recovery.emit(to: recovered)
            }
            scheduler.start()
        }

        XCTAssertEqual(fallen.events, [.next(211, 1), .next(232, 8), .completed(232)])
        XCTAssertEqual(recovered.events, [.next(211, 1), .next(232, 9), .completed(232)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(200, 230)])
    }

    func testSignalSharesOneSubscriptionWithoutReplaying() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(320, 3)])
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: 0)
            scheduler.scheduleAt(200) { subscriptions.append(signal.emit(to: early)) }
            scheduler.scheduleAt(300) { subscriptions.append(signal.emit(to: late)) }
            scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
        }

        XCTAssertEqual(early.events, [.next(211, 1), .next(221, 2), .next(321, 3)])
        XCTAssertEqual(late.events, [.next(321, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testEmitToRelaysAndClosures() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.createUnbounded()
        let published = scheduler.createObserver(Int.self)
        var log: [String] = []
        var subscriptions: [Disposable] = []

        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: 0)
            scheduler.scheduleAt(200) {
                subscriptions.append(publish.subscribe(published))
                _ = signal.emit(to: publish)
                _ = signal.emit(to: behavior)
                _ = signal.emit(to: replay)
                _ = signal.emit(
                    onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
                    onDisposed: { log.append("disposed") })
            }
            scheduler.start()
        }
        subscriptions.forEach { $0.dispose() }
        let replayed = scheduler.createObserver(Int.self)
        replay.subscribe(replayed).dispose()

        XCTAssertEqual(published.events, [.next(211, 1), .next(221, 2)])
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(replayed.events.map(\.value), [.next(1), .next(2)])
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testPublishRelayAsSignal() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        let res = scheduler.createObserver(Int.self)

        SharingScheduler.mock(scheduler: scheduler) {
            let signal = relay.asSignal()
            var subscription: Disposable?
            scheduler.scheduleAt(200) { subscription = signal.emit(to: res) }
            scheduler.scheduleAt(150) { relay.accept(0) }
            scheduler.scheduleAt(250) { relay.accept(1) }
            scheduler.scheduleAt(300) { subscription?.dispose() }
            scheduler.start()
        }

        XCTAssertEqual(res.events, [.next(251, 1)])
    }
}
