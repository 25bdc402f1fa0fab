import Reactive
import XCTest

private struct TestError: Error {}

final class FlatMapTests: ReactiveTestCase {
    private var scheduler: TestScheduler!
    private var inners: [TestableObservable<Int>] = []

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        inners = [
            scheduler.createColdObservable([
                .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105), .next(220, 106),
                .completed(230),
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

    func testFlatMapMergesInnerSequencesAndCompletesAfterTheLastOne() {
        let xs = scheduler.createHotObservable([
            .next(150, 9), .next(300, 0), .next(400, 1), .next(500, 2), .completed(600),
        ])
        let inners = self.inners

        let res = scheduler.start { xs.flatMap { inners[$0] } }

        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 103), .next(410, 201), .next(420, 104), .next(420, 202),
                .next(430, 203), .next(440, 204), .next(510, 105), .next(510, 301), .next(520, 106), .next(520, 302),
                .next(530, 303), .next(540, 304), .next(620, 305), .completed(650),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(300, 530)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(inners[2].subscriptions, [Subscription(500, 650)])
    }

    func testFlatMapCompletesWithTheSourceWhenNoInnerIsLeft() {
        let xs = scheduler.createHotObservable([.next(300, 1), .completed(600)])
        let inners = self.inners

        let res = scheduler.start { xs.flatMap { inners[$0] } }

        XCTAssertEqual(
            res.events, [.next(310, 201), .next(320, 202), .next(330, 203), .next(340, 204), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(300, 350)])
    }

    func testFlatMapPassesAnInnerErrorThroughAndDisposesEverything() {
        let failing = scheduler.createColdObservable([.next(10, 201), .error(50, TestError())])
        let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .next(500, 2), .completed(600)])
        let inners = [self.inners[0], failing, self.inners[2]]

        let res = scheduler.start { xs.flatMap { inners[$0] } }

        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 103), .next(410, 201), .next(420, 104),
                .error(450, TestError()),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(300, 450)])
        XCTAssertEqual(failing.subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(inners[2].subscriptions, [])
    }

    func testFlatMapPassesTheSourceErrorThroughAndDisposesTheInners() {
        let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .error(430, TestError())])
        let inners = self.inners

        let res = scheduler.start { xs.flatMap { inners[$0] } }

        XCTAssertEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 103), .next(410, 201), .next(420, 104), .next(420, 202),
                .error(430, TestError()),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 430)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(300, 430)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(400, 430)])
    }

    func testFlatMapTurnsAThrowingSelectorIntoAnError() {
        let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .completed(600)])
        let inners = self.inners

        let res = scheduler.start {
            xs.flatMap { index -> TestableObservable<Int> in
                if index == 1 { throw TestError() }
                return inners[index]
            }
        }

        XCTAssertEqual(res.events, [.next(310, 101), .next(320, 102), .error(400, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(inners[1].subscriptions, [])
    }

    func testDisposingFlatMapDisposesTheSourceAndEveryInner() {
        let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .next(500, 2), .completed(600)])
        let inners = self.inners

        let res = scheduler.start(disposed: 430) { xs.flatMap { inners[$0] } }

        XCTAssertEqual(
            res.events,
            [.next(310, 101), .next(320, 102), .next(410, 103), .next(410, 201), .next(420, 104), .next(420, 202)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 430)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(300, 430)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(400, 430)])
        XCTAssertEqual(inners[2].subscriptions, [])
    }

    func testFlatMapCountsEveryLiveInnerSubscription() {
        let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .completed(600)])
        let inners = self.inners
        let start = Resources.total
        var counts: [Int] = []
        for time in [250, 350, 425, 460, 560, 650] {
            scheduler.scheduleAt(time) { counts.append(Int(Resources.total - start)) }
        }

        _ = scheduler.start { xs.flatMap { inners[$0] } }

        // The subscription itself, plus one per live inner.
        XCTAssertEqual(counts, [1, 2, 3, 2, 1, 0])
    }

    func testFlatMapOfSynchronousInnersDeliversTheirElementsInPlace() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])

        let res = scheduler.start {
            xs.flatMap { value -> Observable<Int> in
                switch value {
                case 1: return .just(10)
                case 2: return .of(20, 21)
                default: return .empty()
                }
            }
        }

        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .next(220, 21), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFlatMapOfASynchronousSourceCompletesAfterItsInners() {
        let inners = self.inners

        let res = scheduler.start { Observable.of(1, 1).flatMap { inners[$0] } }

        XCTAssertEqual(
            res.events,
            [
                .next(210, 201), .next(210, 201), .next(220, 202), .next(220, 202), .next(230, 203), .next(230, 203),
                .next(240, 204), .next(240, 204), .completed(250),
            ])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(200, 250), Subscription(200, 250)])
    }

    func testFlatMapOfASynchronousInnerErrorFailsAtOnce() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])

        let res = scheduler.start {
            xs.flatMap { value in value == 2 ? Observable<Int>.error(TestError()) : .just(value) }
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testFlatMapDeliversAReentrantEventAfterTheOneInProgress() {
        var sourceObserver: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            sourceObserver = observer
            return Disposables.create()
        }
        var log: [String] = []

        let subscription = source.flatMap { Observable.just($0) }.subscribe(onNext: { value in
            log.append("begin \(value)")
            if value == 1 { sourceObserver?.onNext(2) }
            log.append("end \(value)")
        })
        sourceObserver?.onNext(1)
        subscription.dispose()

        XCTAssertEqual(log, ["begin 1", "end 1", "begin 2", "end 2"])
    }

    func testFlatMapDeliversOneEventAtATimeFromInnersOnSeveralThreads() {
        let background = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let probe = ConcurrentDeliveryProbe<Int>()
        let ended = expectation(description: "ended")
        var completed = false

        _ = Observable.range(start: 0, count: 4)
            .flatMap { inner in Observable.range(start: inner * 1_000, count: 1_000, scheduler: background) }
            .subscribe(
                onNext: { probe.receive($0) }, onCompleted: { completed = true }, onDisposed: { ended.fulfill() })
        wait(for: [ended], timeout: 30)

        XCTAssertTrue(completed)
        XCTAssertEqual(probe.overlaps, 0)
        XCTAssertEqual(probe.elements.count, 4_000)
        XCTAssertEqual(Set(probe.elements), Set(0..<4_000))
    }
}
