import Foundation
import Reactive
import XCTest

// Specs written the way RxCocoa's users write them against RxTest; only the import differs.

private struct TestError: Error {}

final class DriverSignalCompatibilityTests: ReactiveTestCase {
    func testDriverObservesOnTheSharingSchedulerRecoversAndReplaysTheLatestElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let late = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        var res: TestableObserver<Int>?

        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
            let driver = xs.asDriver(onErrorJustReturn: -1)
            scheduler.scheduleAt(225) { driver.drive(late).disposed(by: bag) }

            res = scheduler.start { driver }
        }

        // Every event takes one tick through the mocked main scheduler; the error becomes -1 and completion.
        XCTAssertEqual(res?.events, [.next(211, 1), .next(221, 2), .next(231, -1), .completed(231)])
        XCTAssertEqual(late.events, [.next(225, 2), .next(231, -1), .completed(231)])
    }

    func testDriverOperatorsAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        var res: TestableObserver<String>?
        var subscriptions: [Subscription] = []

        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .next(230, 2), .next(240, 3)])
            let driver = xs.asDriver(onErrorDriveWith: .empty())
                .distinctUntilChanged()
                .filter { $0 < 3 }
                .map { "#\($0)" }
                .startWith("start")

            res = scheduler.start(disposed: 300) { driver }
            subscriptions = xs.subscriptions
        }

        XCTAssertEqual(res?.events, [.next(200, "start"), .next(211, "#1"), .next(231, "#2")])
        XCTAssertEqual(subscriptions, [Subscription(200, 300)])
    }

    func testDriveOnTheMainThreadDeliversAtOnce() {
        var values: [Int] = []
        var completed = false
        let relay = BehaviorRelay(value: 0)
        let bag = DisposeBag()

        Observable.of(1, 2).asDriver(onErrorJustReturn: 0)
            .drive(onNext: { values.append($0) }, onCompleted: { completed = true })
            .disposed(by: bag)
        Observable<Int>.error(TestError()).asDriver(onErrorRecover: { _ in .just(9) }).drive(relay).disposed(by: bag)

        XCTAssertEqual(values, [1, 2])
        XCTAssertTrue(completed)
        XCTAssertEqual(relay.value, 9)
    }

    func testDriverFromRelaysAndCombiningDrivers() {
        let first = BehaviorRelay(value: 1)
        let second = BehaviorRelay(value: 10)
        var sums: [Int] = []
        var zipped: [String] = []
        let bag = DisposeBag()

        Driver.combineLatest(first.asDriver(), second.asDriver()) { $0 + $1 }
            .drive(onNext: { sums.append($0) })
            .disposed(by: bag)
        Driver.zip(Driver.just(1), Driver.of("a", "b")) { "\($0)\($1)" }
            .drive(onNext: { zipped.append($0) })
            .disposed(by: bag)
        first.accept(2)

        XCTAssertEqual(sums, [11, 12])
        XCTAssertEqual(zipped, ["1a"])
    }

    func testDriverFlatMapLatestAndWithLatestFrom() {
        let taps = PublishRelay<Void>()
        let query = BehaviorRelay(value: "rx")
        var results: [String] = []
        let bag = DisposeBag()

        taps.asDriver(onErrorDriveWith: .empty())
            .withLatestFrom(query.asDriver())
            .flatMapLatest { text in Driver.just(text.uppercased()) }
            .drive(onNext: { results.append($0) })
            .disposed(by: bag)
        taps.accept(())
        query.accept("swift")
        taps.accept(())

        XCTAssertEqual(results, ["RX", "SWIFT"])
    }

    func testADriverSwitchesAndMergesIntoSignals() {
        let screens = PublishRelay<Int>()
        let first = PublishRelay<String>()
        let second = PublishRelay<String>()
        var switched: [String] = []
        var merged: [String] = []
        var flattened: [String] = []
        var limited: [String] = []
        let bag = DisposeBag()
        let signals = [first.asSignal(), second.asSignal()]
        let driver = screens.asDriver(onErrorDriveWith: .empty())

        let latest: Signal<String> = driver.flatMapLatest { signals[$0] }
        latest.emit(onNext: { switched.append($0) }).disposed(by: bag)
        driver.map { signals[$0] }.switchLatest().emit(onNext: { flattened.append($0) }).disposed(by: bag)
        driver.map { signals[$0] }.merge().emit(onNext: { merged.append($0) }).disposed(by: bag)
        driver.map { signals[$0] }.merge(maxConcurrent: 1).emit(onNext: { limited.append($0) }).disposed(by: bag)
        screens.accept(0)
        first.accept("a")
        screens.accept(1)
        first.accept("b")
        second.accept("c")

        XCTAssertEqual(switched, ["a", "c"])
        XCTAssertEqual(flattened, ["a", "c"])
        XCTAssertEqual(merged, ["a", "b", "c"])
        // The first inner signal never ends, so the second one waits.
        XCTAssertEqual(limited, ["a", "b"])
    }

    func testDriverDeferredAndFromASequence() {
        var count = 0
        var values: [Int] = []
        let bag = DisposeBag()
        let counter = Driver.deferred { () -> Driver<Int> in
            count += 1
            return .just(count)
        }

        counter.drive(onNext: { values.append($0) }).disposed(by: bag)
        counter.drive(onNext: { values.append($0) }).disposed(by: bag)
        Driver.from(7...8).drive(onNext: { values.append($0) }).disposed(by: bag)

        // As in RxSwift, the main scheduler runs the first step at once; the steps it schedules from inside
        // that one wait for the next turn of the main queue.
        XCTAssertEqual(values, [1, 2, 7])
        drainMainQueue()
        drainMainQueue()
        XCTAssertEqual(values, [1, 2, 7, 8])
    }

    private func drainMainQueue() {
        let drained = expectation(description: "main queue drained")
        DispatchQueue.main.async { drained.fulfill() }
        wait(for: [drained], timeout: 5)
    }

    func testSignalDoesNotReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let late = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        var res: TestableObserver<Int>?

        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
            let signal = xs.asSignal(onErrorJustReturn: -1)
            scheduler.scheduleAt(225) { signal.emit(to: late).disposed(by: bag) }

            res = scheduler.start(disposed: 300) { signal }
        }

        XCTAssertEqual(res?.events, [.next(211, 1), .next(221, 2), .next(241, 3)])
        XCTAssertEqual(late.events, [.next(241, 3)])
    }

    func testSignalFromARelayAndEmit() {
        let events = PublishRelay<String>()
        let forwarded = PublishRelay<String>()
        var received: [String] = []
        var echoed: [String] = []
        let bag = DisposeBag()

        forwarded.asSignal().emit(onNext: { echoed.append($0) }).disposed(by: bag)
        events.asSignal().emit(onNext: { received.append($0) }).disposed(by: bag)
        events.asSignal().emit(to: forwarded).disposed(by: bag)
        events.accept("tap")

        XCTAssertEqual(received, ["tap"])
        XCTAssertEqual(echoed, ["tap"])
    }
}
