import Reactive
import XCTest

/// The order of RxSwift's current-thread trampoline: a subscription runs inside it, and the sources that
/// step on it (`of`, `from`, `range`, `repeatElement`, `generate`) send their elements only once the
/// subscription being made, and everything it subscribes, has subscribed.
final class CurrentThreadOrderTests: ReactiveTestCase {
    /// Subscribes twice to `inner` from `onNext`, recording what each subscription receives.
    private final class TwoSubscriptions {
        var first: [String] = []
        var second: [String] = []
        private var bag = DisposeBag()

        func subscribe(to inner: Observable<String>) {
            inner.subscribe(onNext: { self.first.append($0) }).disposed(by: bag)
            inner.subscribe(onNext: { self.second.append($0) }).disposed(by: bag)
        }

        /// Ends both subscriptions, which hold this recorder as long as their source has not ended.
        func end() { bag = DisposeBag() }
    }

    func testASharedInnerSubscribedTwiceInsideFlatMapGivesEveryElementToBoth() {
        let trigger = PublishSubject<Void>()
        let inner = Observable.of("a", "b", "c").share(replay: 1)
        let recorder = TwoSubscriptions()
        let subscription = trigger.flatMap { _ in Observable.of(inner) }
            .subscribe(onNext: { recorder.subscribe(to: $0) })

        trigger.onNext(())

        XCTAssertEqual(recorder.first, ["a", "b", "c"])
        XCTAssertEqual(recorder.second, ["a", "b", "c"], "the second subscription came before the first element")
        subscription.dispose()
    }

    func testASharedInnerSubscribedTwiceFromAJustInsideFlatMapGivesEveryElementToBoth() {
        let trigger = PublishSubject<Void>()
        let inner = Observable.of("a", "b", "c").share(replay: 1)
        let recorder = TwoSubscriptions()
        let subscription = trigger.flatMap { _ in Observable.just(inner) }
            .subscribe(onNext: { recorder.subscribe(to: $0) })

        trigger.onNext(())

        XCTAssertEqual(recorder.first, ["a", "b", "c"])
        XCTAssertEqual(recorder.second, ["a", "b", "c"])
        subscription.dispose()
    }

    func testAnObserverOfASubjectDeliveringInsideAnActionSubscribesBeforeTheElementsFlow() {
        let subject = PublishSubject<Void>()
        let inner = Observable.of("a", "b", "c").share(replay: 1)
        let recorder = TwoSubscriptions()
        let subscription = subject.subscribe(onNext: { recorder.subscribe(to: inner) })

        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subject.onNext(())
            return Disposables.create()
        }

        XCTAssertEqual(recorder.first, ["a", "b", "c"])
        XCTAssertEqual(recorder.second, ["a", "b", "c"])
        subscription.dispose()
    }

    func testAnObserverOfASubjectDeliveringOutsideAnyActionSubscribesOneAfterTheOther() {
        // A subject's delivery is no action of the trampoline, in RxSwift as here: each subscription takes
        // the trampoline for itself and has its elements before `subscribe` returns, so the second one
        // only gets what the share replays. (The shared source does not end: one that ended would be
        // subscribed again by the second subscription, and give it every element.)
        let subject = PublishSubject<Void>()
        let inner = Observable.of("a", "b", "c").concat(Observable.never()).share(replay: 1)
        let recorder = TwoSubscriptions()
        let subscription = subject.subscribe(onNext: { recorder.subscribe(to: inner) })

        subject.onNext(())

        XCTAssertEqual(recorder.first, ["a", "b", "c"])
        XCTAssertEqual(recorder.second, ["c"])
        subscription.dispose()
        recorder.end()
    }

    func testASubscriptionMadeInsideAnActionSendsAfterTheActionReturns() {
        var log: [String] = []

        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = Observable.of("1", "2").subscribe(onNext: { log.append($0) }, onCompleted: { log.append("|") })
            log.append("subscribed")
            return Disposables.create()
        }

        XCTAssertEqual(log, ["subscribed", "1", "2", "|"])
    }

    func testEverySteppingSourceWaitsForTheActionThatSubscribedIt() {
        let sources: [(String, Observable<Int>)] = [
            ("of", .of(1, 2)),
            ("from array", .from([1, 2])),
            ("from sequence", .from(1...2)),
            ("range", .range(start: 1, count: 2)),
            ("repeatElement", Observable.repeatElement(1).take(2)),
            ("generate", .generate(initialState: 1, condition: { $0 <= 2 }, iterate: { $0 + 1 })),
        ]
        for (name, source) in sources {
            var log: [String] = []
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                _ = source.subscribe(onNext: { log.append("\($0)") })
                log.append("subscribed")
                return Disposables.create()
            }
            XCTAssertEqual(log.first, "subscribed", name)
            XCTAssertEqual(log.count, 3, name)
        }
    }

    func testASubscriptionHandlerRunsInsideTheTrampoline() {
        var scheduleRequired: [Bool] = []
        let source = Observable<Int>.create { observer in
            scheduleRequired.append(CurrentThreadScheduler.isScheduleRequired)
            observer.onCompleted()
            return Disposables.create()
        }
        let subject = PublishSubject<Int>()
        let subscriptions = [
            source.subscribe(),
            subject.flatMap { _ in source }.subscribe(),
        ]

        subject.onNext(1)

        XCTAssertEqual(scheduleRequired, [false, false])
        subscriptions.forEach { $0.dispose() }
    }

    func testMergedSourcesSubscribedDuringADeliveryTakeTurns() {
        let trigger = PublishSubject<Void>()
        var received: [Int] = []
        let subscription = trigger.flatMap { _ in Observable.merge(.of(1, 2), .of(3, 4)) }
            .subscribe(onNext: { received.append($0) })

        trigger.onNext(())

        XCTAssertEqual(received, [1, 3, 2, 4], "as at the top level: each step gives way to the other source's")
        subscription.dispose()
    }

    func testInnerSourcesOfAFlatMapOverAnOfTakeTurnsWithTheOuterOne() {
        var received: [Int] = []

        let subscription = Observable.of(1, 2).flatMap { Observable.of($0 * 10, $0 * 10 + 1) }
            .subscribe(onNext: { received.append($0) })

        // The outer step that sends 2 waits behind the inner one that sends 10, which waits behind it.
        XCTAssertEqual(received, [10, 11, 20, 21])
        subscription.dispose()
    }

    func testTakeStopsAnEndlessRepeatSubscribedDuringADelivery() {
        let trigger = PublishSubject<Void>()
        var received: [Int] = []
        var completed = false
        let subscription = trigger.flatMap { _ in Observable.repeatElement(7) }.take(3)
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })

        trigger.onNext(())

        XCTAssertEqual(received, [7, 7, 7])
        XCTAssertTrue(completed)
        subscription.dispose()
    }

    func testDisposingASteppingSubscriptionBeforeItsFirstStepSendsNothing() {
        var received: [Int] = []

        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let subscription = Observable.of(1, 2, 3).subscribe(onNext: { received.append($0) })
            subscription.dispose()
            return Disposables.create()
        }

        XCTAssertEqual(received, [])
    }

    func testElementsOnAnotherSchedulerStillStepThere() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.of(1, 2, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }
}
