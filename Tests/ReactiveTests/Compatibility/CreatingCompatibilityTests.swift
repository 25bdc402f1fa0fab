import Reactive
import XCTest

// Specs written the way RxSwift's own users write them against RxTest; only the import differs.
// Expected values follow RxSwift 6: a scheduled producer takes one tick per scheduled step on a TestScheduler.

private struct TestError: Error {}

final class CreatingCompatibilityTests: ReactiveTestCase {
    func testJustAndJustOnAScheduler() {
        let scheduler = TestScheduler(initialClock: 0)

        let immediate = scheduler.start { Observable.just(42) }
        let scheduled = TestScheduler(initialClock: 0)
        let res = scheduled.start { Observable.just(42, scheduler: scheduled) }

        XCTAssertEqual(immediate.events, [.next(200, 42), .completed(200)])
        XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])
    }

    func testOfAndFromAnArrayOnAScheduler() {
        let scheduler = TestScheduler(initialClock: 0)

        let of = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }

        XCTAssertEqual(of.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])

        let other = TestScheduler(initialClock: 0)
        let from = other.start { Observable.from([1, 2], scheduler: other) }

        XCTAssertEqual(from.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }

    func testFromAnArrayASequenceAndAnOptionalWithTheDefaultScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var results: [Int] = []

        _ = Observable.from([1, 2]).subscribe(onNext: { results.append($0) })
        _ = Observable.from(3...4).subscribe(onNext: { results.append($0) })
        _ = Observable.from(optional: 5).subscribe(onNext: { results.append($0) })
        _ = Observable<Int>.from(optional: nil).subscribe(onNext: { results.append($0) })
        let res = scheduler.start { Observable.of(6, 7) }

        XCTAssertEqual(results, [1, 2, 3, 4, 5])
        XCTAssertEqual(res.events, [.next(200, 6), .next(200, 7), .completed(200)])
    }

    func testFromOptionalOnAScheduler() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.from(optional: 1, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 1), .completed(202)])

        let other = TestScheduler(initialClock: 0)
        let none = other.start { Observable<Int>.from(optional: nil, scheduler: other) }

        XCTAssertEqual(none.events, [.completed(201)])
    }

    func testEmptyNeverAndError() {
        let scheduler = TestScheduler(initialClock: 0)

        let empty = scheduler.start { Observable<Int>.empty() }
        XCTAssertEqual(empty.events, [.completed(200)])

        let never = TestScheduler(initialClock: 0).start { Observable<Int>.never() }
        XCTAssertEqual(never.events, [])

        let error = TestScheduler(initialClock: 0).start { Observable<Int>.error(TestError()) }
        XCTAssertEqual(error.events, [.error(200, TestError())])
    }

    func testDeferredCallsItsFactoryForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        var invocations = 0
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])

        let res = scheduler.start {
            Observable.deferred { () -> Observable<Int> in
                invocations += 1
                return xs.asObservable()
            }
        }

        XCTAssertEqual(invocations, 1)
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDeferredFactoryThatThrowsSendsTheError() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable<Int>.deferred { throw TestError() } }

        XCTAssertEqual(res.events, [.error(200, TestError())])
    }

    func testRangeWithAndWithoutAScheduler() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Observable.range(start: 5, count: 3, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 5), .next(202, 6), .next(203, 7), .completed(204)])

        var results: [Int] = []
        _ = Observable<Int>.range(start: 1, count: 3).subscribe(onNext: { results.append($0) })
        XCTAssertEqual(results, [1, 2, 3])
    }

    func testRepeatElementStopsWhenDisposed() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 204) { Observable.repeatElement(7, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(201, 7), .next(202, 7), .next(203, 7)])
    }

    func testGenerate() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { $0 < 3 }, scheduler: scheduler, iterate: { $0 + 1 })
        }

        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2), .completed(204)])
    }

    func testGenerateWithTheDefaultSchedulerAndAThrowingCondition() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable.generate(
                initialState: 0,
                condition: { value in
                    if value == 2 { throw TestError() }
                    return true
                },
                iterate: { $0 + 1 })
        }

        XCTAssertEqual(res.events, [.next(200, 0), .next(200, 1), .error(200, TestError())])
    }

    func testIntervalTicksEveryPeriodUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 245) { Observable<Int>.interval(.seconds(10), scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3)])
        XCTAssertEqual(scheduler.pendingActionTimes, [])
    }

    func testTimerOnceAndPeriodic() {
        let scheduler = TestScheduler(initialClock: 0)

        let once = scheduler.start { Observable<Int>.timer(.seconds(30), scheduler: scheduler) }

        XCTAssertEqual(once.events, [.next(230, 0), .completed(230)])

        let other = TestScheduler(initialClock: 0)
        let periodic = other.start(disposed: 255) {
            Observable<Int>.timer(.seconds(30), period: .seconds(10), scheduler: other)
        }

        XCTAssertEqual(periodic.events, [.next(230, 0), .next(240, 1), .next(250, 2)])
    }

    func testCreateWithATrailingClosure() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposed = false

        let res = scheduler.start {
            Observable<Int>.create { observer in
                observer.onNext(1)
                observer.on(.next(2))
                observer.onCompleted()
                observer.onNext(3)
                return Disposables.create { disposed = true }
            }
        }

        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertTrue(disposed)
    }

    func testCreateDisposedBeforeItEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: TestTime?

        let res = scheduler.start(disposed: 250) {
            Observable<Int>.create { observer in
                observer.onNext(1)
                return Disposables.create { disposedAt = scheduler.clock }
            }
        }

        XCTAssertEqual(res.events, [.next(200, 1)])
        XCTAssertEqual(disposedAt, 250)
    }

    func testUsingDisposesTheResourceWithTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        var resource: BooleanDisposable?

        let res = scheduler.start {
            Observable.using(
                { () -> BooleanDisposable in
                    let created = BooleanDisposable()
                    resource = created
                    return created
                },
                observableFactory: { _ in xs.asObservable() })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(resource?.isDisposed, true)
    }
}
