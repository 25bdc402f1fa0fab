import Reactive
import XCTest

final class AsSharedSequenceTests: ReactiveTestCase {
    private struct TestError: Error {}

    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    override func tearDown() {
        scheduler = nil
        super.tearDown()
    }

    func testOnErrorJustReturnSendsTheElementAndCompletesOnTheStrategysScheduler() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        var res: TestableObserver<Int>!

        SharingScheduler.mock(scheduler: scheduler) {
            res = scheduler.start {
                xs.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: 0)
            }
        }

        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 0), .completed(221)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTheStrategyCanBeInferredFromTheResultType() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        SharingScheduler.mock(scheduler: scheduler) {
            let signal: Signal<Int> = xs.asSharedSequence(onErrorJustReturn: 0)
            scheduler.scheduleAt(200) { subscriptions.append(signal.emit(to: early)) }
            scheduler.scheduleAt(220) { subscriptions.append(signal.emit(to: late)) }
            scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
        }

        XCTAssertEqual(early.events, [.next(211, 1), .next(231, 2)])
        XCTAssertEqual(late.events, [.next(231, 2)])  // a Signal does not replay
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testOnErrorDriveWithContinuesWithTheFallback() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let fallback = scheduler.createColdObservable([.next(10, 8), .completed(20)])
        var res: TestableObserver<Int>!

        SharingScheduler.mock(scheduler: scheduler) {
            let driver = fallback.asDriver(onErrorJustReturn: -1)
            res = scheduler.start { xs.asSharedSequence(onErrorDriveWith: driver) }
        }

        XCTAssertEqual(res.events, [.next(211, 1), .next(232, 8), .completed(242)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(221, 241)])
    }

    func testOnErrorRecoverContinuesWithWhatTheRecoveryReturnsForTheError() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        var recovered: [Error] = []
        var res: TestableObserver<Int>!

        SharingScheduler.mock(scheduler: scheduler) {
            res = scheduler.start {
                xs.asSharedSequence(sharingStrategy: SignalSharingStrategy.self) { error in
                    recovered.append(error)
                    return Signal.just(-1)
                }
            }
        }

        XCTAssertEqual(res.events, [.next(211, 1), .next(222, -1), .completed(222)])
        XCTAssertEqual(recovered.count, 1)
        XCTAssertTrue(recovered.first is TestError)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    private struct Titles: SharedSequenceConvertibleType {
        typealias Element = String

        let driver: Driver<String>

        func asSharedSequence() -> Driver<String> { driver }
    }

    func testAConformingTypeGetsAsObservableFromItsSharedSequence() {
        let xs = scheduler.createHotObservable([.next(210, "Feed"), .completed(300)])
        var res: TestableObserver<String>!

        SharingScheduler.mock(scheduler: scheduler) {
            let titles = Titles(driver: xs.asDriver(onErrorJustReturn: ""))
            res = scheduler.start { titles.asObservable() }
        }

        XCTAssertEqual(res.events, [.next(211, "Feed"), .completed(301)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
