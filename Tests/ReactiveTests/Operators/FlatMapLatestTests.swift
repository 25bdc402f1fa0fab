import Reactive
import XCTest

private struct TestError: Error {}

final class FlatMapLatestTests: ReactiveTestCase {
    private var scheduler: TestScheduler!
    private var inners: [TestableObservable<Int>] = []

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        inners = [
            scheduler.createColdObservable([
                .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .completed(230),
            ]),
            scheduler.createColdObservable([
                .next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), .completed(50),
            ]),
            scheduler.createColdObservable([
                .next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .next(120, 305), .completed(150),
            ]),
        ]
    }

    override func tearDown() {
        inners = []
        scheduler = nil
        super.tearDown()
    }

    func testFlatMapLatestSwitchesToTheNewestInnerAndDisposesThePrevious() {
        let xs = scheduler.createHotObservable([
            .next(150, 9), .next(300, 0), .next(400, 1), .next(500, 2), .completed(600),
        ])
        let inners = self.inners

        let res = scheduler.start { xs.flatMapLatest { inners[$0] } }

        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203), .next(440, 204),
                .next(510, 301), .next(520, 302), .next(530, 303), .next(540, 304), .next(620, 305), .completed(650),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(inners[2].subscriptions, [Subscription(500, 650)])
    }

    func testFlatMapLatestCompletesWithTheSourceWhenTheLatestInnerIsDone() {
        let xs = scheduler.createHotObservable([.next(300, 1), .completed(600)])
        let inners = self.inners

        let res = scheduler.start { xs.flatMapLatest { inners[$0] } }

        XCTAssertEqual(
            res.events, [.next(310, 201), .next(320, 202), .next(330, 203), .next(340, 204), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(300, 350)])
    }

    func testFlatMapLatestPassesTheLatestInnerErrorThrough() {
        let failing = scheduler.createColdObservable([.next(10, 201), .error(50, TestError())])
        let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .next(500, 2), .completed(600)])
        let inners = [self.inners[0], failing, self.inners[2]]

        let res = scheduler.start { xs.flatMapLatest { inners[$0] } }

        XCTAssertEqual(res.events, [.next(310, 101), .next(320, 102), .next(410, 201), .error(450, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(failing.subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(inners[2].subscriptions, [])
    }

    func testFlatMapLatestPassesTheSourceErrorThroughAndDisposesTheLatestInner() {
        let xs = scheduler.createHotObservable([.next(300, 0), .error(350, TestError())])
        let inners = self.inners

        let res = scheduler.start { xs.flatMapLatest { inners[$0] } }

        XCTAssertEqual(res.events, [.next(310, 101), .next(320, 102), .error(350, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(300, 350)])
    }

    func testFlatMapLatestTurnsAThrowingSelectorIntoAnError() {
        let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .completed(600)])
        let inners = self.inners

        let res = scheduler.start {
            xs.flatMapLatest { index -> TestableObservable<Int> in
                if index == 1 { throw TestError() }
                return inners[index]
            }
        }

        XCTAssertEqual(res.events, [.next(310, 101), .next(320, 102), .error(400, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(300, 400)])
    }

    func testDisposingFlatMapLatestDisposesTheSourceAndTheLatestInner() {
        let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .completed(600)])
        let inners = self.inners

        let res = scheduler.start(disposed: 425) { xs.flatMapLatest { inners[$0] } }

        XCTAssertEqual(res.events, [.next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 425)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(400, 425)])
    }

    func testFlatMapLatestToAJustDeliversInPlaceAndDisposesThePreviousInner() {
        let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 7), .completed(500)])
        let inners = self.inners

        let res = scheduler.start {
            xs.flatMapLatest { value in value < 3 ? inners[value].asObservable() : .just(value) }
        }

        XCTAssertEqual(res.events, [.next(310, 101), .next(320, 102), .next(400, 7), .completed(500)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(300, 400)])
    }

    func testFlatMapLatestIgnoresAReplacedInnerThatIgnoresDisposal() {
        var innerObservers: [AnyObserver<String>] = []
        var received: [String] = []
        var sourceObserver: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            sourceObserver = observer
            return Disposables.create()
        }

        let subscription = source.flatMapLatest { _ in
            Observable<String>.create { observer in
                innerObservers.append(observer)
                return Disposables.create()
            }
        }
        .subscribe(onNext: { received.append($0) }, onError: { _ in received.append("error") })
        sourceObserver?.onNext(0)
        sourceObserver?.onNext(1)
        innerObservers[0].onNext("stale")
        innerObservers[0].onError(TestError())
        innerObservers[1].onNext("current")
        subscription.dispose()

        XCTAssertEqual(received, ["current"])
    }

    func testFlatMapLatestDeliversOneEventAtATimeWhileSwitchingAcrossThreads() {
        let background = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let probe = ConcurrentDeliveryProbe<Int>()
        let ended = expectation(description: "ended")
        var completed = false

        _ = Observable<Int>.interval(.microseconds(200), scheduler: background)
            .take(20)
            .flatMapLatest { outer in Observable.range(start: outer * 1_000, count: 1_000, scheduler: background) }
            .subscribe(
                onNext: { probe.receive($0) }, onCompleted: { completed = true }, onDisposed: { ended.fulfill() })
        wait(for: [ended], timeout: 30)

        XCTAssertTrue(completed)
        XCTAssertEqual(probe.overlaps, 0)
        // The last inner is never replaced, so all of it arrives, last.
        XCTAssertEqual(Array(probe.elements.suffix(1_000)), Array(19_000..<20_000))
    }
}
