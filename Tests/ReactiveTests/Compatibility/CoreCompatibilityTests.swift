import Reactive
import XCTest

// Specs written the way RxSwift's own users write them against RxTest; only the import differs.

private struct TestError: Error {}

private final class Screen {
    var titles: [String] = []
}

final class CoreCompatibilityTests: ReactiveTestCase {
    // MARK: Events and observers

    func testEventAccessors() {
        let next = Event.next(1)
        let error = Event<Int>.error(TestError())
        let completed = Event<Int>.completed

        XCTAssertEqual(next.element, 1)
        XCTAssertNil(next.error)
        XCTAssertFalse(next.isStopEvent)
        XCTAssertTrue(error.error is TestError)
        XCTAssertTrue(error.isStopEvent)
        XCTAssertFalse(error.isCompleted)
        XCTAssertTrue(completed.isCompleted)
        XCTAssertEqual(next.map { "\($0)" }, .next("1"))
        XCTAssertEqual(error, .error(TestError()))
    }

    func testAnyObserverAndMapObserver() {
        var received: [Event<String>] = []
        let observer = AnyObserver<String> { received.append($0) }
        let numbers: AnyObserver<Int> = observer.mapObserver { "#\($0)" }

        numbers.onNext(1)
        observer.on(.next("a"))
        numbers.asObserver().onCompleted()

        XCTAssertEqual(received, [.next("#1"), .next("a"), .completed])
    }

    // MARK: Subscribing and binding

    func testSubscribeHandlersInEveryShape() {
        var log: [String] = []
        let screen = Screen()

        _ = Observable.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        _ = Observable<Int>.error(TestError()).subscribe(onError: { log.append("error \($0 is TestError)") })
        _ = Observable.just(3).subscribe { event in log.append("event \(event)") }
        _ = Observable.just("title").subscribe(with: screen, onNext: { screen, title in screen.titles.append(title) })

        XCTAssertEqual(
            log,
            ["next 1", "next 2", "completed", "disposed", "error true", "event next(3)", "event completed"])
        XCTAssertEqual(screen.titles, ["title"])
    }

    func testUnhandledErrorGoesToTheDefaultErrorHandlerHook() {
        var reported: [String] = []
        let previous = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error is TestError)") }
        defer { Hooks.defaultErrorHandler = previous }

        _ = Observable<Int>.error(TestError()).subscribe(onNext: { _ in })

        XCTAssertEqual(reported, ["true"])
    }

    func testBindToObserversRelaysAndClosures() {
        let subject = PublishSubject<Int>()
        let optional = BehaviorSubject<Int?>(value: nil)
        let relay = BehaviorRelay(value: 0)
        let publishRelay = PublishRelay<Int>()
        let screen = Screen()
        var seen: [Int] = []
        var relayed: [Int] = []
        let bag = DisposeBag()
        publishRelay.bind(onNext: { relayed.append($0) }).disposed(by: bag)

        subject.bind(to: optional).disposed(by: bag)
        subject.bind(to: relay).disposed(by: bag)
        subject.bind(to: publishRelay).disposed(by: bag)
        subject.bind(onNext: { seen.append($0) }).disposed(by: bag)
        subject.map { "#\($0)" }.bind(with: screen) { screen, title in screen.titles.append(title) }.disposed(by: bag)
        subject.onNext(1)
        subject.onNext(2)

        XCTAssertEqual(try optional.value(), 2)
        XCTAssertEqual(relay.value, 2)
        XCTAssertEqual(relayed, [1, 2])
        XCTAssertEqual(seen, [1, 2])
        XCTAssertEqual(screen.titles, ["#1", "#2"])
    }

    func testBindToACurriedBinder() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let label: (Observable<Int>) -> (String) -> Disposable = { source in
            { prefix in source.subscribe(onNext: { log.append("\(prefix)\($0)") }) }
        }

        let subscription = subject.asObservable().bind(to: label, curriedArgument: "value ")
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)

        XCTAssertEqual(log, ["value 1"])
    }

    // MARK: Disposables

    func testDisposablesAndBags() {
        var log: [String] = []
        let first = Disposables.create { log.append("first") }
        let pair = Disposables.create(Disposables.create { log.append("a") }, Disposables.create { log.append("b") })
        let composite = CompositeDisposable()
        let key = composite.insert(Disposables.create { log.append("removed") })
        _ = composite.insert(Disposables.create { log.append("composite") })
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { log.append("replaced") }
        serial.disposable = Disposables.create { log.append("serial") }
        let single = SingleAssignmentDisposable()
        let boolean = BooleanDisposable()

        first.dispose()
        first.dispose()
        pair.dispose()
        if let key { composite.remove(for: key) }
        composite.dispose()
        serial.dispose()
        single.dispose()
        single.setDisposable(Disposables.create { log.append("late") })
        boolean.dispose()
        var bag = DisposeBag()
        Disposables.create { log.append("bag") }.disposed(by: bag)
        bag.insert(Disposables.create { log.append("inserted") })
        bag = DisposeBag()
        _ = bag

        XCTAssertEqual(
            log, ["replaced", "first", "a", "b", "removed", "composite", "serial", "late", "bag", "inserted"])
        XCTAssertTrue(composite.isDisposed)
        XCTAssertTrue(boolean.isDisposed)
        XCTAssertTrue(single.isDisposed)
    }

    func testDisposeBagInitializersAndBuilder() {
        var log: [String] = []
        let subject = PublishSubject<Int>()

        var bag = DisposeBag(disposing: Disposables.create { log.append("variadic") })
        bag.insert {
            subject.subscribe(onNext: { log.append("first \($0)") })
            subject.subscribe(onNext: { log.append("second \($0)") })
        }
        subject.onNext(1)
        bag = DisposeBag {
            Disposables.create { log.append("built") }
        }
        subject.onNext(2)
        bag = DisposeBag(disposing: [Disposables.create { log.append("array") }])
        bag = DisposeBag()
        _ = bag

        XCTAssertEqual(log, ["first 1", "second 1", "variadic", "built", "array"])
        XCTAssertFalse(subject.hasObservers)
    }

    // MARK: Subjects and relays

    func testSubjectsInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let publish = PublishSubject<Int>()
        let behavior = BehaviorSubject(value: 0)
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        let unbounded = ReplaySubject<Int>.createUnbounded()
        let async = AsyncSubject<Int>()
        let observers = (0..<5).map { _ in scheduler.createObserver(Int.self) }
        let bag = DisposeBag()
        scheduler.scheduleAt(210) {
            let subjects = [
                AnyObserver(publish), AnyObserver(behavior), AnyObserver(replay), AnyObserver(unbounded),
                AnyObserver(async),
            ]
            for subject in subjects {
                subject.onNext(1)
                subject.onNext(2)
            }
        }
        scheduler.scheduleAt(220) {
            publish.subscribe(observers[0]).disposed(by: bag)
            behavior.subscribe(observers[1]).disposed(by: bag)
            replay.subscribe(observers[2]).disposed(by: bag)
            unbounded.subscribe(observers[3]).disposed(by: bag)
            async.subscribe(observers[4]).disposed(by: bag)
        }
        scheduler.scheduleAt(230) {
            publish.onNext(3)
            behavior.onNext(3)
            replay.onNext(3)
            unbounded.onNext(3)
            async.onNext(3)
            publish.onCompleted()
            behavior.onError(TestError())
            replay.onCompleted()
            unbounded.onCompleted()
            async.onCompleted()
        }

        scheduler.start()

        XCTAssertEqual(observers[0].events, [.next(230, 3), .completed(230)])
        XCTAssertEqual(observers[1].events, [.next(220, 2), .next(230, 3), .error(230, TestError())])
        XCTAssertEqual(observers[2].events, [.next(220, 2), .next(230, 3), .completed(230)])
        XCTAssertEqual(observers[3].events, [.next(220, 1), .next(220, 2), .next(230, 3), .completed(230)])
        XCTAssertEqual(observers[4].events, [.next(230, 3), .completed(230)])
        XCTAssertThrowsError(try behavior.value())
        XCTAssertFalse(publish.hasObservers)
    }

    func testRelays() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: "start")
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        var log: [String] = []
        let bag = DisposeBag()

        publish.subscribe(onNext: { log.append("publish \($0)") }).disposed(by: bag)
        behavior.asObservable().subscribe(onNext: { log.append("behavior \($0)") }).disposed(by: bag)
        publish.accept(1)
        behavior.accept("next")
        replay.accept(1)
        replay.accept(2)
        replay.accept(3)
        replay.subscribe(onNext: { log.append("replay \($0)") }).disposed(by: bag)

        XCTAssertEqual(log, ["behavior start", "publish 1", "behavior next", "replay 2", "replay 3"])
        XCTAssertEqual(behavior.value, "next")
    }

    // MARK: The test scheduler

    func testTestSchedulerControls() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Recorded.events(.next(210, 1), .next(300, 2)))
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.subscribe(observer) }

        scheduler.advanceTo(250)

        XCTAssertEqual(scheduler.clock, 250)
        XCTAssertEqual(observer.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200)])
        XCTAssertEqual(observer.events[0].time, 210)
        XCTAssertEqual(observer.events[0].value.element, 1)
        XCTAssertEqual(xs.recordedEvents, [.next(210, 1), .next(300, 2)])

        scheduler.sleep(20)
        XCTAssertEqual(scheduler.clock, 270)
        scheduler.scheduleAt(280) { subscription?.dispose() }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    }

    func testStartWithExplicitTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])

        let res = scheduler.start(created: 50, subscribed: 100, disposed: 125) { xs.map { $0.uppercased() } }

        XCTAssertEqual(res.events, [.next(110, "A"), .next(120, "B")])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 125)])
    }

    func testRecordedErrorsCompareByTypeAndDescription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])

        let res = scheduler.start { xs }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertNotEqual(res.events, [.next(210, 1), .error(220, RxError.unknown)])
    }
}
