import Reactive
import XCTest

// Specs written the way RxSwift's own users write them against RxTest; only the import differs.

private struct TestError: Error {}

final class TraitsCompatibilityTests: ReactiveTestCase {
    // MARK: Single

    func testSingleCreateAndSubscribeOnSuccessOnFailure() {
        var log: [String] = []
        let succeeding = Single<Int>.create { single in
            single(.success(1))
            single(.success(2))
            return Disposables.create { log.append("disposed") }
        }
        let failing = Single<Int>.create { single in
            single(.failure(TestError()))
            return Disposables.create()
        }

        _ = succeeding.subscribe(
            onSuccess: { log.append("success \($0)") }, onFailure: { _ in log.append("failure") },
            onDisposed: { log.append("onDisposed") })
        _ = failing.subscribe(
            onSuccess: { log.append("success \($0)") }, onFailure: { log.append("failure \($0 is TestError)") })
        _ = succeeding.subscribe { event in
            switch event {
            case .success(let value): log.append("event success \(value)")
            case .failure: log.append("event failure")
            }
        }

        XCTAssertEqual(
            log,
            ["success 1", "onDisposed", "disposed", "failure true", "event success 1", "disposed"])
    }

    func testAsSingleInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let one = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let two = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let none = scheduler.createHotObservable([.completed(250, Int.self)])
        let resOne = scheduler.createObserver(Int.self)
        let resTwo = scheduler.createObserver(Int.self)
        let resNone = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            one.asSingle().asObservable().subscribe(resOne).disposed(by: bag)
            two.asSingle().asObservable().subscribe(resTwo).disposed(by: bag)
            none.asSingle().asObservable().subscribe(resNone).disposed(by: bag)
        }

        scheduler.start()

        XCTAssertEqual(resOne.events, [.next(250, 1), .completed(250)])
        XCTAssertEqual(resTwo.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(resNone.events, [.error(250, RxError.noElements)])
        XCTAssertEqual(one.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(two.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(none.subscriptions, [Subscription(200, 250)])
    }

    func testSingleOperators() {
        var results: [String] = []
        var attempts = 0
        let flaky = Single<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(TestError()) : .just(attempts)
        }

        _ = Single.just(1).map { $0 + 1 }.subscribe(onSuccess: { results.append("map \($0)") })
        _ = Single.just(1).flatMap { Single.just($0 * 10) }.subscribe(onSuccess: { results.append("flatMap \($0)") })
        _ = Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() }
            .subscribe(
                onSuccess: { _ in results.append("wrong") }, onCompleted: { results.append("flatMapMaybe empty") })
        _ = Single.just(1).flatMapCompletable { _ in Completable.empty() }
            .subscribe(onCompleted: { results.append("flatMapCompletable") })
        _ = Single.just(3).filter { $0 > 5 }.subscribe(onCompleted: { results.append("filter empty") })
        _ = Single.just(3).compactMap { $0 > 5 ? $0 : nil }.subscribe(onCompleted: {
            results.append("compactMap empty")
        })
        _ = Single<Int>.error(TestError()).catch { _ in .just(0) }.subscribe(onSuccess: {
            results.append("catch \($0)")
        })
        _ = Single<Int>.error(TestError()).catchAndReturn(-1).subscribe(onSuccess: { results.append("return \($0)") })
        _ = flaky.retry(3).subscribe(onSuccess: { results.append("retry \($0)") })
        _ = Single.zip(Single.just(1), Single.just("a")).subscribe(onSuccess: { results.append("zip \($0)\($1)") })
        _ = Single.zip(Single.just(1), Single.just(2)) { $0 + $1 }.subscribe(onSuccess: { results.append("sum \($0)") })
        _ = Single.zip([Single.just(1), Single.just(2)]).subscribe(onSuccess: { results.append("all \($0)") })
        _ = Single.just(1).asMaybe().subscribe(onSuccess: { results.append("maybe \($0)") })
        _ = Single.just(1).asCompletable().subscribe(onCompleted: { results.append("completable") })

        XCTAssertEqual(
            results,
            [
                "map 2", "flatMap 10", "flatMapMaybe empty", "flatMapCompletable", "filter empty",
                "compactMap empty", "catch 0", "return -1", "retry 3", "zip 1a", "sum 3", "all [1, 2]",
                "maybe 1", "completable",
            ])
    }

    func testSingleTimingInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)

        let delayed = scheduler.start { Single.just(1).delay(.seconds(10), scheduler: scheduler).asObservable() }
        XCTAssertEqual(delayed.events, [.next(210, 1), .completed(211)])

        let timerScheduler = TestScheduler(initialClock: 0)
        let timer = timerScheduler.start { Single<Int>.timer(.seconds(30), scheduler: timerScheduler).asObservable() }
        XCTAssertEqual(timer.events, [.next(230, 0), .completed(230)])

        let timeoutScheduler = TestScheduler(initialClock: 0)
        let timedOut = timeoutScheduler.start {
            Single<Int>.never().timeout(.seconds(5), scheduler: timeoutScheduler).asObservable()
        }
        XCTAssertEqual(timedOut.events, [.error(205, RxError.timeout)])

        let observeScheduler = TestScheduler(initialClock: 0)
        let observed = observeScheduler.start {
            Single.just(1).observe(on: observeScheduler).subscribe(on: observeScheduler).asObservable()
        }
        XCTAssertEqual(observed.events, [.next(202, 1), .completed(203)])
    }

    func testTraitDoAndDebug() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        var log: [String] = []
        let previous = DebugSink.write
        DebugSink.write = { _ in }
        defer { DebugSink.write = previous }

        let res = scheduler.start {
            xs.asSingle()
                .do(
                    onSuccess: { log.append("onSuccess \($0) @\(scheduler.clock)") },
                    afterSuccess: { log.append("afterSuccess \($0)") },
                    onError: { _ in log.append("onError") },
                    afterError: { _ in log.append("afterError") },
                    onSubscribe: { log.append("onSubscribe @\(scheduler.clock)") },
                    onSubscribed: { log.append("onSubscribed") },
                    onDispose: { log.append("onDispose @\(scheduler.clock)") }
                )
                .debug("single")
                .asObservable()
        }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(
            log, ["onSubscribe @200", "onSubscribed", "onSuccess 1 @210", "afterSuccess 1", "onDispose @210"])

        var others: [String] = []
        _ = Maybe<Int>.empty()
            .do(onNext: { _ in others.append("next") }, onCompleted: { others.append("maybe completed") })
            .debug()
            .subscribe()
        _ = Completable.error(TestError())
            .do(onError: { _ in others.append("completable error") }, afterError: { _ in others.append("after") })
            .subscribe(onError: { _ in })
        _ = Single<Int>.just(1).do(onSuccess: { _ in throw TestError() }).subscribe(onFailure: { _ in
            others.append("thrown")
        })

        XCTAssertEqual(others, ["maybe completed", "completable error", "after", "thrown"])
    }

    // MARK: Maybe

    func testMaybeCreateAndSubscribe() {
        var log: [String] = []
        let some = Maybe<Int>.create { maybe in
            maybe(.success(1))
            return Disposables.create()
        }
        let none = Maybe<Int>.create { maybe in
            maybe(.completed)
            return Disposables.create()
        }
        let failing = Maybe<Int>.create { maybe in
            maybe(.error(TestError()))
            return Disposables.create()
        }
        for maybe in [some, none, failing] {
            _ = maybe.subscribe(
                onSuccess: { log.append("success \($0)") }, onError: { _ in log.append("error") },
                onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        }

        XCTAssertEqual(log, ["success 1", "disposed", "completed", "disposed", "error", "disposed"])
    }

    func testMaybeOperatorsAndConversions() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])

        let res = scheduler.start { xs.asMaybe().ifEmpty(default: 7).asObservable() }

        XCTAssertEqual(res.events, [.next(250, 7), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])

        var results: [String] = []
        _ = Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(2)).subscribe(onSuccess: { results.append("switch \($0)") })
        _ = Maybe<Int>.empty().ifEmpty(switchTo: Single.just(3)).subscribe(onSuccess: { results.append("single \($0)") }
        )
        _ = Maybe.just(1).map { $0 * 2 }.filter { $0 > 1 }.subscribe(onSuccess: { results.append("map \($0)") })
        _ = Maybe.just(1).flatMap { Maybe.just($0 + 1) }.subscribe(onSuccess: { results.append("flatMap \($0)") })
        _ = Maybe<Int>.error(TestError()).catchAndReturn(0).subscribe(onSuccess: { results.append("return \($0)") })
        _ = Maybe.just(1).asCompletable().subscribe(onCompleted: { results.append("completable") })
        _ = Observable.of(1, 2).asMaybe().subscribe(onError: { results.append("two \($0 as? RxError == nil)") })

        XCTAssertEqual(results, ["switch 2", "single 3", "map 2", "flatMap 2", "return 0", "completable", "two false"])
    }

    // MARK: Completable

    func testCompletableCreateSubscribeAndAndThen() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.completed(10, Never.self)])
        let second = scheduler.createColdObservable([.next(10, 1), .completed(20)])

        let res = scheduler.start { first.asCompletable().andThen(second.asObservable()) }

        XCTAssertEqual(res.events, [.next(220, 1), .completed(230)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 230)])

        var log: [String] = []
        let done = Completable.create { completable in
            completable(.completed)
            return Disposables.create()
        }
        let failed = Completable.create { completable in
            completable(.error(TestError()))
            return Disposables.create()
        }
        _ = done.subscribe(onCompleted: { log.append("completed") }, onError: { _ in log.append("error") })
        _ = failed.subscribe(onCompleted: { log.append("completed") }, onError: { _ in log.append("error") })
        _ = done.andThen(Single.just(1)).subscribe(onSuccess: { log.append("single \($0)") })
        _ = done.andThen(Maybe.just(2)).subscribe(onSuccess: { log.append("maybe \($0)") })
        _ = done.andThen(Completable.empty()).subscribe(onCompleted: { log.append("then completed") })
        _ = Completable.zip(done, done).subscribe(onCompleted: { log.append("zip") })
        _ = Completable.merge(done, done).subscribe(onCompleted: { log.append("merge") })
        _ = Completable.concat(done, failed).subscribe(onError: { _ in log.append("concat error") })
        _ = Completable.error(TestError()).subscribe { event in
            if case .error = event { log.append("event error") }
        }

        XCTAssertEqual(
            log,
            [
                "completed", "error", "single 1", "maybe 2", "then completed", "zip", "merge", "concat error",
                "event error",
            ])
    }

    func testMaybeAndCompletableEventsCompareInAssertions() {
        var maybeEvents: [MaybeEvent<Int>] = []
        var completableEvents: [CompletableEvent] = []

        _ = Maybe.just(1).subscribe { maybeEvents.append($0) }
        _ = Maybe<Int>.empty().subscribe { maybeEvents.append($0) }
        _ = Maybe<Int>.error(TestError()).subscribe { maybeEvents.append($0) }
        _ = Completable.empty().subscribe { completableEvents.append($0) }
        _ = Completable.error(TestError()).subscribe { completableEvents.append($0) }

        XCTAssertEqual(maybeEvents, [.success(1), .completed, .error(TestError())])
        XCTAssertNotEqual(maybeEvents, [.success(2), .completed, .error(TestError())])
        XCTAssertEqual(completableEvents, [.completed, .error(TestError())])
        XCTAssertNotEqual(completableEvents, [.completed, .error(RxError.unknown)])
    }

    // MARK: Infallible

    func testInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])

        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1).map { $0 * 10 } }

        XCTAssertEqual(res.events, [.next(210, 10), .next(220, -10), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        var log: [String] = []
        let relay = PublishRelay<Int>()
        let bag = DisposeBag()
        relay.subscribe(onNext: { log.append("relay \($0)") }).disposed(by: bag)
        Infallible.just(1).bind(to: relay).disposed(by: bag)
        _ = Infallible<Int>.create { observer in
            observer(.next(2))
            observer(.completed)
            return Disposables.create()
        }
        .subscribe(onNext: { log.append("created \($0)") }, onCompleted: { log.append("completed") })
        _ = Infallible.combineLatest(Infallible.just(1), Infallible.just(2)) { $0 + $1 }
            .subscribe(onNext: { log.append("combined \($0)") })
        _ = Infallible.zip(Infallible.just(1), Infallible.just(3)) { $0 + $1 }.subscribe(onNext: {
            log.append("zipped \($0)")
        })
        _ = Observable<Int>.error(TestError()).asInfallible(onErrorFallbackTo: .just(5))
            .subscribe(onNext: { log.append("fallback \($0)") })
        _ = Observable<Int>.error(TestError()).asInfallible(onErrorRecover: { _ in .just(6) })
            .subscribe(onNext: { log.append("recover \($0)") })

        XCTAssertEqual(
            log, ["relay 1", "created 2", "completed", "combined 3", "zipped 4", "fallback 5", "recover 6"])
    }
}
