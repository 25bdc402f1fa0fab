import Reactive
import XCTest

private struct TestError: Error {}

final class PrimitiveSequenceZipTests: ReactiveTestCase {
    func testSingleZipSucceedsOnceBothHaveSucceeded() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(30, 1), .completed(30)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(10)])

        let res = scheduler.start { Single.zip(a.asSingle(), b.asSingle()) { $0 * 10 + $1 } }

        XCTAssertEqual(res.events, [.next(230, 12), .completed(230)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 210)])
    }

    func testSingleZipTupleOfThreeAndEight() {
        let one = Single.just(1)
        var three: [String] = []
        var eight: [Int] = []

        _ = Single.zip(one, Single.just("two"), Single.just(3.0)).subscribe(onSuccess: { three.append("\($0)") })
        _ = Single.zip(one, one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
            .subscribe(onSuccess: { eight.append($0) })

        XCTAssertEqual(three, ["(1, \"two\", 3.0)"])
        XCTAssertEqual(eight, [8])
    }

    func testSingleZipFailsAtTheFirstFailureAndReleasesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(50, 1), .completed(50)])
        let b = scheduler.createColdObservable([Recorded<Event<Int>>.error(20, TestError())])

        let res = scheduler.start { Single.zip(a.asSingle(), b.asSingle()) { $0 + $1 } }

        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
    }

    func testSingleZipDisposalReleasesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(500, 1), .completed(500)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(10)])

        let res = scheduler.start(disposed: 400) { Single.zip(a.asSingle(), b.asSingle()) }

        XCTAssertEqual(res.events.count, 0)
        XCTAssertEqual(a.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 210)])
    }

    func testSingleZipCollectionKeepsTheCollectionOrderAndAnswersForAnEmptyOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(30, 1), .completed(30)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(10)])

        let res = scheduler.start { Single.zip([a.asSingle(), b.asSingle()]).map { $0.map(String.init).joined() } }
        var empty: [[Int]] = []
        _ = Single.zip([Single<Int>]()).subscribe(onSuccess: { empty.append($0) })
        var failed: [String] = []
        _ = Single<Int>.zip([Single<Int>]()) { _ in throw TestError() }.subscribe(onFailure: { failed.append("\($0)") })

        XCTAssertEqual(res.events, [.next(230, "12"), .completed(230)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(empty, [[]])
        XCTAssertEqual(failed.count, 1)
    }

    func testMaybeZipSucceedsWhenAllHaveAnElementAndCompletesEmptyOtherwise() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(30, 1), .completed(30)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(10)])
        let empty = scheduler.createColdObservable([Recorded<Event<Int>>.completed(20)])

        let full = scheduler.createObserver(Int.self)
        let partial = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = Maybe.zip(a.asMaybe(), b.asMaybe()) { $0 + $1 }.asObservable().subscribe(full)
            _ = Maybe.zip(b.asMaybe(), empty.asMaybe()) { $0 + $1 }.asObservable().subscribe(partial)
        }
        scheduler.start()

        XCTAssertEqual(full.events, [.next(230, 3), .completed(230)])
        XCTAssertEqual(partial.events, [.completed(220)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 210), Subscription(200, 210)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 220)])
    }

    func testMaybeZipTupleForm() {
        var pairs: [String] = []

        _ = Maybe.zip(Maybe.just(1), Maybe.just("a")).subscribe(onSuccess: { pairs.append("\($0.0)\($0.1)") })

        XCTAssertEqual(pairs, ["1a"])
    }

    func testCompletableMergeAndZipCompleteOnceAllHaveCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([Recorded<Event<Never>>.completed(30)])
        let b = scheduler.createColdObservable([Recorded<Event<Never>>.completed(50)])

        let merged = scheduler.createObserver(Never.self)
        let zipped = scheduler.createObserver(Never.self)
        scheduler.scheduleAt(200) {
            _ = Completable.merge(a.asCompletable(), b.asCompletable()).asObservable().subscribe(merged)
            _ = Completable.zip([a.asCompletable(), b.asCompletable()]).asObservable().subscribe(zipped)
        }
        scheduler.start()

        XCTAssertEqual(merged.events, [.completed(250)])
        XCTAssertEqual(zipped.events, [.completed(250)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230), Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 250), Subscription(200, 250)])
    }

    func testCompletableMergeFailsAtTheFirstErrorAndStopsWhenDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([Recorded<Event<Never>>.error(30, TestError())])
        let b = scheduler.createColdObservable([Recorded<Event<Never>>.completed(500)])

        let failed = scheduler.createObserver(Never.self)
        let disposed = scheduler.createObserver(Never.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(
                Completable.merge([a.asCompletable(), b.asCompletable()]).asObservable().subscribe(failed))
            subscriptions.append(Completable.zip(b.asCompletable()).asObservable().subscribe(disposed))
        }
        scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        XCTAssertEqual(failed.events, [.error(230, TestError())])
        XCTAssertEqual(disposed.events, [])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230), Subscription(200, 400)])
    }
}
